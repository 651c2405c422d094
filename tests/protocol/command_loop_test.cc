// Protocol transcripts over the toy games: every command, every query and every error rule of
// ../shared/spec/protocol.md, independent of the real games' rules.
#include "protocol/command_loop.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <initializer_list>
#include <sstream>
#include <string>
#include <thread>

#include "protocol/build_info.h"
#include "tests/protocol/toy_registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

std::size_t CountOf(const std::string& text, const std::string& word) {
  std::size_t n = 0;
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
  return n;
}

// Whether every line of `text` but the answers named is an infinite search's report: a search
// that has its answer repeats it once a second until `stop`, so a report may come between any
// two lines on a loaded machine.
bool OnlyReportsBesides(const std::string& text, std::initializer_list<std::string> answers) {
  std::istringstream lines(text);
  std::size_t answered = 0;
  for (std::string line; std::getline(lines, line);) {
    if (std::find(answers.begin(), answers.end(), line) != answers.end()) {
      ++answered;
    } else if (!line.starts_with("info ")) {
      return false;
    }
  }
  return answered == answers.size();
}

class CommandLoopTest : public ::testing::Test {
 protected:
  Transcript t{ToyGames()};
};

TEST_F(CommandLoopTest, UgiListsIdentityEveryOptionAndEndsWithUgiok) {
  EXPECT_EQ(
      t.Run("ugi"),
      "id name " + MeleeIdentity() +
          "\n"
          "id author the Melee developers\n"
          "option name UCI_Variant type combo default nim var nim var pennies\n"
          "option name Hash type spin default 16 min 1 max 65536\n"
          "option name Clear Hash type button\n"
          "option name Threads type spin default 1 min 1 max 256\n"
          "option name MultiPV type spin default 1 min 1 max 256\n"
          "option name Ponder type check default false\n"
          "option name Move Overhead type spin default 30 min 0 max 10000\n"
          "option name UCI_AnalyseMode type check default false\n"
          "option name UCI_ShowWDL type check default false\n"
          "option name Seed type spin default 0 min 0 max 2147483647\n"
          "option name Skill Level type spin default 20 min 0 max 20\n"
          "option name UCI_LimitStrength type check default false\n"
          "option name UCI_Elo type spin default 2400 min 400 max 2400\n"
          "option name Search type combo default greedy var alphabeta var mcts var greedy var "
          "random\n"
          "option name Nim Pile type spin default 7 min 1 max 50\n"
          "option name Pennies Blind type check default true\n"
          "ugiok\n");
}

TEST_F(CommandLoopTest, UciEndsWithUciokAndIsreadyAnswersReadyok) {
  const std::string out = t.Run("uci\nisready");
  EXPECT_NE(out.find("uciok\nreadyok\n"), std::string::npos) << out;
}

TEST_F(CommandLoopTest, QueriesAnswerOneResponseLineEach) {
  EXPECT_EQ(t.Run("position startpos moves 2\n"
                  "query p1turn\nquery gameover\nquery result\nquery reason\nquery fen\n"
                  "query variant\nquery moves\nquery islegal 3\nquery islegal 4"),
            "response false\nresponse false\nresponse none\nresponse none\nresponse 5 2\n"
            "response nim\nresponse 1 2 3 pass\nresponse true\nresponse false\n");
}

TEST_F(CommandLoopTest, FinishedGameReportsResultReasonAndNoMoves) {
  EXPECT_EQ(t.Run("position fen 3 1 moves 3\nquery gameover\nquery result\nquery reason\n"
                  "query moves\ngo"),
            "response true\nresponse p1win\nresponse empty\nresponse\n"
            "info string gameover p1win empty\nbestmove (none)\n");
}

TEST_F(CommandLoopTest, RepetitionEndsTheGameFromTheRecord) {
  EXPECT_EQ(t.Run("position startpos moves pass pass pass\nquery gameover\n"
                  "position startpos moves pass pass pass pass\nquery gameover\nquery result\n"
                  "query reason"),
            "response false\nresponse true\nresponse draw\nresponse repetition\n");
}

