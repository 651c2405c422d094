// Adjudication by the engines' own scores, as cutechess-cli and fastchess do it (off unless
// asked for):
//   --resign movecount=N score=CP [twosided=true]: a side whose last N scores were all CP or
//     worse for itself loses (with twosided, only when its opponent's last N were all CP or
//     better for the opponent as well);
//   --draw movenumber=M movecount=N score=CP: from turn M on (whole turns, the opening
//     included, as --max-turns counts), a game whose last N scores of each side all lay within
//     -CP..CP is a draw.
// The scores are each move's last `info ... score` (MoveComment, the mover's view); a mate score
// lies beyond any bound (a mate for the mover counts as winning, a mate against it as losing);
// a move without a score breaks every run.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "engine/core/types.h"
#include "match/move_comment.h"
#include "match/termination.h"

namespace melee::match {

struct ResignRule {
  int movecount = 3;
  int64_t score = 1000;
  bool twosided = false;
};

struct DrawRule {
  int movenumber = 0;
  int movecount = 8;
  int64_t score = 10;
};

struct ScoreAdjudication {
  std::optional<ResignRule> resign;
  std::optional<DrawRule> draw;
};

// The command line's words of --resign and --draw; nullopt and `error` on a bad one.
std::optional<ResignRule> ParseResignRule(std::span<const std::string> words, std::string& error);
std::optional<DrawRule> ParseDrawRule(std::span<const std::string> words, std::string& error);

struct ScoreVerdict {
  Outcome outcome;
  Termination termination;  // kResign or kScoreDraw
  std::string reason;
};

// Follows one game's scores.
class ScoreAdjudicator {
 public:
  explicit ScoreAdjudicator(const ScoreAdjudication& rules) : rules_(rules) {}
  // After `side` (0: p1) moved with `comment`, the game having `turns` whole turns; a verdict
  // when a rule ends the game. `names` are p1's and p2's, for the reason.
  std::optional<ScoreVerdict> Add(int side, const MoveComment& comment, int turns,
                                  const std::array<std::string, 2>& names);

 private:
  ScoreAdjudication rules_;
  std::array<int, 2> losing_{};   // consecutive moves of each side at -score or worse
  std::array<int, 2> winning_{};  // ... at +score or better
  std::array<int, 2> level_{};    // ... within -draw score..+draw score
};

}  // namespace melee::match
