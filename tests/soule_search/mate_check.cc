#include "tests/soule_search/mate_check.h"

#include "solve/soule/forced_goal.h"

namespace melee::soule {

std::vector<Tactic> SampledReplies(const Position& pos, Side them, int random, Rng& rng) {
  Tactic advance;
  for (int i = 0; i < pos.players(); ++i) {
    if (OnField(pos.cell(them, i))) advance.orders[static_cast<std::size_t>(i)] = kAdvance;
  }
  std::vector<Tactic> replies = {Tactic{}, advance};
  for (int k = 0; k < random; ++k) replies.push_back(Soule::RandomTactic(pos, them, rng));
  return replies;
}

bool StillWins(const Position& pos, Side side, const Tactic& ours, const Tactic& theirs, int stages,
               int deeper_replies, Rng& rng) {
  Position child = pos;
  if (side == Side::kP1) {
    Soule::Resolve(child, ours, theirs);
  } else {
    Soule::Resolve(child, theirs, ours);
  }
  const GameStatus status = Soule::Status(child);
  if (status.over()) return status.outcome == WinFor(side);
  if (stages == 1) return false;
  const ForcedGoal next = SolveForcedGoal(child, side, stages - 1);
  if (next.verdict != ForcedGoal::Verdict::kGoal) return false;
  for (const Tactic& reply : SampledReplies(child, Opponent(side), deeper_replies, rng)) {
    if (!StillWins(child, side, next.tactic, reply, next.stages, deeper_replies, rng)) return false;
  }
  return true;
}

}  // namespace melee::soule