TEST_F(CommandLoopTest, IllegalMoveKeepsLegalPrefixAndForfeitsTheGame) {
  EXPECT_EQ(t.Run("position startpos moves 1 3 4 1\nquery fen\nquery result\nquery reason"),
            "info string error illegal move 4 at ply 3\n"
            "response 3 1\nresponse p2win\nresponse illegal\n");
}

TEST_F(CommandLoopTest, MoveAfterTheEndIsReportedAndTheResultKept) {
  EXPECT_EQ(t.Run("position fen 2 2 moves 2 1\nquery result\nquery reason"),
            "info string error illegal move 1 at ply 2: the game is over\n"
            "response p2win\nresponse empty\n");
}

TEST_F(CommandLoopTest, InvalidPositionKeepsThePreviousOne) {
  EXPECT_EQ(t.Run("position startpos moves 1\nposition fen 99 1\nquery fen\n"
                  "position fen\nposition\nposition sideways\nposition startpos junk\nquery fen"),
            "info string error invalid position: bad pile\nresponse 6 2\n"
            "info string error position: fen needs a position\n"
            "info string error position: expected 'startpos' or 'fen <position>'\n"
            "info string error position: expected 'startpos' or 'fen', got sideways\n"
            "info string error position: unexpected token junk\nresponse 6 2\n");
}

TEST_F(CommandLoopTest, GoPrintsInfoThenBestmoveAndGreedyFindsTheWin) {
  EXPECT_EQ(
      t.Run("position fen 3 1\ngo depth 1"),
      "info depth 1 seldepth 1 multipv 1 score mate 1 nodes 4 nps * time * pv 3\nbestmove 3\n");
}

TEST_F(CommandLoopTest, GreedyLeavesAMultipleOfFour) {
  EXPECT_EQ(
      t.Run("position fen 6 1\ngo movetime 10"),
      "info depth 1 seldepth 1 multipv 1 score cp 100 nodes 4 nps * time * pv 2\nbestmove 2\n");
}

TEST_F(CommandLoopTest, RandomIsDeterministicForASeedAndVariesAcrossSeeds) {
  t.Run("setoption name Search value random\nposition fen 40 1");
  std::string first = t.Run("setoption name Seed value 1\ngo");
  EXPECT_EQ(first, t.Run("go"));
  std::set<std::string> answers;
  for (int seed = 0; seed < 20; ++seed)
    answers.insert(t.Run("setoption name Seed value " + std::to_string(seed) + "\ngo"));
  EXPECT_GT(answers.size(), 2u);
}

TEST_F(CommandLoopTest, SearchmovesRestrictsTheCandidates) {
  EXPECT_EQ(t.Run("position fen 3 1\ngo searchmoves 1 pass"),
            "info depth 1 seldepth 1 multipv 1 score cp -100 nodes 2 nps * time * pv "
            "pass\nbestmove pass\n");
}

TEST_F(CommandLoopTest, InfiniteSearchAnswersIsreadyAndQueriesAndWaitsForStop) {
  t.Run("position fen 6 1\ngo infinite");
  const std::string during = t.Run("isready\nquery p1turn");
  EXPECT_NE(during.find("readyok\n"), std::string::npos);
  EXPECT_NE(during.find("response true\n"), std::string::npos);
  EXPECT_EQ(during.find("bestmove"), std::string::npos);
  EXPECT_NE(t.Run("stop").find("bestmove 2\n"), std::string::npos);
}

TEST_F(CommandLoopTest, PonderWaitsForPonderhit) {
  t.Run("position fen 6 1\ngo ponder");
  EXPECT_EQ(t.Take().find("bestmove"), std::string::npos);
  t.loop().HandleLine("ponderhit");
  t.loop().WaitForSearch();
  EXPECT_NE(t.Take().find("bestmove 2"), std::string::npos);
}

