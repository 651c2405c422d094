// Why a game ended, as recorded in [Termination] and counted in the JSON summary.
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace melee::match {

enum class Termination {
  kRules,      // the referee's rules ended the game (its reason word says how)
  kMaxTurns,   // the runner's --max-turns adjudication: a draw
  kIllegal,    // an engine sent a token the referee rejects
  kTimeout,    // an engine overstepped its clock or a read deadline
  kCrash,      // an engine died or could not start
  kGarbage,    // an engine's answer to `go` was not a well-formed bestmove line
  kResign,     // --resign: the engines' scores said one side was lost (its loss)
  kScoreDraw,  // --draw: the engines' scores said the game was even (a draw)
};

inline constexpr std::array<Termination, 8> kAllTerminations = {
    Termination::kRules, Termination::kMaxTurns, Termination::kIllegal, Termination::kTimeout,
    Termination::kCrash, Termination::kGarbage,  Termination::kResign,  Termination::kScoreDraw};

constexpr std::string_view TerminationName(Termination t) {
  switch (t) {
    case Termination::kRules:
      return "rules";
    case Termination::kMaxTurns:
      return "maxturns";
    case Termination::kIllegal:
      return "illegal";
    case Termination::kTimeout:
      return "timeout";
    case Termination::kCrash:
      return "crash";
    case Termination::kGarbage:
      return "garbage";
    case Termination::kResign:
      return "resign";
    case Termination::kScoreDraw:
      return "scoredraw";
  }
  return "rules";
}

inline std::optional<Termination> ParseTermination(std::string_view name) {
  for (Termination t : kAllTerminations)
    if (TerminationName(t) == name) return t;
  return std::nullopt;
}

}  // namespace melee::match
