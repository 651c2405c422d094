#include "match/compliance.h"

#include <functional>
#include <optional>
#include <thread>

#include "match/compliance_context.h"
#include "match/compliance_search.h"

namespace melee::match {
namespace {

using std::chrono::milliseconds;

int64_t MsSince(SteadyClock::time_point t) {
  return std::chrono::duration_cast<milliseconds>(SteadyClock::now() - t).count();
}

// The protocol steps, in order, around the search steps of compliance_search.h.
class Checker {
 public:
  Checker(const EngineSpec& spec, std::span<const GameEntry> games, const ComplianceOptions& o)
      : context_(spec, games, o), engine_(context_.engine()), options_(o) {}

  std::vector<ComplianceStep> Run() {
    if (!context_.steps().back().passed) return context_.steps();
    const std::vector<std::function<void()>> steps = {
        [&] { IsReady("isready"); },
        [&] {
          Check("uginewgame then isready", engine_.NewGame(options_.answer_timeout), "readyok");
        },
        [&] {
          engine_.Send("position startpos");
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
        [&] { RunSearchSteps(context_); },
        [&] { SearchWhileAsked(); },
        [&] { MalformedInput(); },
        [&] { Quit(); },
    };
    for (const auto& step : steps) {
      // An engine that failed (died, hung) cannot be judged further; later steps would only
      // repeat the same failure.
      if (engine_.failure()) {
        context_.Record("remaining steps", false, "not run: " + engine_.failure()->detail);
        break;
      }
      step();
    }
    return context_.steps();
  }

 private:
  void Check(std::string name, bool passed, std::string detail) {
    context_.Check(std::move(name), passed, std::move(detail));
  }

  void IsReady(std::string name) {
    const auto start = SteadyClock::now();
    engine_.Send("isready");
    const bool ok = engine_.WaitFor("readyok", start + options_.answer_timeout).has_value();
    Check(std::move(name), ok, ok ? std::to_string(MsSince(start)) + " ms" : "no readyok");
  }

  void ExpectResponse(const std::string& query, std::vector<std::string> allowed) {
    const std::optional<std::string> answer =
        engine_.Query(query.substr(6), options_.answer_timeout);
    bool ok = false;
    for (const std::string& a : allowed) ok = ok || (answer && *answer == a);
    Check(query, ok, answer ? "response " + *answer : "no response");
  }

  // A `go` at the start position, answered within `limit` with a legal bestmove, once.
  void GoKind(std::string name, const std::string& go, milliseconds limit) {
    const Probe probe = context_.Go(ProbePosition{"startpos", Opening{}, std::nullopt}, go, limit);
    Check(std::move(name), probe.ok(), probe.detail);
  }

  // `go infinite`, then `isready` during the search, then `stop` and its latency.
  void SearchWhileAsked() {
    engine_.Send("position startpos");
    engine_.Send("go infinite");
    std::this_thread::sleep_for(milliseconds(100));
    IsReady("isready during a search");
    const auto start = SteadyClock::now();
    engine_.Send("stop");
    const std::optional<std::string> best =
        engine_.WaitFor("bestmove", start + options_.answer_timeout);
    const int64_t ms = MsSince(start);
    Check("stop latency", best && ms <= options_.max_stop_latency.count(),
          best ? std::to_string(ms) + " ms" : "no bestmove after stop");
  }

  // Every malformed line must leave the engine alive and answering.
  void MalformedInput() {
    for (const char* line :
         {"position nonsense", "go depth x", "setoption name NoSuchOption value 1", "frobnicate",
          "query", "position fen", "\x01\x02\xff", ""}) {
      engine_.Send(line);
    }
    IsReady("malformed input survived");
    engine_.Send("position startpos moves ?? ??");
    IsReady("illegal move list survived");
  }

  void Quit() {
    engine_.Send("quit");
    const auto start = SteadyClock::now();
    bool exited = false;
    while (!exited && MsSince(start) < 1000) {
      const auto r = engine_.ReadLine(start + milliseconds(1000));
      exited = r.status == EngineProcess::ReadStatus::kEof;
      if (r.status == EngineProcess::ReadStatus::kTimeout) break;
    }
    context_.Record("quit", exited,
                    exited ? std::to_string(MsSince(start)) + " ms" : "still running");
  }

  ComplianceContext context_;
  EngineClient& engine_;
  const ComplianceOptions& options_;
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
