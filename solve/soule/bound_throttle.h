// Which of the forced-goal solver's cuts are worth testing where (forced_goal_candidate.cc,
// forced_goal_oracle.cc). The bounds of goal_bounds.h are sound but not free, and where they cut
// depends on the position: on a dense n = 3 search most of their time went to slots at which they
// never cut (docs/soule_search.md, "The solver's measurements"). Skipping a sound cut is always
// sound (the search below finds the same verdict, later), so each (bound, stages left, slot) keeps
// its recent cut rate and is tested only while that rate pays, and still once in kProbe otherwise,
// so that a slot whose bound starts to cut in another part of the tree is noticed.
#pragma once

#include <array>
#include <cstdint>

#include "engine/soule/soule.h"

namespace melee::soule {

// A test (or search) that pays only where it often succeeds: made every time during its
// first kWarmup tries and while at least one try in kPaysRatio succeeds, else once in kProbe
// calls (so that a part of the tree where it succeeds again is noticed). With a kWindow, the
// counts are halved each time kWindow tries are reached: recent tries weigh more.
template <uint32_t kWarmup, uint32_t kPaysRatio, uint32_t kProbe, uint32_t kWindow>
class PayRate {
 public:
  bool Pays() {
    if (tries_ < kWarmup || successes_ * kPaysRatio >= tries_) return true;
    return ++skipped_ % kProbe == 0;
  }
  // The outcome of a try Pays() allowed.
  void Record(bool success) {
    ++tries_;
    successes_ += success ? 1 : 0;
    if (kWindow != 0 && tries_ == kWindow) {
      tries_ /= 2;
      successes_ /= 2;
    }
  }

 private:
  uint32_t tries_ = 0;
  uint32_t successes_ = 0;
  uint32_t skipped_ = 0;
};

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
    return counts_[Index(bound, stages, slot)].Pays();
  }
  // The outcome of a test ShouldTest allowed.
  void Record(Bound bound, int stages, int slot, bool cut) {
    counts_[Index(bound, stages, slot)].Record(cut);
  }

 private:
  // A test pays while at least one in 64 cuts (a cut saves at least the orders of the next
  // slot, each with its own tests); 256 tests of warm-up, a probe every 16 skips, a window of
  // 4096 tests.
  using Counts = PayRate<256, 64, 16, 4096>;
  static constexpr int kStagesKept = 4;  // more stages left share the last row

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
// forced_goal_candidate.cc) still pays at a node: it is tried at every leaf while at least one try
// in 32 finds a reply (after 32 tries), else at one leaf in 8. Where it finds one it ends the leaf
// and mostly its neighbours for a few thousand slots; a try that finds nothing costs a whole search
// within the deviations from each base, and on some lines nearly all the slots go there
// (docs/soule_search.md, "The solver's measurements"). The nodes at which it finds a reply
// nearly every time keep it at every leaf.
using BoundRefutationRate = PayRate<32, 32, 8, 0>;

}  // namespace melee::soule
