#include "protocol/go_command.h"

#include <cstdint>
#include <limits>

#include "protocol/text.h"

namespace melee {
namespace {

// Reads the number after args[i]; min..max inclusive.
std::optional<int64_t> NumberAfter(std::span<const std::string_view> args, std::size_t& i,
                                   int64_t min, int64_t max, std::string& error) {
  const std::string_view keyword = args[i];
  if (i + 1 >= args.size()) {
    error = "go: " + std::string(keyword) + " needs a number";
    return std::nullopt;
  }
  const std::optional<int64_t> n = ParseInt(args[++i]);
  if (!n || *n < min || *n > max) {
    error = "go: " + std::string(keyword) + " value " + std::string(args[i]) +
            " is not an integer in " + std::to_string(min) + ".." + std::to_string(max);
    return std::nullopt;
  }
  return n;
}

template <class T>
bool SetOnce(std::optional<T>& field, std::optional<int64_t> value, std::string_view keyword,
             std::string& error) {
  if (!value) return false;
  if (field) {
    error = "go: " + std::string(keyword) + " given twice";
    return false;
  }
  field = static_cast<T>(*value);
  return true;
}

}  // namespace

std::optional<GoCommand> ParseGo(std::span<const std::string_view> args, std::string& error) {
  constexpr int64_t kBig = std::numeric_limits<int64_t>::max() / 4;
  constexpr int64_t kIntMax = std::numeric_limits<int>::max();
  GoCommand go;
  GoLimits& l = go.limits;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view k = args[i];
    bool ok = true;
    if (k == "p1time" || k == "wtime") {
      ok = SetOnce(l.time[0], NumberAfter(args, i, -kBig, kBig, error), k, error);
    } else if (k == "p2time" || k == "btime") {
      ok = SetOnce(l.time[1], NumberAfter(args, i, -kBig, kBig, error), k, error);
    } else if (k == "p1inc" || k == "winc") {
      ok = SetOnce(l.inc[0], NumberAfter(args, i, 0, kBig, error), k, error);
    } else if (k == "p2inc" || k == "binc") {
      ok = SetOnce(l.inc[1], NumberAfter(args, i, 0, kBig, error), k, error);
    } else if (k == "movestogo") {
      ok = SetOnce(l.movestogo, NumberAfter(args, i, 1, kIntMax, error), k, error);
    } else if (k == "movetime") {
      ok = SetOnce(l.movetime, NumberAfter(args, i, 0, kBig, error), k, error);
    } else if (k == "depth") {
      ok = SetOnce(l.depth, NumberAfter(args, i, 1, 1000, error), k, error);
    } else if (k == "nodes") {
      ok = SetOnce(l.nodes, NumberAfter(args, i, 1, kBig, error), k, error);
    } else if (k == "mate") {
      ok = SetOnce(l.mate, NumberAfter(args, i, 1, 1000, error), k, error);
    } else if (k == "perft") {
      ok = SetOnce(go.perft_depth, NumberAfter(args, i, 1, kMaxPerftDepth, error), k, error);
    } else if (k == "infinite") {
      l.infinite = true;
    } else if (k == "ponder") {
      l.ponder = true;
    } else if (k == "searchmoves") {
      if (i + 1 >= args.size()) {
        error = "go: searchmoves needs at least one move";
        return std::nullopt;
      }
      for (++i; i < args.size(); ++i) l.searchmoves.emplace_back(args[i]);
    } else {
      error = "go: unknown keyword " + std::string(k);
      return std::nullopt;
    }
    if (!ok) return std::nullopt;
  }
  if (go.perft_depth && args.size() != 2) {
    error = "go perft takes only a depth";
    return std::nullopt;
  }
  return go;
}

}  // namespace melee
