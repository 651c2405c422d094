#include "solve/soule/soule_searchers.h"

#include <algorithm>
#include <string>

#include "search/skill.h"
#include "search/time_manager.h"
#include "solve/soule/forced_goal.h"
#include "solve/soule/stage_search.h"

namespace melee::soule {
namespace {

using search::IterationInfo;
using search::SearchOutcome;
using search::SearchRequest;

// The report of an answer: one joint token for the stage, and the strategy when there is one.
SearchOutcome Answer(const SouleRoot& root, const SearchRequest& request, const Tactic& mine,
                     const Tactic& theirs, IterationInfo info) {
  SearchOutcome outcome;
  outcome.best_move = Soule::FormatTactic(root.position, root.side, mine);
  const search::Deadline clock({}, request.limits.start);
  info.nps = clock.Nps(info.nodes);
  info.time_ms = clock.ElapsedMs();
  info.pv = {search::JointToken<Soule>(root.position, root.side, mine, theirs)};
  outcome.last = std::move(info);
  return outcome;
}

Tactic MostProbableOrWaiting(const Position& pos, const search::MixedStrategy<Tactic>& mix) {
  if (mix.actions.empty()) return WaitingTactic(pos);
  const auto& p = mix.probabilities;
  return mix.actions[static_cast<std::size_t>(std::max_element(p.begin(), p.end()) - p.begin())];
}

// The report of a strategy: its depth, score, stages and most probable tactics.
IterationInfo StrategyInfo(const SouleRoot& root, const SouleStrategy& strategy) {
  IterationInfo info;
  info.depth = std::max(1, strategy.depth);
  info.seldepth = info.depth;
  info.score = ScoreCp(strategy);
  info.nodes = strategy.nodes;
  info.strategy = StrategyReport(root.position, root.side, strategy.mix);
  return info;
}

// The mix a sample is drawn from: below level 20 it leans toward uniform over its tactics
// (search/skill.h); the reports keep the strategy found.
SouleStrategy Played(const SouleStrategy& strategy, const search::SearchOptions& options) {
  if (!search::Weakened(options)) return strategy;
  SouleStrategy played = strategy;
  played.mix.probabilities = search::FlattenTowardUniform(
      strategy.mix.probabilities,
      search::ScheduleFor(search::SkillLevel(options), search::kSouleSkillScale).flatten);
  return played;
}

}  // namespace

SearchOutcome SoulePlayingSearcher::Search(const Root& root, const SearchRequest& request) const {
  search::ProgressReports progress(request.callbacks, request.limits.start);
  SouleSearchConfig config;
  config.kind = kind_;
  config.seed = request.options.seed;
  config.known_opponent = root.known_opponent;
  config.progress = &progress;
  // Every report is an analysis line: the current strategy's value and most probable tactics.
  config.on_strategy = [&](const SouleStrategy& found) {
    progress.Send(Answer(root, request, MostProbableOrWaiting(root.position, found.mix),
                         MostProbableOrWaiting(root.position, found.opponent_mix),
                         StrategyInfo(root, found))
                      .last);
  };
  const SouleStrategy strategy = SearchSoule(root.position, root.side, request, config);
  // An empty mix (no time for a single iteration) must still answer a legal tactic: at the
  // placement the all-zero Tactic{} is not one.
  const Tactic mine = strategy.mix.actions.empty() ? WaitingTactic(root.position)
                      : request.options.analyse_mode
                          ? MostProbableTactic(strategy)
                          : SampleTactic(Played(strategy, request.options), request.options.seed,
                                         request.options.sample_index, root.position.key());
  SearchOutcome outcome =
      Answer(root, request, mine, MostProbableOrWaiting(root.position, strategy.opponent_mix),
             StrategyInfo(root, strategy));
  search::ReportAndWaitWhileUnbounded(request, outcome.last);
  return outcome;
}

SearchOutcome ForcedGoalSearcher::Search(const Root& root, const SearchRequest& request) const {
  const search::Deadline deadline(
      search::ComputeBudget(request.limits, root.side, request.options.move_overhead_ms),
      request.limits.start);
  SolveBudget budget(&request.stop);
  budget.deadline = &deadline;
  budget.threads = std::max(1, request.options.threads);
  budget.max_nodes = static_cast<uint64_t>(std::max<int64_t>(0, request.limits.nodes.value_or(0)));
  const ForcedGoal goal = SolveForcedGoal(root.position, root.side,
                                          std::max(1, request.limits.mate.value_or(1)), budget);
  if (goal.verdict != ForcedGoal::Verdict::kGoal) {
    // "none" is a proof; a solver stopped first (`stop`, the time or node limit) knows nothing.
    if (request.callbacks.on_text) {
      request.callbacks.on_text(goal.verdict == ForcedGoal::Verdict::kNone ? "mate none"
                                                                           : "mate unknown");
    }
    return SoulePlayingSearcher(fallback_).Search(root, request);
  }
  if (request.callbacks.on_text) {
    request.callbacks.on_text("mate " + std::to_string(goal.stages) + " proof " +
                              std::to_string(goal.refuted));
  }
  IterationInfo info;
  info.depth = goal.stages;
  info.seldepth = goal.stages;
  info.is_mate = true;
  info.score = goal.stages;
  info.nodes = goal.nodes;
  // Whatever the reply, the goal comes: the pv shows the defence of everybody waiting.
  SearchOutcome outcome =
      Answer(root, request, goal.tactic, WaitingTactic(root.position), std::move(info));
  search::ReportAndWaitWhileUnbounded(request, outcome.last);
  return outcome;
}

}  // namespace melee::soule
