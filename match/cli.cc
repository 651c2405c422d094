#include "match/cli.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "match/compliance.h"
#include "match/interrupt.h"
#include "match/merge.h"
#include "match/ratings_command.h"
#include "match/ratings_report.h"
#include "match/records.h"
#include "match/report.h"
#include "match/score_adjudication.h"
#include "match/tournament.h"
#include "protocol/build_info.h"
#include "protocol/text.h"

namespace melee::match {
namespace {

struct MatchArgs {
  std::string variant;
  std::vector<std::vector<std::string>> engines;
  std::vector<std::string> each;
  std::vector<std::string> rules;
  std::string format = "gauntlet";
  int games = 2;
  int rounds = 1;
  int concurrency = 1;
  std::string tc;
  int64_t movetime = 0, nodes = 0;
  int depth = 0;
  int64_t margin = 100, hang_timeout = 60000, start_timeout = 10000;
  int max_turns = 0;
  std::string openings, records, json, shard;
  std::string openings_order = "sequential";
  uint64_t seed = 0;
  int openings_start = 1;
  std::vector<std::string> sprt;
  std::vector<std::string> resign, draw;
  std::string compliance;
  bool quiet = false;
  bool check_queries = false;
};

struct MergeArgs {
  std::string json, records;
  std::vector<std::string> sprt;
  bool allow_missing = false;
};

std::optional<SprtParams> ParseSprt(const std::vector<std::string>& words, std::string& error) {
  SprtParams p;
  for (const std::string& w : words) {
    const std::size_t eq = w.find('=');
    double* target = nullptr;
    const std::string key = w.substr(0, eq);
    if (key == "elo0") target = &p.elo0;
    if (key == "elo1") target = &p.elo1;
    if (key == "alpha") target = &p.alpha;
    if (key == "beta") target = &p.beta;
    char* end = nullptr;
    const std::string value = eq == std::string::npos ? "" : w.substr(eq + 1);
    const double v = std::strtod(value.c_str(), &end);
    if (!target || value.empty() || end != value.c_str() + value.size()) {
      error = "sprt: expected elo0=<x> elo1=<x> alpha=<x> beta=<x>, got '" + w + "'";
      return std::nullopt;
    }
    *target = v;
  }
  if (!(p.alpha > 0 && p.alpha < 1 && p.beta > 0 && p.beta < 1 && p.elo1 > p.elo0)) {
    error = "sprt: need 0 < alpha, beta < 1 and elo0 < elo1";
    return std::nullopt;
  }
  return p;
}

std::optional<std::pair<std::string, std::string>> ParseRule(const std::string& text) {
  const std::size_t eq = text.find('=');
  if (eq == std::string::npos || eq == 0) return std::nullopt;
  return std::make_pair(text.substr(0, eq), text.substr(eq + 1));
}

bool WriteFile(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  return static_cast<bool>(out);
}

int Fail(const std::string& message) {
  std::cerr << "melee-match: " << message << '\n';
  return 2;
}

// Why `path` cannot be written, or nullopt; the file is left as it was. Checked before the
// first game: an output that fails only at the end would lose hours of games.
std::optional<std::string> WriteError(const std::string& path) {
  struct stat st;
  const bool existed = stat(path.c_str(), &st) == 0;
  const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) return "cannot write " + path + ": " + std::strerror(errno);
  close(fd);
  if (!existed) unlink(path.c_str());
  return std::nullopt;
}

// The openings of --openings, each checked by the referee, in the order --openings-order,
// --seed and --openings-start give.
bool LoadConfigOpenings(const MatchArgs& a, TournamentConfig& c, std::string& error) {
  auto openings = LoadOpenings(a.openings);
  if (!openings) {
    error = "cannot read openings file " + a.openings;
    return false;
  }
  for (std::size_t k = 0; k < openings->size(); ++k) {
    const Referee check(*c.game, *ResolveRules(c, error), (*openings)[k]);
    if (!check.ok()) {
      error = a.openings + ": opening " + std::to_string(k + 1) + ": " + check.error();
      return false;
    }
  }
  if (a.openings_start > static_cast<int>(openings->size())) {
    error = "--openings-start " + std::to_string(a.openings_start) + ": " + a.openings + " has " +
            std::to_string(openings->size()) + " openings";
    return false;
  }
  c.openings = ArrangeOpenings(
      std::move(*openings),
      a.openings_order == "random" ? OpeningsOrder::kRandom : OpeningsOrder::kSequential, a.seed,
      a.openings_start);
  return true;
}

// --resign and --draw, refused for simultaneous games (see docs/tournaments.md).
bool SetScoreAdjudication(const MatchArgs& a, TournamentConfig& c, std::string& error) {
  if (a.resign.empty() && a.draw.empty()) return true;
  const Referee probe(*c.game, *ResolveRules(c, error), Opening{});
  if (probe.simultaneous()) {
    error = "--resign and --draw are for turn games: " + std::string(c.game->name) +
            "'s scores are values of mixed strategies (a side behind in value still wins some "
            "games), they do not say that a game is decided";
    return false;
  }
  if (!a.resign.empty() && !(c.adjudication.resign = ParseResignRule(a.resign, error)))
    return false;
  return a.draw.empty() || (c.adjudication.draw = ParseDrawRule(a.draw, error));
}

std::optional<TournamentConfig> BuildConfig(const MatchArgs& a, std::span<const GameEntry> games,
                                            std::string& error) {
  TournamentConfig c;
  c.game = FindGame(games, a.variant);
  if (!c.game) {
    error = "unknown variant '" + a.variant + "'";
    return std::nullopt;
  }
  for (const std::vector<std::string>& words : a.engines) {
    std::vector<std::string> all = a.each;
    all.insert(all.end(), words.begin(), words.end());
    std::optional<EngineSpec> spec = ParseEngineSpec(all, error);
    if (!spec) return std::nullopt;
    c.engines.push_back(std::move(*spec));
  }
  for (const EngineSpec& e : c.engines) {
    for (const auto& [name, value] : e.options) {
      for (const OptionSpec& rule : c.game->options) {
        if (EqualsIgnoreCase(rule.name, name)) {
          error = "engine " + e.name + ": '" + name +
                  "' is a rule of the game; give it as --rule '" + name + "=" + value +
                  "' so that the referee plays by it too";
          return std::nullopt;
        }
      }
    }
  }
  if (c.engines.size() < 2) {
    error = "need at least two --engine";
    return std::nullopt;
  }
  std::set<std::string> names;
  for (const EngineSpec& e : c.engines) {
    if (!names.insert(e.name).second) {
      error = "two engines are named '" + e.name + "'; give each a name=";
      return std::nullopt;
    }
  }
  for (const std::string& r : a.rules) {
    auto rule = ParseRule(r);
    if (!rule) {
      error = "rule: expected NAME=VALUE, got '" + r + "'";
      return std::nullopt;
    }
    c.rule_options.push_back(std::move(*rule));
  }
  if (!ResolveRules(c, error)) return std::nullopt;
  c.schedule.format = a.format == "roundrobin" ? Format::kRoundRobin : Format::kGauntlet;
  c.schedule.rounds = a.rounds;
  c.schedule.games_per_encounter = a.games;
  if (!a.shard.empty()) {
    auto shard = ParseShard(a.shard, error);
    if (!shard) return std::nullopt;
    c.shard = *shard;
  }
  if (!a.openings.empty() && !LoadConfigOpenings(a, c, error)) return std::nullopt;
  TimeControl& tc = c.time_control;
  if (!a.tc.empty() && !tc.ParseClock(a.tc, error)) return std::nullopt;
  if (a.movetime > 0) tc.movetime_ms = a.movetime;
  if (a.depth > 0) tc.depth = a.depth;
  if (a.nodes > 0) tc.nodes = a.nodes;
  tc.margin_ms = a.margin;
  tc.hang_timeout_ms = a.hang_timeout;
  c.max_turns = a.max_turns;
  if (!SetScoreAdjudication(a, c, error)) return std::nullopt;
  c.check_queries = a.check_queries;
  c.concurrency = a.concurrency;
  c.start_timeout = std::chrono::milliseconds(a.start_timeout);
  if (!a.sprt.empty()) {
    c.sprt = ParseSprt(a.sprt, error);
    if (!c.sprt) return std::nullopt;
  }
  return c;
}

int RunMatch(const MatchArgs& a, std::span<const GameEntry> games) {
  std::string error;
  const std::optional<TournamentConfig> config = BuildConfig(a, games, error);
  if (!config) return Fail(error);
  if (!a.json.empty()) {
    if (const std::optional<std::string> why = WriteError(a.json)) return Fail(*why);
  }
  ReportContext ctx;
  ctx.variant = std::string(config->game->name);
  for (const EngineSpec& e : config->engines)
    ctx.engine_time_controls.emplace_back(e.name,
                                          EngineTimeControl(config->time_control, e).Describe());
  ctx.time_control = TimeControlText(ctx.engine_time_controls);
  ctx.shard = a.shard;
  ctx.sprt = config->sprt;
  const bool tty = isatty(STDERR_FILENO);
  int64_t planned = 0;
  {
    ScheduleParams p = config->schedule;
    p.engines = static_cast<int>(config->engines.size());
    p.openings = static_cast<int>(config->openings.size());
    for (const ScheduledGame& g : MakeSchedule(p)) planned += config->shard.Contains(g.pair);
  }
  ctx.planned_games = planned;
  if (!a.shard.empty() && planned == 0) {
    return Fail("shard " + a.shard + " has no games (a shard takes whole pairs): use fewer shards");
  }
  std::ofstream records;
  if (!a.records.empty()) {
    if (const std::optional<std::string> why = WriteError(a.records)) return Fail(*why);
    records.open(a.records);
    if (!records) return Fail("cannot write " + a.records);
  }
  // A shard's records say which shard they are and how many games it plans, so that a merge
  // counts each shard once and refuses a cut one.
  const std::string shard_tag = a.shard.empty() ? ""
                                                : std::to_string(config->shard.index) + "/" +
                                                      std::to_string(config->shard.count);
  // From here SIGINT and SIGTERM stop the games and still write the summary of those finished.
  const InterruptScope interrupt_scope;
  const TournamentOutcome out =
      RunTournament(*config, [&](const GameResult& r, const Tally& tally, double elapsed) {
        if (records.is_open()) {
          GameResult tagged = r;
          tagged.shard = shard_tag;
          tagged.shard_games = static_cast<int>(planned);
          records << FormatRecord(tagged) << std::flush;
        }
        AddEngineIds(r, ctx);
        if (a.quiet) return;
        ctx.elapsed_s = elapsed;
        if (tty) {
          std::cerr << '\r' << ProgressLine(tally, ctx) << "\x1b[K" << std::flush;
        } else if (tally.games() % 10 == 0 || tally.games() == planned) {
          std::cerr << ProgressLine(tally, ctx) << '\n';
        }
      });
  if (tty && !a.quiet) std::cerr << '\n';
  ctx.elapsed_s = out.elapsed_s;
  ctx.stopped_early = out.stopped_early;
  ctx.interrupted = out.interrupted_by != 0;
  std::cout << FinalReport(out.tally, ctx) << std::flush;
  // More than two engines: one scale for all of them, beside the pairwise Elo.
  if (config->engines.size() > 2 && out.tally.games() > 0)
    std::cout << TournamentRatingList(out.results) << std::flush;
  if (!a.json.empty() && !WriteFile(a.json, SummaryJson(out.tally, ctx)))
    return Fail("cannot write " + a.json);
  if (ctx.interrupted) {
    std::cerr << "melee-match: stopped by signal " << out.interrupted_by << " after "
              << out.tally.games() << " games\n";
    return 128 + out.interrupted_by;  // the shell's convention for a death by that signal
  }
  return 0;
}

int RunMerge(const std::vector<std::string>& paths, const MergeArgs& m) {
  std::vector<RecordsFile> files;
  for (const std::string& path : paths) {
    std::ifstream in(path);
    if (!in) return Fail("cannot read " + path);
    std::stringstream text;
    text << in.rdbuf();
    files.push_back({path, text.str()});
  }
  ReportContext ctx;
  if (!m.sprt.empty()) {
    std::string error;
    ctx.sprt = ParseSprt(m.sprt, error);
    if (!ctx.sprt) return Fail(error);
  }
  const MergeResult merged = MergeShards(files, m.allow_missing);
  if (!merged.error.empty()) return Fail(merged.error);
  for (const std::string& note : merged.notes) std::cerr << "melee-match: " << note << '\n';
  // Game 0's p1 is the first engine of the schedule; the others follow in order of appearance.
  Tally tally({});
  std::string combined;
  for (const GameResult& r : merged.games) {
    tally.Add(r);
    combined += FormatRecord(r);
    AddEngineIds(r, ctx);
    for (int side = 0; side < 2; ++side) {
      auto& limits = ctx.engine_time_controls;
      if (std::none_of(limits.begin(), limits.end(),
                       [&](const auto& e) { return e.first == r.players[side]; }))
        limits.emplace_back(r.players[side], r.time_controls[side]);
    }
  }
  ctx.variant = merged.games[0].variant;
  ctx.time_control = TimeControlText(ctx.engine_time_controls);
  ctx.planned_games = static_cast<int64_t>(merged.games.size());
  ctx.shard_count = merged.shard_count;
  ctx.shards_missing = merged.missing;
  std::cout << FinalReport(tally, ctx);
  if (tally.engines().size() > 2) std::cout << TournamentRatingList(merged.games);
  if (!m.json.empty() && !WriteFile(m.json, SummaryJson(tally, ctx)))
    return Fail("cannot write " + m.json);
  if (!m.records.empty() && !WriteFile(m.records, combined))
    return Fail("cannot write " + m.records);
  return 0;
}

int RunComplianceCli(const MatchArgs& a, std::span<const GameEntry> games) {
  std::string error;
  const std::optional<EngineSpec> spec = ParseEngineString(a.compliance, error);
  if (!spec) return Fail(error);
  ComplianceOptions options;
  options.variant = a.variant;
  options.start_timeout = std::chrono::milliseconds(a.start_timeout);
  if (!a.openings.empty()) {
    // The first opening is a second position for the search steps.
    const GameEntry* game = FindGame(games, a.variant);
    std::optional<std::vector<Opening>> openings = LoadOpenings(a.openings);
    if (!game) return Fail("--openings with --compliance needs --variant");
    if (!openings || openings->empty()) return Fail("cannot read an opening from " + a.openings);
    const Referee check(*game, GameRules::Defaults(game->options), openings->front());
    if (!check.ok()) return Fail(a.openings + ": opening 1: " + check.error());
    options.opening = openings->front();
  }
  const std::vector<ComplianceStep> steps = RunCompliance(*spec, games, options);
  std::cout << FormatCompliance(steps);
  return std::all_of(steps.begin(), steps.end(), [](const auto& s) { return s.passed; }) ? 0 : 1;
}

// The openings' order and the adjudication by score (issue 56), apart from RunMatchCli's list.
void AddOrderAndAdjudicationOptions(CLI::App& app, MatchArgs& a) {
  app.add_option("--openings-order", a.openings_order,
                 "sequential (the file's order) or random (shuffled by --seed)")
      ->check(CLI::IsMember({"sequential", "random"}));
  app.add_option("--seed", a.seed, "the seed of --openings-order random")->capture_default_str();
  app.add_option("--openings-start", a.openings_start,
                 "begin with this opening (1-based, after the shuffle): a rerun's resumption")
      ->check(CLI::PositiveNumber);
  app.add_option("--resign", a.resign,
                 "movecount=N score=CP [twosided=true]: a side whose last N scores were -CP or "
                 "worse loses")
      ->expected(1, 3);
  app.add_option("--draw", a.draw,
                 "movenumber=M movecount=N score=CP: from turn M, N scores of each side within "
                 "CP of 0 draw")
      ->expected(1, 3);
}

}  // namespace