TEST_F(CommandLoopTest, PositionDuringABoundedSearchLetsItFinish) {
  t.loop().HandleLine("position fen 6 1");
  t.loop().HandleLine("go depth 1");
  t.loop().HandleLine("position fen 5 1");
  EXPECT_EQ(t.Run("query fen"),
            "info depth 1 seldepth 1 multipv 1 score cp 100 nodes 4 nps * time * pv 2\nbestmove "
            "2\nresponse 5 1\n");
}

// A state change during a search waits for it (never the input thread): queued, applied in
// order after `stop`; a query behind it waits too, so it sees the new position.
TEST_F(CommandLoopTest, PositionDuringAnInfiniteSearchIsQueuedUntilStop) {
  t.Run("position fen 6 1\ngo infinite");
  const std::string queued = t.Run("position fen 5 1\nquery fen");
  EXPECT_TRUE(OnlyReportsBesides(queued, {})) << queued;
  const std::string out = t.Run("stop");
  EXPECT_NE(out.find("bestmove 2\nresponse 5 1\n"), std::string::npos) << out;
}

// A query answers for every command sent before it, even one the worker has just taken off
// its queue: it once ran first on the input thread there and saw the previous position. The
// toy search ends within microseconds, so the worker is taking `position` off the queue just
// as the query comes in some rounds: without the fix, 12 runs in 100 of 3000 rounds failed.
TEST_F(CommandLoopTest, AQueryNeverOvertakesTheCommandBeforeIt) {
  for (int round = 0; round < 20000; ++round) {
    const std::string fen = round % 2 == 0 ? "5 1" : "6 1";
    t.loop().HandleLine("go depth 1");
    t.loop().HandleLine("position fen " + fen);
    t.loop().HandleLine("query fen");
    t.loop().WaitForSearch();
    const std::string out = t.Take();
    ASSERT_NE(out.find("response " + fen + "\n"), std::string::npos) << "round " << round << '\n'
                                                                     << out;
  }
}

TEST_F(CommandLoopTest, GoAfterAnUnfinishedBoundedSearchWaitsForIt) {
  t.loop().HandleLine("position fen 6 1");
  t.loop().HandleLine("go depth 1");
  t.loop().HandleLine("go depth 1");  // a script does not wait for bestmove: neither do we fail
  t.loop().WaitForSearch();
  EXPECT_EQ(
      t.Take(),
      "info depth 1 seldepth 1 multipv 1 score cp 100 nodes 4 nps * time * pv 2\nbestmove 2\n"
      "info depth 1 seldepth 1 multipv 1 score cp 100 nodes 4 nps * time * pv 2\nbestmove 2\n");
}

// A second `go` during an infinite search is queued; the `stop` after it ends both, and each
// answers its own bestmove.
TEST_F(CommandLoopTest, StopEndsTheSearchAndEveryGoQueuedBeforeIt) {
  t.Run("position fen 6 1\ngo infinite\ngo infinite");
  EXPECT_EQ(t.Take(), "");
  const std::string out = t.Run("stop");
  EXPECT_EQ(CountOf(out, "bestmove"), 2u) << out;
  EXPECT_NE(out.find("bestmove 2\n"), std::string::npos) << out;
  // A `go` sent after the stop runs normally.
  EXPECT_NE(t.Run("go depth 1").find("bestmove 2\n"), std::string::npos);
}

// `isready`, `stop` and `quit` are read while a search runs and commands are queued.
TEST_F(CommandLoopTest, NeverDeafWhileCommandsAreQueued) {
  std::string report = t.Run("position fen 40 1\ngo infinite");
  for (const char* line :
       {"position startpos", "setoption name Seed value 3", "uginewgame", "go depth 1"}) {
    EXPECT_TRUE(t.loop().HandleLine(line));
  }
  // The search's one report comes when its thread runs (late under the sanitizers); once it is
  // out, the search only waits for `stop`, and the answer to isready is all that comes.
  report += t.Take();
  for (int waited_ms = 0; report.find(" score ") == std::string::npos && waited_ms < 60'000;
       waited_ms += 5) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    report += t.Take();
  }
  EXPECT_NE(report.find(" score "), std::string::npos) << report;
  EXPECT_EQ(CountOf(report, "bestmove"), 0u) << report;
  const std::string ready = t.Run("isready");
  EXPECT_TRUE(OnlyReportsBesides(ready, {"readyok"})) << ready;
  const std::string out = t.Run("stop");
  EXPECT_EQ(CountOf(out, "bestmove"), 2u) << out;  // the infinite search's and the queued go's
  EXPECT_NE(t.Run("query fen").find("response "), std::string::npos);
}

