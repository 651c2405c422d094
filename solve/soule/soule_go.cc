#include "solve/soule/soule_go.h"

#include <algorithm>
#include <chrono>

#include "solve/soule/forced_goal.h"
#include "solve/soule/soule_search.h"

namespace melee::soule {
namespace {

// With no limit at all (and not `infinite`) a move resolves this many stages: about 0.2 s.
constexpr int64_t kDefaultNodes = 200'000;
// Share of the clock for one move when `movestogo` is absent: 7 turns and a placement, with
// room for a knock-out match (Soule Turns 0).
constexpr int kDefaultMovesToGo = 20;

class Clock {
 public:
  int64_t ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start_)
        .count();
  }
  uint64_t Nps(uint64_t nodes) const {
    return nodes * 1000 / static_cast<uint64_t>(std::max<int64_t>(1, ms()));
  }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

SouleSearchLimits LimitsOf(const SouleGoRequest& r) {
  SouleSearchLimits limits;
  limits.kind = r.mcts ? SouleSearchKind::kMcts : SouleSearchKind::kDoubleOracle;
  limits.seed = r.seed;
  limits.known_opponent = r.known_opponent;
  if (r.depth) limits.depth = *r.depth;
  if (r.nodes) limits.nodes = static_cast<uint64_t>(std::max<int64_t>(1, *r.nodes));
  if (r.movetime_ms) {
    limits.movetime_ms = std::max<int64_t>(1, *r.movetime_ms - r.move_overhead_ms);
  } else if (r.time_left_ms) {
    const int64_t share = *r.time_left_ms / std::max(1, r.movestogo.value_or(kDefaultMovesToGo)) +
                          r.increment_ms.value_or(0) * 3 / 4;
    limits.movetime_ms =
        std::max<int64_t>(1, std::min(share, *r.time_left_ms / 2) - r.move_overhead_ms);
  }
  if (!r.infinite && !r.depth && !r.nodes && limits.movetime_ms == 0) {
    limits.nodes = kDefaultNodes;
  }
  return limits;
}

}  // namespace

SouleGoAnswer SouleGo(const Position& pos, Side side, const SouleGoRequest& request,
                      const std::atomic<bool>* stop) {
  SouleGoAnswer answer;
  const Clock clock;
  if (request.mate) {
    const ForcedGoal goal = SolveForcedGoal(pos, side, std::max(1, *request.mate), stop);
    if (goal.verdict == ForcedGoal::Verdict::kGoal) {
      const std::string token = Soule::FormatTactic(pos, side, goal.tactic);
      answer.tactic = goal.tactic;
      answer.info.push_back("depth " + std::to_string(goal.stages) + " score mate " +
                            std::to_string(goal.stages) + " nodes " + std::to_string(goal.nodes) +
                            " nps " + std::to_string(clock.Nps(goal.nodes)) + " time " +
                            std::to_string(clock.ms()) + " pv " + token);
      answer.info_strings.push_back("mate " + std::to_string(goal.stages) + " proof " +
                                    std::to_string(goal.refuted));
      return answer;
    }
    answer.info_strings.push_back("mate none");  // the best tactic found follows
  }
  const SouleStrategy strategy = SearchSoule(pos, side, LimitsOf(request), stop);
  answer.tactic = request.analyse_mode ? MostProbableTactic(strategy)
                                       : SampleTactic(strategy, request.seed, pos.key());
  answer.info.push_back(
      "depth " + std::to_string(std::max(1, strategy.depth)) + " score cp " +
      std::to_string(ScoreCp(strategy)) + " nodes " + std::to_string(strategy.nodes) + " nps " +
      std::to_string(clock.Nps(strategy.nodes)) + " time " + std::to_string(clock.ms()) + " pv " +
      Soule::FormatTactic(pos, side, answer.tactic));
  answer.info_strings.push_back("strategy " + FormatStrategy(pos, side, strategy));
  return answer;
}

}  // namespace melee::soule
