// The search contract end to end, typed over every game x every searcher x every limit of
// `go`: each `go` gets exactly one bestmove within a generous deadline (no limit runs for
// ever, whatever the searcher's memory), the bestmove is legal, and the last `info ... pv`
// before it shows the move played (Soule: the joint token whose own part is the bestmove).
// And every searcher of every game reports at least once a second during `go infinite`
// (search/progress.h); Soule's searchers with their score, pv and strategy in every report.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <vector>

#include "protocol/command_loop.h"
#include "protocol/registry.h"
#include "search/progress.h"
#include "tests/engine/first_opening.h"
#include "tests/engine/line_recorder.h"

namespace melee::testing {
namespace {

using namespace std::chrono_literals;

// The own part of a pv token: Soule's joint token `A/B` is two parts.
std::string OwnPart(const std::string& token, bool p1_to_move) {
  const std::size_t slash = token.find('/');
  if (slash == std::string::npos) return token;
  return p1_to_move ? token.substr(0, slash) : token.substr(slash + 1);
}

// The value of `field` (`time`, `nodes`) in an `info` report (not `info string`), if the
// line is one and has it.
std::optional<int64_t> ReportField(const std::string& line, std::string_view field) {
  if (line.rfind("info ", 0) != 0 || line.rfind("info string", 0) == 0) return std::nullopt;
  std::istringstream words(line);
  std::string word;
  while (words >> word) {
    int64_t value = 0;
    if (word == field && words >> value) return value;
  }
  return std::nullopt;
}

using Case = std::tuple<std::string, std::string, std::string>;  // game, searcher, limit

class SearchContractTest : public ::testing::TestWithParam<Case> {};

TEST_P(SearchContractTest, EveryLimitEndsWithALegalBestmoveShownByTheLastPv) {
  const auto& [game, searcher, limit] = GetParam();
  LineRecorder out;
  CommandLoop loop(RegisteredGames(), [&out](std::string_view line) { out.Add(line); });
  loop.HandleLine("setoption name UCI_Variant value " + game);
  loop.HandleLine("setoption name Search value " + searcher);
  const std::string fen = FirstOpening(game);
  ASSERT_FALSE(fen.empty());
  // Soule: A's part, then B's with A's hidden (`?`).
  std::vector<std::string> positions = {"position fen " + fen};
  if (game == "soule") positions.push_back("position fen " + fen + " moves ?");
  for (const std::string& position : positions) {
    loop.HandleLine(position);
    const std::size_t query_at = out.size();
    loop.HandleLine("query p1turn");
    const int p1_line = out.WaitFor("response", query_at, 10s);
    ASSERT_GE(p1_line, 0);
    const bool p1 = out.Lines()[static_cast<std::size_t>(p1_line)] == "response true";
    const std::size_t go_at = out.size();
    const bool unbounded =
        limit.find("infinite") != std::string::npos || limit.find("ponder") != std::string::npos;
    loop.HandleLine("go " + limit);
    if (unbounded) {
      std::this_thread::sleep_for(50ms);
      EXPECT_EQ(out.WaitFor("bestmove", go_at, 0s), -1) << "answered before stop/ponderhit";
      loop.HandleLine(limit.find("ponder") != std::string::npos ? "ponderhit" : "stop");
    }
    const int best_line = out.WaitFor("bestmove", go_at, 120s);
    ASSERT_GE(best_line, 0) << game << " " << searcher << " go " << limit << ": no bestmove";
    loop.WaitForSearch();
    const std::vector<std::string> lines = out.Lines();
    const std::string best = lines[static_cast<std::size_t>(best_line)].substr(9);
    std::string last_pv;
    int bestmoves = 0;
    // The last report before the bestmove has the search's whole counters: as many nodes and
    // as much time as any report before it (a stale iteration report would show fewer).
    int64_t most_nodes = 0, latest_time = 0, last_nodes = -1, last_time = -1;
    for (std::size_t i = go_at; i < lines.size(); ++i) {
      if (static_cast<int>(i) < best_line) {
        if (const std::optional<int64_t> n = ReportField(lines[i], "nodes")) {
          most_nodes = std::max(most_nodes, *n);
          last_nodes = *n;
        }
        if (const std::optional<int64_t> t = ReportField(lines[i], "time")) {
          latest_time = std::max(latest_time, *t);
          last_time = *t;
        }
      }
      const std::size_t pv = lines[i].find(" pv ");
      if (static_cast<int>(i) < best_line && lines[i].rfind("info ", 0) == 0 &&
          lines[i].rfind("info string", 0) != 0 && pv != std::string::npos) {
        const std::string rest = lines[i].substr(pv + 4);
        last_pv = rest.substr(0, rest.find(' '));
      }
      if (lines[i].rfind("bestmove", 0) == 0) ++bestmoves;
    }
    EXPECT_EQ(bestmoves, 1) << game << " " << searcher << " go " << limit;
    EXPECT_EQ(last_nodes, most_nodes) << game << " " << searcher << " go " << limit;
    EXPECT_EQ(last_time, latest_time) << game << " " << searcher << " go " << limit;
    // A node limit stops a tree search inside an iteration: its last report counts them all
    // (greedy and random finish in fewer).
    if (limit == "nodes 300" && (searcher == "alphabeta" || searcher == "mcts")) {
      EXPECT_GE(last_nodes, 300) << game << " " << searcher;
    }
    EXPECT_EQ(OwnPart(last_pv, p1), best) << game << " " << searcher << " go " << limit;
    const std::size_t legal_at = out.size();
    loop.HandleLine("query islegal " + best);
    const int legal_line = out.WaitFor("response", legal_at, 10s);
    ASSERT_GE(legal_line, 0);
    EXPECT_EQ(out.Lines()[static_cast<std::size_t>(legal_line)], "response true")
        << game << " " << searcher << " go " << limit << ": " << best;
  }
}

std::string CaseName(const ::testing::TestParamInfo<Case>& info) {
  std::string name =
      std::get<0>(info.param) + "_" + std::get<1>(info.param) + "_" + std::get<2>(info.param);
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(
    AllGamesAllSearchers, SearchContractTest,
    ::testing::Combine(::testing::Values("bulltricker", "ball", "cannonball", "soule"),
                       ::testing::Values("alphabeta", "mcts", "greedy", "random"),
                       ::testing::Values("depth 2", "nodes 300", "movetime 60",
                                         "p1time 2000 p2time 2000",
                                         "p1time 2000 p2time 2000 p1inc 50 p2inc 50 movestogo 3",
                                         "infinite", "ponder p1time 500 p2time 500", "mate 1")),
    CaseName);

// The `time` of every report from line `from` on, once one reaches `ms` (or a minute passed:
// the search's own clock, so a loaded machine only makes the wait longer).
std::vector<int64_t> ReportTimesUpTo(LineRecorder& out, std::size_t from, int64_t ms) {
  std::vector<int64_t> times;
  const auto give_up = std::chrono::steady_clock::now() + 60s;
  while (std::chrono::steady_clock::now() < give_up && (times.empty() || times.back() < ms)) {
    std::this_thread::sleep_for(20ms);
    times.clear();
    const std::vector<std::string> lines = out.Lines();
    for (std::size_t i = from; i < lines.size(); ++i) {
      if (const std::optional<int64_t> t = ReportField(lines[i], "time")) times.push_back(*t);
    }
  }
  return times;
}

using CadenceCase = std::tuple<std::string, std::string>;  // game, searcher

class SearchCadenceTest : public ::testing::TestWithParam<CadenceCase> {};

// Reports come at least once a second of the search's own clock (their `time`): the test
// waits for a report past kLongEnoughMs, then checks the gaps. The bound is twice the
// interval, so a loaded machine that delays a poll does not fail it; a searcher that stays
// silent through an iteration or a wait for `stop` (seconds) does.
TEST_P(SearchCadenceTest, GoInfiniteReportsAtLeastEverySecond) {
  constexpr int64_t kLongEnoughMs = 1000;
  constexpr int64_t kMaxGapMs = 2000;
  const auto& [game, searcher] = GetParam();
  LineRecorder out;
  CommandLoop loop(RegisteredGames(), [&out](std::string_view line) { out.Add(line); });
  loop.HandleLine("setoption name UCI_Variant value " + game);
  loop.HandleLine("setoption name Search value " + searcher);
  // Two threads: the main thread reports while a helper searches (ThreadSanitizer runs these).
  loop.HandleLine("setoption name Threads value 2");
  loop.HandleLine("position fen " + FirstOpening(game));
  const std::size_t go_at = out.size();
  loop.HandleLine("go infinite");
  const std::vector<int64_t> times = ReportTimesUpTo(out, go_at, kLongEnoughMs);
  loop.HandleLine("stop");
  ASSERT_GE(out.WaitFor("bestmove", go_at, 60s), 0);
  loop.WaitForSearch();
  ASSERT_FALSE(times.empty()) << game << " " << searcher << ": no report";
  EXPECT_GE(times.back(), kLongEnoughMs) << game << " " << searcher;
  int64_t previous = 0;
  for (const int64_t t : times) {
    EXPECT_LE(t - previous, kMaxGapMs)
        << game << " " << searcher << ": silent from " << previous << " ms to " << t << " ms";
    previous = t;
  }
}

class SouleAnalysisTest : public ::testing::TestWithParam<std::string> {};

// Soule's analysis shows its evaluation while `go infinite` runs, not only after `stop`: every
// report (the once-a-second ones included) carries the current score and joint pv, and is
// followed by the current strategy. The search runs past two report intervals of its own
// clock, so reports during the search and any wait for `stop` are both checked.
TEST_P(SouleAnalysisTest, GoInfiniteReportsCarryScorePvAndStrategy) {
  constexpr int64_t kLongEnoughMs = 2 * search::kProgressIntervalMs + 100;
  LineRecorder out;
  CommandLoop loop(RegisteredGames(), [&out](std::string_view line) { out.Add(line); });
  loop.HandleLine("setoption name UCI_Variant value soule");
  loop.HandleLine("setoption name Search value " + GetParam());
  loop.HandleLine("position fen " + FirstOpening("soule"));
  const std::size_t go_at = out.size();
  loop.HandleLine("go infinite");
  const std::vector<int64_t> times = ReportTimesUpTo(out, go_at, kLongEnoughMs);
  loop.HandleLine("stop");
  const int answer_at = out.WaitFor("bestmove", go_at, 60s);
  ASSERT_GE(answer_at, 0);
  loop.WaitForSearch();
  ASSERT_FALSE(times.empty()) << GetParam() << ": no report";
  ASSERT_GE(times.back(), kLongEnoughMs) << GetParam();
  const std::vector<std::string> lines = out.Lines();
  int reports = 0;
  for (std::size_t i = go_at; i < static_cast<std::size_t>(answer_at); ++i) {
    const std::optional<int64_t> time = ReportField(lines[i], "time");
    if (!time) continue;
    ++reports;
    EXPECT_NE(lines[i].find(" score cp "), std::string::npos) << GetParam() << ": " << lines[i];
    EXPECT_NE(lines[i].find(" pv "), std::string::npos) << GetParam() << ": " << lines[i];
    EXPECT_EQ(lines[i + 1].rfind("info string strategy ", 0), 0u)
        << GetParam() << ": the report at " << *time << " ms has no strategy: " << lines[i + 1];
  }
  EXPECT_GE(reports, 3) << GetParam();
}

INSTANTIATE_TEST_SUITE_P(BothSearchers, SouleAnalysisTest, ::testing::Values("alphabeta", "mcts"));

std::string CadenceCaseName(const ::testing::TestParamInfo<CadenceCase>& param_info) {
  return std::get<0>(param_info.param) + "_" + std::get<1>(param_info.param);
}

INSTANTIATE_TEST_SUITE_P(
    AllGamesAllSearchers, SearchCadenceTest,
    ::testing::Combine(::testing::Values("bulltricker", "ball", "cannonball", "soule"),
                       ::testing::Values("alphabeta", "mcts", "greedy", "random")),
    CadenceCaseName);

}  // namespace
}  // namespace melee::testing
