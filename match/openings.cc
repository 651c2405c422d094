#include "match/openings.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "protocol/text.h"

namespace melee::match {

std::optional<Opening> ParseOpeningLine(std::string_view line) {
  const std::size_t hash = line.find('#');
  if (hash != std::string_view::npos) line = line.substr(0, hash);
  const std::vector<std::string_view> tokens = SplitTokens(line);
  if (tokens.empty()) return std::nullopt;
  std::size_t moves_at = 0;
  while (moves_at < tokens.size() && tokens[moves_at] != "moves") ++moves_at;
  Opening opening;
  if (tokens[0] != "startpos") {
    const std::size_t from = tokens[0] == "fen" ? 1 : 0;
    opening.fen = Join(tokens, from, moves_at);
  }
  for (std::size_t k = moves_at + 1; k < tokens.size(); ++k) opening.moves.emplace_back(tokens[k]);
  return opening;
}

std::vector<Opening> ParseOpenings(std::string_view text) {
  std::vector<Opening> openings;
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);) {
    if (std::optional<Opening> o = ParseOpeningLine(line)) openings.push_back(std::move(*o));
  }
  return openings;
}

std::optional<std::vector<Opening>> LoadOpenings(const std::string& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  std::stringstream text;
  text << in.rdbuf();
  return ParseOpenings(text.str());
}

namespace {

// SplitMix64: a small generator whose output is fixed by the seed on every platform (the
// standard library's distributions and std::shuffle are not).
uint64_t NextRandom(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace

std::vector<Opening> ArrangeOpenings(std::vector<Opening> openings, OpeningsOrder order,
                                     uint64_t seed, int start) {
  if (order == OpeningsOrder::kRandom) {
    uint64_t state = seed;
    for (std::size_t k = openings.size(); k > 1; --k) {
      // Fisher-Yates; the modulo's bias is below 2^-40 for any file of openings.
      const std::size_t j = NextRandom(state) % k;
      std::swap(openings[k - 1], openings[j]);
    }
  }
  if (start > 1 && start <= static_cast<int>(openings.size()))
    std::rotate(openings.begin(), openings.begin() + (start - 1), openings.end());
  return openings;
}

}  // namespace melee::match