TEST_F(CommandLoopTest, PerftListsRootTokensSortedThenTotal) {
  EXPECT_EQ(t.Run("position fen 3 1\ngo perft 2"),
            "1: 3\n2: 2\n3: 0\npass: 4\n\nNodes searched: 9\n");
  EXPECT_EQ(t.Run("perft 1"), "1: 1\n2: 1\n3: 1\npass: 1\n\nNodes searched: 4\n");
}

TEST_F(CommandLoopTest, DiagramShowsPositionKeySideMovesAndStatus) {
  EXPECT_EQ(t.Run("position fen 3 2\nd"),
            "Variant: nim\nooo\nFen: 3 2\nKey: 0000000000000008\nSide to move: p2\n"
            "Legal moves: 4\nStatus: ongoing\n");
}

TEST_F(CommandLoopTest, EvalListsTermsAndTotal) {
  EXPECT_EQ(t.Run("position fen 6 1\neval"),
            "term                     p1        p2      p1-p2\n"
            "pile mod 4                2         0          2\n"
            "Total (side to move): 100\n");
}

TEST_F(CommandLoopTest, GameOptionTakesEffectAtTheNextPosition) {
  EXPECT_EQ(t.Run("setoption name nim pile value 9\nquery fen\nposition startpos\nquery fen"),
            "response 7 1\nresponse 9 1\n");
}

TEST_F(CommandLoopTest, UginewgameResetsToTheStartPosition) {
  EXPECT_EQ(t.Run("position fen 3 2\nuginewgame\nquery fen\nucinewgame\nuainewgame\nquery fen"),
            "response 7 1\nresponse 7 1\n");
}

TEST_F(CommandLoopTest, VariantOptionSwitchesGameAndResets) {
  EXPECT_EQ(t.Run("position fen 3 2\nsetoption name UCI_Variant value PENNIES\nquery variant\n"
                  "query fen\nsetoption name uci_variant value nim\nquery fen"),
            "response pennies\nresponse 0-0\nresponse 7 1\n");
}

TEST_F(CommandLoopTest, BadOptionsGetOneErrorAndChangeNothing) {
  EXPECT_EQ(t.Run("setoption name Hash value 0\nsetoption name Hash value lots\n"
                  "setoption name Hash\nsetoption name Ponder value maybe\n"
                  "setoption name UCI_Variant value chess\nsetoption name Warp value 9\n"
                  "setoption\nsetoption value 3\nsetoption name\n"
                  "setoption name Search value alphabeta\nquery variant"),
            "info string error option Hash value 0 is not an integer in 1..65536\n"
            "info string error option Hash value lots is not an integer in 1..65536\n"
            "info string error option Hash needs a value\n"
            "info string error option Ponder value maybe is not true or false\n"
            "info string error option UCI_Variant has no value chess\n"
            "info string error setoption: unknown option Warp\n"
            "info string error setoption: expected 'setoption name <id> [value <x>]'\n"
            "info string error setoption: expected 'setoption name <id> [value <x>]'\n"
            "info string error setoption: expected 'setoption name <id> [value <x>]'\n"
            "info string error option Search: alphabeta is not available for nim yet\n"
            "response nim\n");
}

TEST_F(CommandLoopTest, OptionNamesAreCaseInsensitiveAndMayContainSpaces) {
  EXPECT_EQ(t.Run("setoption name move overhead value 50\nsetoption name clear hash\n"
                  "setoption name PONDER value TRUE"),
            "");
}

