// The lowest skill levels of a turn game (depth cap 1, search/skill.h): every whole turn
// evaluated once, as the greedy baseline does, and the line to play picked among the best of
// them with the level's noise. A whole-turn alpha-beta iteration with its quiescence search
// costs up to a million nodes in Cannon Ball's openings, more than these levels may spend, and
// an interrupted one answers with the best turn it reached: a strong reply, not a weak one.
// The limits hold as for the baselines (stop, time, nodes: one node a turn).
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/core/game.h"
#include "eval/eval.h"
#include "search/baselines.h"
#include "search/root_moves.h"
#include "search/searcher.h"
#include "search/skill.h"
#include "search/time_manager.h"

namespace melee::search {

template <SteppedGame G, EvaluatorOf<G> E>
SearchOutcome SearchOnePlyAtSkill(const TurnRoot<typename G::Position>& root,
                                  const SearchRequest& request) {
  const SkillSchedule schedule = ScheduleFor(SkillLevel(request.options), kTreeSkillScale);
  const typename G::Position& pos = root.position;
  const SearchLimits& limits = request.limits;
  const Deadline deadline(
      ComputeBudget(limits, pos.side_to_move(), request.options.move_overhead_ms), limits.start);
  // Whole turns (the lines name turns); `searchmoves` as every searcher reads them.
  const std::vector<RootMove<G>> turns = MakeRootMoves<G>(pos, limits.searchmoves, 2);
  std::vector<std::pair<int, std::size_t>> scored;  // (score, index into turns)
  for (std::size_t i = 0; i < turns.size(); ++i) {
    const bool out_of_budget = request.stopped() ||
                               (!request.pondering() && deadline.SearchTimeUp()) ||
                               (limits.nodes && static_cast<int64_t>(i) >= *limits.nodes);
    if (i > 0 && i % kGreedyPollInterval == 0 && out_of_budget) break;
    scored.emplace_back(GreedyScore<G, E>(turns[i].child, pos.side_to_move()), i);
  }
  SearchOutcome outcome;
  outcome.best_move = "(none)";
  if (scored.empty()) return outcome;
  const std::size_t kept = std::min(scored.size(), static_cast<std::size_t>(schedule.lines));
  std::partial_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(kept),
                    scored.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<IterationInfo> lines;
  ProgressReports progress(request.callbacks, limits.start);
  for (std::size_t k = 0; k < kept; ++k) {
    IterationInfo line;
    line.depth = 1;
    line.seldepth = 1;
    line.multipv = static_cast<int>(k) + 1;
    const int score = scored[k].first;
    line.is_mate = score == kBaselineWinScore || score == -kBaselineWinScore;
    line.score = line.is_mate ? (score > 0 ? 1 : -1) : score;
    line.nodes = scored.size();
    line.nps = deadline.Nps(line.nodes);
    line.time_ms = deadline.ElapsedMs();
    line.pv = {G::FormatMove(pos, *turns[scored[k].second].turn)};
    progress.Send(line);
    lines.push_back(std::move(line));
  }
  outcome.best_move = lines.front().pv.front();
  outcome.last = lines.front();
  outcome = PlayPickedLine(std::move(outcome), lines, request.options, schedule);
  ReportAndWaitWhileUnbounded(request, outcome.last);
  return outcome;
}

}  // namespace melee::search
