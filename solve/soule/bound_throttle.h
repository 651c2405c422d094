// Which of the forced-goal solver's cuts are worth testing where (forced_goal.cc). The bounds
// of goal_bounds.h are sound but not free, and where they cut depends on the position: on a
// dense n = 3 search most of their time went to slots at which they never cut (line 19 of
// the dense bench: 19 M tests at one slot of the stage before the last, no cut; 11.8 M cuts
// of 17.4 M at the next). Skipping a sound cut is always sound (the search below finds the
// same verdict, later), so each (bound, stages left, slot) keeps its recent cut rate and is
// tested only while that rate pays, and still once in kProbe otherwise, so that a slot whose
// bound starts to cut in another part of the tree is noticed.
#pragma once

#include <array>
#include <cstdint>

#include "engine/soule/soule.h"

namespace melee::soule {

class BoundThrottle {
 public:
  // Per search: the candidate search's bounds, and the oracle's (whose cuts are refutations,
  // or, for the sure test, reply prefixes that cannot refute).
  enum class Bound {
    kCandidateCanStillScore,
    kCandidateMayScoreInNextStages,
    kOracleCanStillScore,
    kOracleMayScoreInNextStages,
    kOracleSurelyScores,
  };
  static constexpr int kBounds = static_cast<int>(Bound::kOracleSurelyScores) + 1;

  // Whether to test `bound` at slot `slot` of a stage with `stages` left.
  bool ShouldTest(Bound bound, int stages, int slot) {
    Counts& c = counts_[Index(bound, stages, slot)];
    if (c.tests < kWarmup || c.cuts * kPaysRatio >= c.tests) return true;
    return ++c.skipped % kProbe == 0;
  }
  // The outcome of a test ShouldTest allowed.
  void Record(Bound bound, int stages, int slot, bool cut) {
    Counts& c = counts_[Index(bound, stages, slot)];
    ++c.tests;
    c.cuts += cut ? 1 : 0;
    if (c.tests == kWindow) {  // halve: recent parts of the tree weigh more
      c.tests /= 2;
      c.cuts /= 2;
    }
  }

 private:
  // A test pays while at least one in kPaysRatio cuts: a cut saves at least the orders of the
  // next slot, each with its own tests.
  static constexpr uint32_t kPaysRatio = 64;
  static constexpr uint32_t kWarmup = 256;
  static constexpr uint32_t kWindow = 4096;
  static constexpr uint32_t kProbe = 16;
  static constexpr int kStagesKept = 4;  // more stages left share the last row

  struct Counts {
    uint32_t tests = 0;
    uint32_t cuts = 0;
    uint32_t skipped = 0;
  };
  static std::size_t Index(Bound bound, int stages, int slot) {
    const int s = stages < kStagesKept ? stages : kStagesKept;
    return (static_cast<std::size_t>(bound) * (kStagesKept + 1) + static_cast<std::size_t>(s)) *
               kMaxPlayers +
           static_cast<std::size_t>(slot);
  }
  static constexpr std::size_t kKeys = std::size_t{kBounds} * (kStagesKept + 1) * kMaxPlayers;
  std::array<Counts, kKeys> counts_{};
};

// Whether the bound refutation of a candidate search's leaf (Solver::BoundRefutation in
// forced_goal.cc) still pays at a node: it is tried at every leaf while at least one try in
// kPaysRatio finds a reply, else at one leaf in kProbe (a part of the tree where it finds them
// again is noticed). Where it finds one it ends the leaf and mostly its neighbours for a few
// thousand slots; a try that finds nothing cost a whole search within the deviations from each
// base, about 160 K slots on dense line 39, whose root tried it at 1871 leaves and found 108
// replies, 77 of them already in R (285 M of the line's 314 M slots in 30 s). The nodes at which it
// finds a reply nearly every time (dense lines 6, 19, 25, 45) keep it at every leaf.
class BoundRefutationRate {
 public:
  bool Pays() {
    if (tries_ < kWarmup || hits_ * kPaysRatio >= tries_) return true;
    return ++skipped_ % kProbe == 0;
  }
  void Record(bool found) {
    ++tries_;
    hits_ += found ? 1 : 0;
  }

 private:
  static constexpr uint32_t kWarmup = 32;
  static constexpr uint32_t kPaysRatio = 32;
  static constexpr uint32_t kProbe = 8;
  uint32_t tries_ = 0;
  uint32_t hits_ = 0;
  uint32_t skipped_ = 0;
};

}  // namespace melee::soule
