#include "match/tournament.h"

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "match/interrupt.h"
#include "protocol/text.h"

namespace melee::match {
namespace {

// The spec an engine is started with: the variant and the game's options first, so that an
// engine option given explicitly still wins.
EngineSpec EffectiveSpec(const TournamentConfig& config, const EngineSpec& spec) {
  EngineSpec effective = spec;
  std::vector<std::pair<std::string, std::string>> options = {
      {"UCI_Variant", std::string(config.game->name)}};
  options.insert(options.end(), config.rule_options.begin(), config.rule_options.end());
  effective.options.insert(effective.options.begin(), options.begin(), options.end());
  return effective;
}

// One worker's engines, started on first use and replaced after a failure.
class EnginePool {
 public:
  explicit EnginePool(const TournamentConfig& config) : config_(config) {}

  EngineClient* Get(int index) {
    std::unique_ptr<EngineClient>& slot = engines_[index];
    if (!slot || slot->failure()) {
      slot.reset();  // a hung engine is killed before its replacement starts
      slot = std::make_unique<EngineClient>(EffectiveSpec(config_, config_.engines[index]),
                                            config_.start_timeout);
    }
    return slot.get();
  }

 private:
  const TournamentConfig& config_;
  std::map<int, std::unique_ptr<EngineClient>> engines_;
};

std::vector<std::string> EngineNames(const TournamentConfig& config) {
  std::vector<std::string> names;
  for (const EngineSpec& e : config.engines) names.push_back(e.name);
  return names;
}

}  // namespace

std::optional<GameRules> ResolveRules(const TournamentConfig& config, std::string& error) {
  GameRules rules = GameRules::Defaults(config.game->options);
  for (const auto& [name, value] : config.rule_options) {
    bool found = false;
    for (std::size_t i = 0; i < config.game->options.size(); ++i) {
      const OptionSpec& spec = config.game->options[i];
      if (!EqualsIgnoreCase(spec.name, name)) continue;
      found = true;
      std::optional<int64_t> v = ParseInt(value);
      if (spec.kind == OptionKind::kCheck && (value == "true" || value == "false"))
        v = value == "true";
      if (!v || *v < spec.min || *v > spec.max) {
        error = "rule " + name + ": value " + value + " out of range";
        return std::nullopt;
      }
      rules.values[i] = static_cast<int>(*v);
    }
    if (!found) {
      error = "rule " + name + ": not an option of " + std::string(config.game->name);
      return std::nullopt;
    }
  }
  return rules;
}

TournamentOutcome RunTournament(const TournamentConfig& config, const GameCallback& on_game) {
  std::string error;
  const GameRules rules =
      ResolveRules(config, error).value_or(GameRules::Defaults(config.game->options));
  std::vector<ScheduledGame> schedule;
  ScheduleParams params = config.schedule;
  params.engines = static_cast<int>(config.engines.size());
  params.openings = static_cast<int>(config.openings.size());
  for (const ScheduledGame& g : MakeSchedule(params))
    if (config.shard.Contains(g.pair)) schedule.push_back(g);

  TournamentOutcome outcome{Tally(EngineNames(config)), {}, static_cast<int64_t>(schedule.size())};
  const auto start = SteadyClock::now();
  const auto elapsed = [&] {
    return std::chrono::duration<double>(SteadyClock::now() - start).count();
  };
  std::atomic<std::size_t> next{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;

  const auto worker = [&] {
    EnginePool pool(config);
    while (!stop && !Interrupted()) {
      const std::size_t k = next++;
      if (k >= schedule.size()) break;
      const ScheduledGame& g = schedule[k];
      GameSetup setup;
      setup.game = config.game;
      setup.rules = rules;
      if (!config.openings.empty()) setup.opening = config.openings[g.opening];
      setup.time_controls = {EngineTimeControl(config.time_control, config.engines[g.p1]),
                             EngineTimeControl(config.time_control, config.engines[g.p2])};
      setup.max_turns = config.max_turns;
      setup.adjudication = config.adjudication;
      setup.check_queries = config.check_queries;
      setup.game_index = g.index;
      EngineClient* p1 = pool.Get(g.p1);
      EngineClient* p2 = pool.Get(g.p2);
      GameResult result = PlayGame(setup, {p1, p2});
      result.round = g.round;
      result.pair = g.pair;
      if (result.aborted) break;  // interrupted: only finished games count
      std::lock_guard lock(mutex);
      outcome.tally.Add(result);
      outcome.results.push_back(std::move(result));
      if (on_game) on_game(outcome.results.back(), outcome.tally, elapsed());
      if (config.sprt) {
        const ScoreCounts c = outcome.tally.first_engine();
        if (SprtDecide(c, *config.sprt) != SprtVerdict::kContinue) {
          stop = true;
          outcome.stopped_early = true;
        }
      }
    }
  };
  std::vector<std::thread> threads;
  const int n = std::max(1, std::min<int>(config.concurrency, static_cast<int>(schedule.size())));
  for (int i = 0; i < n; ++i) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();
  outcome.stopped_early = outcome.stopped_early && outcome.tally.games() < outcome.planned_games;
  outcome.interrupted_by = InterruptSignal();
  outcome.elapsed_s = elapsed();
  return outcome;
}

}  // namespace melee::match
