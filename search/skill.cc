#include "search/skill.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "engine/core/random.h"
#include "search/score.h"

namespace melee::search {
namespace {

// Every 2.5 levels double the node cap (level 19: 194 times level 0's), so it binds a weak
// level's deep iterations where a game's root is wide, and a strong level's only at long
// time controls.
constexpr double kLevelsPerNodeDoubling = 2.5;
// Stockfish's four root lines at the top, growing with the square of the levels below it
// (level 10: 10, level 0: 29): the low levels choose among many plausible turns, the high
// ones among the few best.
constexpr int kTopLines = 4;
constexpr double kSquaredLevelsPerExtraLine = 16;
// Level 0 adds up to 8 pawns of noise to a line's score, shrinking linearly to 0 at level 20.
constexpr double kNoiseCpPerLevelBelowTop = 40;
// A decisive score outranks any noise: turns to a win or loss on a scale far above centi-units.
constexpr double kDecisiveBase = 1e6;

double Comparable(const IterationInfo& line) {
  if (!line.is_mate) return line.score;
  return line.score > 0 ? kDecisiveBase - line.score : -kDecisiveBase - line.score;
}

// FNV-1a over the lines' moves: the position's stand-in in the pick's seed.
uint64_t HashLines(std::span<const IterationInfo> lines) {
  uint64_t hash = 0xCBF29CE484222325ull;
  for (const IterationInfo& line : lines) {
    for (const char c : line.pv.front())
      hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001B3ull;
    hash = (hash ^ 0xFFu) * 0x100000001B3ull;
  }
  return hash;
}

}  // namespace

double SkillLevel(const SearchOptions& options) {
  if (!options.limit_strength) return std::clamp(options.skill_level, 0, kMaxSkillLevel);
  const double fraction =
      static_cast<double>(options.elo - kMinUciElo) / static_cast<double>(kMaxUciElo - kMinUciElo);
  return std::clamp(fraction, 0.0, 1.0) * kMaxSkillLevel;
}

bool Weakened(const SearchOptions& options) { return SkillLevel(options) < kMaxSkillLevel; }

SkillSchedule ScheduleFor(double level, const SkillScale& scale) {
  const double below_top = kMaxSkillLevel - level;
  SkillSchedule schedule;
  schedule.depth = 1 + static_cast<int>(std::floor(level * scale.depth_per_level));
  schedule.nodes =
      static_cast<int64_t>(scale.level_zero_nodes * std::exp2(level / kLevelsPerNodeDoubling));
  schedule.lines =
      kTopLines + static_cast<int>(std::lround(below_top * below_top / kSquaredLevelsPerExtraLine));
  schedule.noise_cp = kNoiseCpPerLevelBelowTop * below_top;
  schedule.flatten = below_top / kMaxSkillLevel;
  return schedule;
}

bool OnePlyAtSkill(const SearchOptions& options, const SkillScale& scale) {
  return Weakened(options) && ScheduleFor(SkillLevel(options), scale).depth <= 1;
}

SearchLimits SkillLimits(const SearchLimits& limits, const SkillSchedule& schedule) {
  SearchLimits capped = limits;
  capped.depth = std::min(limits.depth.value_or(schedule.depth), schedule.depth);
  capped.nodes = std::min(limits.nodes.value_or(schedule.nodes), schedule.nodes);
  return capped;
}

SearchOptions SkillOptions(const SearchOptions& options, const SkillSchedule& schedule) {
  SearchOptions weakened = options;
  weakened.multi_pv = std::max(options.multi_pv, schedule.lines);
  return weakened;
}

std::optional<std::size_t> PickLine(std::span<const IterationInfo> lines, double noise_cp,
                                    uint64_t seed) {
  Rng rng(seed);
  std::optional<std::size_t> best;
  double best_value = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].pv.empty()) continue;
    const double value = Comparable(lines[i]) + noise_cp * rng.Unit();
    if (!best || value > best_value) {
      best = i;
      best_value = value;
    }
  }
  return best;
}

uint64_t PickSeed(const SearchOptions& options, std::span<const IterationInfo> lines) {
  uint64_t state = options.seed ^ HashLines(lines);
  return SplitMix64(state) ^ options.sample_index * 0x9E3779B97F4A7C15ull;
}

SearchOutcome PlayPickedLine(SearchOutcome outcome, std::span<const IterationInfo> lines,
                             const SearchOptions& options, const SkillSchedule& schedule) {
  // No completed iteration (stopped at once, or a searcher without lines): its own answer.
  if (lines.empty() || outcome.last.pv.empty()) return outcome;
  const std::optional<std::size_t> pick =
      PickLine(lines, schedule.noise_cp, PickSeed(options, lines));
  if (!pick || lines[*pick].pv.front() == outcome.best_move) return outcome;
  IterationInfo played = lines[*pick];
  const IterationInfo& counters = outcome.last;
  played.seldepth = counters.seldepth;
  played.nodes = counters.nodes;
  played.nps = counters.nps;
  played.time_ms = counters.time_ms;
  played.hashfull = counters.hashfull;
  outcome.best_move = played.pv.front();
  outcome.ponder_move = played.pv.size() > 1 ? played.pv[1] : "";
  outcome.last = std::move(played);
  return outcome;
}

std::vector<double> FlattenTowardUniform(std::span<const double> probabilities, double flatten) {
  std::vector<double> flat(probabilities.begin(), probabilities.end());
  if (flat.empty()) return flat;
  const double weight = std::clamp(flatten, 0.0, 1.0);
  const double uniform = 1.0 / static_cast<double>(flat.size());
  for (double& p : flat) p = (1 - weight) * p + weight * uniform;
  return flat;
}

}  // namespace melee::search
