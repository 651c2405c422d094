#include "match/compliance.h"

#include <functional>
#include <memory>
#include <optional>
#include <thread>

#include "match/engine_client.h"
#include "match/referee.h"
#include "protocol/text.h"

namespace melee::match {
namespace {

using std::chrono::milliseconds;

int64_t MsSince(SteadyClock::time_point t) {
  return std::chrono::duration_cast<milliseconds>(SteadyClock::now() - t).count();
}

class Checker {
 public:
  Checker(const EngineSpec& spec, std::span<const GameEntry> games, const ComplianceOptions& o)
      : options_(o) {
    if (!o.variant.empty()) game_ = FindGame(games, o.variant);
    EngineSpec bare = spec;
    if (!o.variant.empty()) bare.options.insert(bare.options.begin(), {"UCI_Variant", o.variant});
    const auto start = SteadyClock::now();
    engine_ = std::make_unique<EngineClient>(bare, o.start_timeout);
    const auto& f = engine_->failure();
    Record("handshake (ugi, options, isready)", !f,
           f ? f->detail
             : std::to_string(MsSince(start)) + " ms, " +
                   std::to_string(engine_->option_lines().size()) + " options");
  }

  std::vector<ComplianceStep> Run() {
    if (!steps_.back().passed) return steps_;
    const std::vector<std::function<void()>> steps = {
        [&] { IsReady("isready"); },
        [&] {
          Check("uginewgame then isready", engine_->NewGame(options_.answer_timeout), "readyok");
        },
        [&] {
          engine_->Send("position startpos");
          ExpectResponse("query p1turn", {"true", "false"});
        },
        [&] { ExpectResponse("query gameover", {"false"}); },
        [&] { ExpectResponse("query result", {"none"}); },
        [&] { GoKind("go depth 1", "go depth 1", options_.answer_timeout); },
        [&] { GoKind("go nodes 1000", "go nodes 1000", options_.answer_timeout); },
        [&] {
          GoKind("go movetime 100", "go movetime 100",
                 milliseconds(100) + options_.max_stop_latency);
        },
        [&] {
          GoKind("go with clocks", "go p1time 1000 p2time 1000 p1inc 10 p2inc 10",
                 milliseconds(1100));
        },
        [&] {
          GoKind("go with movestogo", "go p1time 500 p2time 500 movestogo 5", milliseconds(600));
        },
        [&] {
          GoKind("go wtime/btime (UCI spelling)", "go wtime 500 btime 500", milliseconds(600));
        },
        [&] { SearchWhileAsked(); },
        [&] { MalformedInput(); },
        [&] { Quit(); },
    };
    for (const auto& step : steps) {
      // An engine that failed (died, hung) cannot be judged further; later steps would only
      // repeat the same failure.
      if (engine_->failure()) {
        Record("remaining steps", false, "not run: " + engine_->failure()->detail);
        break;
      }
      step();
    }
    return steps_;
  }

 private:
  void Record(std::string name, bool passed, std::string detail) {
    steps_.push_back({std::move(name), passed, std::move(detail)});
  }
  void Check(std::string name, bool passed, std::string detail) {
    if (!passed && detail.empty() && engine_->failure()) detail = engine_->failure()->detail;
    Record(std::move(name), passed, std::move(detail));
  }

  void IsReady(std::string name) {
    const auto start = SteadyClock::now();
    engine_->Send("isready");
    const bool ok = engine_->WaitFor("readyok", start + options_.answer_timeout).has_value();
    Check(std::move(name), ok, ok ? std::to_string(MsSince(start)) + " ms" : "no readyok");
  }

  void ExpectResponse(const std::string& query, std::vector<std::string> allowed) {
    const std::optional<std::string> answer =
        engine_->Query(query.substr(6), options_.answer_timeout);
    bool ok = false;
    for (const std::string& a : allowed) ok = ok || (answer && *answer == a);
    Check(query, ok, answer ? "response " + *answer : "no response");
  }

