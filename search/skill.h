// Skill levels: a weaker opponent for people (docs/levels.md). `Skill Level` 0..20 (20: the
// full engine, untouched), or `UCI_LimitStrength` with `UCI_Elo` turned into a fractional
// level. A weakened search plays like a weaker player, not like a strong one throwing in
// random moves:
//   * it searches less: a depth cap and a node cap that grow with the level, so a weak level
//     answers sooner than the full engine and never spends the whole movetime to discard it;
//   * it considers several root lines (MultiPV) and plays the one whose real score, plus a
//     noise that shrinks as the level rises, is highest: close alternatives get played,
//     losing blunders only at the lowest levels and only when they look close at its depth;
//   * Soule's mixed strategy is flattened toward uniform over its support (FlattenTowardUniform).
// The noise is drawn from (Seed, the answer's sample index, the lines), so a game replays.
// The reports keep the real scores; the answer is the picked line, reported last.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "search/limits.h"
#include "search/report.h"
#include "search/searcher.h"

namespace melee::search {

inline constexpr int kMaxSkillLevel = 20;
// The provisional UCI_Elo range, the same in every game until the ladders are measured: the
// level is linear in the Elo over it (docs/levels.md).
inline constexpr int kMinUciElo = 400;
inline constexpr int kMaxUciElo = 2400;
static_assert(SearchOptions{}.skill_level == kMaxSkillLevel);
static_assert(SearchOptions{}.elo == kMaxUciElo);

// The fractional level the options ask for, in [0, 20].
double SkillLevel(const SearchOptions& options);
bool Weakened(const SearchOptions& options);

// How a searcher's units scale with the level: its depth units one level adds and level 0's
// node cap (each 2.5 levels double it). Its iterations and nodes differ in cost: alpha-beta
// steps and nodes, Soule's lookahead stages and resolved stages (about 100 000 a second).
struct SkillScale {
  double depth_per_level = 0;
  double level_zero_nodes = 0;
};
inline constexpr SkillScale kTreeSkillScale{0.5, 200000};   // alpha-beta and MCTS: depth 1 .. 10
inline constexpr SkillScale kSouleSkillScale{0.25, 20000};  // one stage ahead .. five

// What a level below 20 may spend and how it picks.
struct SkillSchedule {
  int depth = 1;
  int64_t nodes = 0;
  int lines = 1;        // root lines to pick among
  double noise_cp = 0;  // the pick's noise spread, centi-units
  double flatten = 0;   // Soule: the weight of uniform in the played mix, [0, 1]
};
SkillSchedule ScheduleFor(double level, const SkillScale& scale);

// Whether the options' level searches one ply at most with `scale` (search/skill_one_ply.h).
bool OnePlyAtSkill(const SearchOptions& options, const SkillScale& scale);

// The user's limits capped by the schedule, and the options it searches with.
SearchLimits SkillLimits(const SearchLimits& limits, const SkillSchedule& schedule);
SearchOptions SkillOptions(const SearchOptions& options, const SkillSchedule& schedule);

// The line to play among one iteration's lines (multipv 1, 2, ...): the highest score plus
// noise; nullopt when there is none with a pv.
std::optional<std::size_t> PickLine(std::span<const IterationInfo> lines, double noise_cp,
                                    uint64_t seed);
// The seed of one answer's pick: Seed, the answer's sample index and the lines' moves.
uint64_t PickSeed(const SearchOptions& options, std::span<const IterationInfo> lines);

// `outcome` with the picked line of `lines` played: its bestmove, ponder move and last report
// (the real line's score and pv, the whole search's counters).
SearchOutcome PlayPickedLine(SearchOutcome outcome, std::span<const IterationInfo> lines,
                             const SearchOptions& options, const SkillSchedule& schedule);

// `probabilities` mixed with the uniform distribution over the same moves, `flatten` of it.
std::vector<double> FlattenTowardUniform(std::span<const double> probabilities, double flatten);

// Runs `search(request)` with the options' level's caps on its limits and options (unchanged
// at level 20). Soule's searchers weaken their own answer (the flattened mix), so they take
// only this.
template <class Search>
SearchOutcome SearchCappedAtSkill(const SearchRequest& request, const SkillScale& scale,
                                  Search search) {
  if (!Weakened(request.options)) return search(request);
  const SkillSchedule schedule = ScheduleFor(SkillLevel(request.options), scale);
  const SearchLimits limits = SkillLimits(request.limits, schedule);
  const SearchOptions options = SkillOptions(request.options, schedule);
  return search(SearchRequest{limits, options, request.callbacks, request.stop, request.ponderhit});
}

// Runs `search(request)` at the options' skill level: unchanged at level 20; otherwise capped
// (SearchCappedAtSkill), collecting the last completed iteration's lines from the reports
// (which pass on unchanged) and playing the picked one.
template <class Search>
SearchOutcome SearchAtSkill(const SearchRequest& request, const SkillScale& scale, Search search) {
  if (!Weakened(request.options)) return search(request);
  std::vector<IterationInfo> lines;
  SearchCallbacks callbacks = request.callbacks;
  callbacks.on_iteration = [&lines,
                            &forward = request.callbacks.on_iteration](const IterationInfo& info) {
    if (!info.progress && !info.pv.empty()) {
      if (info.multipv <= 1) lines.clear();
      if (static_cast<std::size_t>(info.multipv) == lines.size() + 1) lines.push_back(info);
    }
    if (forward) forward(info);
  };
  const SearchRequest collecting{request.limits, request.options, callbacks, request.stop,
                                 request.ponderhit};
  SearchOutcome outcome = SearchCappedAtSkill(collecting, scale, search);  // fills `lines`
  return PlayPickedLine(std::move(outcome), lines, request.options,
                        ScheduleFor(SkillLevel(request.options), scale));
}

}  // namespace melee::search