int RunMatchCli(int argc, const char* const* argv, std::span<const GameEntry> games) {
  CLI::App app{"melee-match: refereed tournaments between UGI engines, with Elo and SPRT"};
  app.set_version_flag("--version", VersionText("melee-match"));
  MatchArgs a;
  std::vector<std::string> variants;
  for (const GameEntry& g : games) variants.emplace_back(g.name);
  app.add_option("--variant", a.variant, "the game")
      ->check(CLI::IsMember(variants, CLI::ignore_case));
  app.add_option("--engine", a.engines,
                 "one engine: name=N cmd=PROGRAM [arg=A ...] [dir=D] [stderr=FILE] "
                 "[option.NAME=VALUE ...]")
      ->expected(1, -1)
      ->allow_extra_args();
  app.add_option("--each", a.each, "words added to every --engine (its own words win)")
      ->expected(1, -1);
  app.add_option("--rule", a.rules, "a game option NAME=VALUE for the referee and every engine");
  app.add_option("--format", a.format, "gauntlet (engine 1 against each other) or roundrobin")
      ->check(CLI::IsMember({"gauntlet", "roundrobin"}));
  app.add_option("--games", a.games, "games per encounter and round (pairs: sides swapped)")
      ->check(CLI::PositiveNumber);
  app.add_option("--rounds", a.rounds, "rounds")->check(CLI::PositiveNumber);
  app.add_option("--concurrency", a.concurrency, "games at once")->check(CLI::Range(1, 256));
  app.add_option("--tc", a.tc, "clock: [moves/]seconds[+increment], e.g. 10+0.1 or 40/60");
  app.add_option("--movetime", a.movetime, "ms per move")->check(CLI::PositiveNumber);
  app.add_option("--depth", a.depth, "fixed depth")->check(CLI::PositiveNumber);
  app.add_option("--nodes", a.nodes, "fixed nodes")->check(CLI::PositiveNumber);
  app.add_option("--timemargin", a.margin, "ms an engine may overstep its time")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  app.add_option("--hang-timeout", a.hang_timeout, "ms before an untimed search loses")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  app.add_option("--start-timeout", a.start_timeout, "ms for an engine's handshake")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  app.add_option("--max-turns", a.max_turns, "adjudicate a draw after this many turns")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--openings", a.openings, "openings file (positions/<game>/openings.txt)");
  AddOrderAndAdjudicationOptions(app, a);
  app.add_option("--records", a.records, "write the game records here");
  app.add_option("--json", a.json, "write the JSON summary here");
  app.add_option("--sprt", a.sprt, "elo0=0 elo1=10 alpha=0.05 beta=0.05: stop at a bound")
      ->expected(1, 4);
  app.add_option("--shard", a.shard, "i/N: play only shard i of N of the schedule");
  app.add_option("--compliance", a.compliance, "check one engine's protocol compliance");
  app.add_flag("--quiet", a.quiet, "no progress line");
  app.add_flag("--check-queries", a.check_queries,
               "ask the engine `query p1turn` and `query gameover` before every move and log "
               "any disagreement with the referee");

  CLI::App* merge = app.add_subcommand("merge", "combine the records files of several shards");
  std::vector<std::string> merge_files;
  MergeArgs m;
  merge->add_option("records", merge_files, "records files")->required()->check(CLI::ExistingFile);
  merge->add_option("--json", m.json, "write the combined JSON summary here");
  merge->add_option("--records", m.records, "write the combined records here");
  merge->add_option("--sprt", m.sprt, "elo0=0 elo1=10 alpha=0.05 beta=0.05: the LLR and verdict")
      ->expected(1, 4);
  merge->add_flag("--allow-missing", m.allow_missing,
                  "merge the shards present when some ids are missing (they are listed)");
  RatingsArgs ratings_args;
  CLI::App* ratings = AddRatingsCommand(app, ratings_args);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  if (merge->parsed()) return RunMerge(merge_files, m);
  if (ratings->parsed()) return RunRatings(ratings_args);
  if (!a.compliance.empty()) return RunComplianceCli(a, games);
  if (a.variant.empty()) return Fail("--variant is required");
  return RunMatch(a, games);
}

}  // namespace melee::match