  // Sends a `go`, expects a bestmove within `limit`, and checks it with the referee.
  void GoKind(std::string name, const std::string& go, milliseconds limit) {
    const auto start = SteadyClock::now();
    const MoveReply reply = engine_->Go("position startpos", go, start + limit);
    if (!reply.token) {
      return Check(std::move(name), false, reply.failure ? reply.failure->detail : "no bestmove");
    }
    std::string detail =
        "bestmove " + *reply.token + " in " + std::to_string(reply.elapsed.count()) + " ms";
    bool legal = true;
    if (game_) {
      Referee referee(*game_, GameRules::Defaults(game_->options), {});
      legal = referee.Submit(*reply.token);
      if (!legal) detail += " (illegal)";
    }
    const bool single = NoStrayBestmove();
    if (!single) detail += "; a second bestmove followed";
    Check(std::move(name), legal && single, detail);
  }

  // After a bestmove, `isready` must be answered before any other bestmove: an engine that
  // prints one twice (e.g. stdout flushed from two threads) hands the runner a stale answer
  // for its next move.
  bool NoStrayBestmove() {
    engine_->Send("isready");
    const auto deadline = SteadyClock::now() + options_.answer_timeout;
    while (true) {
      const EngineProcess::ReadResult r = engine_->ReadLine(deadline);
      if (r.status != EngineProcess::ReadStatus::kLine) return false;
      if (r.line == "readyok") return true;
      if (r.line.starts_with("bestmove")) return false;
    }
  }

  // `go infinite`, then `isready` during the search, then `stop` and its latency.
  void SearchWhileAsked() {
    engine_->Send("position startpos");
    engine_->Send("go infinite");
    std::this_thread::sleep_for(milliseconds(100));
    IsReady("isready during a search");
    const auto start = SteadyClock::now();
    engine_->Send("stop");
    const std::optional<std::string> best =
        engine_->WaitFor("bestmove", start + options_.answer_timeout);
    const int64_t ms = MsSince(start);
    Check("stop latency", best && ms <= options_.max_stop_latency.count(),
          best ? std::to_string(ms) + " ms" : "no bestmove after stop");
  }

  // Every malformed line must leave the engine alive and answering.
  void MalformedInput() {
    for (const char* line :
         {"position nonsense", "go depth x", "setoption name NoSuchOption value 1", "frobnicate",
          "query", "position fen", "\x01\x02\xff", ""}) {
      engine_->Send(line);
    }
    IsReady("malformed input survived");
    engine_->Send("position startpos moves ?? ??");
    IsReady("illegal move list survived");
  }

  void Quit() {
    engine_->Send("quit");
    const auto start = SteadyClock::now();
    bool exited = false;
    while (!exited && MsSince(start) < 1000) {
      const auto r = engine_->ReadLine(start + milliseconds(1000));
      exited = r.status == EngineProcess::ReadStatus::kEof;
      if (r.status == EngineProcess::ReadStatus::kTimeout) break;
    }
    Record("quit", exited, exited ? std::to_string(MsSince(start)) + " ms" : "still running");
  }

  const ComplianceOptions& options_;
  const GameEntry* game_ = nullptr;
  std::unique_ptr<EngineClient> engine_;
  std::vector<ComplianceStep> steps_;
};

}  // namespace

std::vector<ComplianceStep> RunCompliance(const EngineSpec& engine,
                                          std::span<const GameEntry> games,
                                          const ComplianceOptions& options) {
  return Checker(engine, games, options).Run();
}

std::string FormatCompliance(const std::vector<ComplianceStep>& steps) {
  std::string out;
  int passed = 0;
  for (const ComplianceStep& s : steps) {
    passed += s.passed;
    out += std::string(s.passed ? "PASS " : "FAIL ") + s.name + ": " + s.detail + "\n";
  }
  return out + std::to_string(passed) + "/" + std::to_string(steps.size()) + " steps passed\n";
}

}  // namespace melee::match
