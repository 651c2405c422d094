// The brute-force verifier: full enumeration of both sides' effective tactics (the referee's
// own sets, Soule::ForEachTactic, so order relevance is checked too), for positions with at
// most 3 players a side and a few stages left.
#pragma once

#include <absl/container/flat_hash_map.h>

#include <vector>

#include "engine/soule/soule.h"
#include "search/double_oracle.h"

namespace melee::soule_test {

// Both tactics of a stage, S's first.
Soule::Position Play(const Soule::Position& pos, Side solver, const Soule::Tactic& ours,
                     const Soule::Tactic& theirs);

std::vector<Soule::Tactic> AllTactics(const Soule::Position& pos, Side side);

// Forced goal for `solver` within `stages` stages, by enumeration.
class BruteForcedGoal {
 public:
  explicit BruteForcedGoal(Side solver) : us_(solver) {}
  bool Exists(const Soule::Position& pos, int stages);
  // `ours` scores within `stages` against every reply (checked reply by reply).
  bool Beats(const Soule::Position& pos, const Soule::Tactic& ours, int stages);

 private:
  bool ChildWins(const Soule::Position& child, int stages);
  Side us_;
  absl::flat_hash_map<uint64_t, bool> memo_[4];  // by stages 0..3
};

// The minimax value under mixed strategies, A's view (+1 A scores, -1 B scores, 0 a draw), by
// backward induction with an exact matrix-game solve at every node. The match must end within
// a few stages (a small turn limit).
class ExactValue {
 public:
  double Of(const Soule::Position& pos);

 private:
  absl::flat_hash_map<uint64_t, double> memo_;
};

// How much the opponent gains over the game value by best-responding to `side`'s mix when
// both continue optimally afterwards (0 for an equilibrium strategy).
double Exploitability(const Soule::Position& pos, Side side,
                      const search::MixedStrategy<Soule::Tactic>& mix, ExactValue& exact);

// Random 2-a-side positions (seeded, 1-2 stages left) whose exact value lies strictly between
// A's best pure maximin and minimax: every equilibrium is mixed there, so a pure answer is
// exploitable. Up to `count` of them, with their stages left.
struct StagedPosition {
  Soule::Position pos;
  int stages = 0;
};
std::vector<StagedPosition> PositionsNeedingAMix(ExactValue& exact, int count);

}  // namespace melee::soule_test
