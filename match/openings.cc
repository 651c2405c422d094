#include "match/openings.h"

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

}  // namespace melee::match