TEST_F(CommandLoopTest, MalformedGoAndQueryGetOneErrorEach) {
  EXPECT_EQ(t.Run("go depth\ngo depth x\ngo depth 0\ngo nodes 5 nodes 6\ngo warp 3\n"
                  "go perft 0\ngo perft 2 depth 3\ngo searchmoves\nquery\nquery colour\n"
                  "query islegal\nquery fen now"),
            "info string error go: depth needs a number\n"
            "info string error go: depth value x is not an integer in 1..1000\n"
            "info string error go: depth value 0 is not an integer in 1..1000\n"
            "info string error go: nodes given twice\n"
            "info string error go: unknown keyword warp\n"
            "info string error go: perft value 0 is not an integer in 1..32\n"
            "info string error go perft takes only a depth\n"
            "info string error go: searchmoves needs at least one move\n"
            "info string error query: missing what to query\n"
            "info string error query: unknown query colour\n"
            "info string error query islegal: wrong number of arguments\n"
            "info string error query fen: wrong number of arguments\n");
}

TEST_F(CommandLoopTest, UnknownCommandsAndBlankLines) {
  EXPECT_EQ(t.Run("\n   \nfly me\nd6d7\nf\x01\xffy"),
            "info string error unknown command: fly\n"
            "info string error unknown command: d6d7\n"
            "info string error unknown command: f??y\n");  // never echo non-ASCII bytes
}

TEST_F(CommandLoopTest, UciTimeAliasesAreAccepted) {
  EXPECT_EQ(
      t.Run("position fen 6 1\ngo wtime 1000 btime 1000 winc 10 binc 10 movestogo 5"),
      "info depth 1 seldepth 1 multipv 1 score cp 100 nodes 4 nps * time * pv 2\nbestmove 2\n");
}

TEST_F(CommandLoopTest, QuitEndsTheLoop) {
  EXPECT_TRUE(t.loop().HandleLine("isready"));
  EXPECT_FALSE(t.loop().HandleLine("quit"));
}

TEST_F(CommandLoopTest, HelpListsTheCommands) {
  EXPECT_NE(t.Run("help").find("query p1turn|gameover"), std::string::npos);
}

TEST_F(CommandLoopTest, BenchPrintsNodesSearchedAndNodesPerSecondLast) {
  const std::string out = t.Run("bench nim depth 3");
  EXPECT_NE(out.find("Nodes searched: "), std::string::npos);
  EXPECT_EQ(out.substr(out.size() - std::string("Nodes/second: *\n").size()), "Nodes/second: *\n");
  EXPECT_EQ(out, t.Run("bench nim depth 3"));  // deterministic signature
}

}  // namespace
}  // namespace melee::testing

namespace melee::testing {
namespace {

TEST(IncrementalPositionTest, ExtendingTheMoveListGivesTheSameStateAsReplaying) {
  Transcript incremental(ToyGames());
  const std::string lists[] = {"position startpos moves 1", "position startpos moves 1 pass",
                               "position startpos moves 1 pass 2",
                               "position startpos moves 1 pass 2 pass pass",
                               "position startpos moves 1 pass 2 pass pass 3"};
  for (const std::string& list : lists) {
    const std::string queries = "\nquery fen\nquery gameover\nquery reason\nquery moves";
    Transcript replay(ToyGames());
    EXPECT_EQ(incremental.Run(list + queries), replay.Run(list + queries)) << list;
  }
  // A different root, a shorter list or changed rules are never taken as an extension.
  EXPECT_EQ(incremental.Run("position fen 7 1 moves 1 pass\nquery fen"), "response 6 1\n");
  EXPECT_EQ(incremental.Run("position startpos moves 2\nquery fen"), "response 5 2\n");
  EXPECT_EQ(incremental.Run("setoption name Nim Pile value 9\nposition startpos moves 2 1\n"
                            "query fen"),
            "response 6 1\n");
  // Repetition is still counted over the whole record: pass x4 from 9 1 repeats 9 1 thrice.
  EXPECT_EQ(incremental.Run("position startpos moves pass pass\nposition startpos moves pass "
                            "pass pass pass\nquery reason"),
            "response repetition\n");
}

}  // namespace
}  // namespace melee::testing
