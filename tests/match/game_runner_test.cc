// One game at a time between toy engines: the referee's verdicts and the adjudication of every
// kind of misbehaviour.
#include "match/game_runner.h"

#include <gtest/gtest.h>

#include <cstdio>

#include "tests/match/test_engines.h"
#include "tests/protocol/toy_registry.h"

namespace melee::match {
namespace {

using std::chrono::milliseconds;
using testing::BadEngine;
using testing::ForVariant;
using testing::kStart;
using testing::ToyEngine;

GameSetup ToySetup(std::string_view variant) {
  GameSetup setup;
  setup.game = FindGame(melee::testing::ToyGames(), variant);
  setup.rules = GameRules::Defaults(setup.game->options);
  setup.time_controls[0].hang_timeout_ms = setup.time_controls[1].hang_timeout_ms = 5000;
  return setup;
}

GameResult Play(const GameSetup& setup, const EngineSpec& p1, const EngineSpec& p2) {
  const std::string variant(setup.game->name);
  EngineClient a(ForVariant(p1, variant), kStart), b(ForVariant(p2, variant), kStart);
  return PlayGame(setup, {&a, &b});
}

std::string Joined(const std::vector<std::string>& moves) {
  std::string out;
  for (const std::string& m : moves) out += m + " ";
  return out;
}

TEST(GameRunner, NimPlaysToTheEndAndTheRefereeDecides) {
  const GameResult r = Play(ToySetup("nim"), ToyEngine("A"), ToyEngine("B", "random", 3));
  EXPECT_EQ(r.termination, Termination::kRules);
  EXPECT_EQ(r.reason, "empty");
  EXPECT_NE(r.outcome, Outcome::kNone);
  EXPECT_FALSE(r.moves.empty());
  EXPECT_EQ(r.root_fen, "7 1");
  EXPECT_EQ(r.disagreement, "");
}

TEST(GameRunner, FixedSeedsGiveTheSameGame) {
  const GameSetup setup = ToySetup("nim");
  const GameResult a = Play(setup, ToyEngine("A", "random", 1), ToyEngine("B", "random", 2));
  const GameResult b = Play(setup, ToyEngine("A", "random", 1), ToyEngine("B", "random", 2));
  EXPECT_EQ(Joined(a.moves), Joined(b.moves));
  EXPECT_EQ(a.outcome, b.outcome);
}

TEST(GameRunner, OpeningMovesAreReplayedFirst) {
  GameSetup setup = ToySetup("nim");
  setup.opening.moves = {"3", "1"};
  const GameResult r = Play(setup, ToyEngine("A"), ToyEngine("B"));
  ASSERT_GE(r.moves.size(), 3u);
  EXPECT_EQ(r.moves[0], "3");
  EXPECT_EQ(r.moves[1], "1");
  EXPECT_EQ(r.opening_plies, 2);
  // Pile 3 with p1 to move: greedy takes all three and wins at once.
  EXPECT_EQ(r.outcome, Outcome::kP1Win);
  EXPECT_EQ(r.moves.size(), 3u);
}

TEST(GameRunner, SimultaneousStagesBecomeJointTokens) {
  const GameResult r =
      Play(ToySetup("pennies"), ToyEngine("A", "random", 5), ToyEngine("B", "random", 6));
  EXPECT_EQ(r.termination, Termination::kRules);
  EXPECT_EQ(r.reason, "goal");
  ASSERT_GE(r.moves.size(), 2u);
  for (const std::string& m : r.moves) {
    ASSERT_EQ(m.size(), 3u) << m;
    EXPECT_EQ(m[1], '/');
  }
}

TEST(GameRunner, MaxTurnsIsADraw) {
  GameSetup setup = ToySetup("nim");
  setup.opening.fen = "50 1";
  setup.max_turns = 4;
  const GameResult r = Play(setup, ToyEngine("A", "random"), ToyEngine("B", "random"));
  EXPECT_EQ(r.outcome, Outcome::kDraw);
  EXPECT_EQ(r.termination, Termination::kMaxTurns);
  EXPECT_EQ(r.moves.size(), 4u);
}

TEST(GameRunner, BadOpeningIsNoEnginesFault) {
  GameSetup setup = ToySetup("nim");
  setup.opening.moves = {"4"};
  const GameResult r = Play(setup, ToyEngine("A"), ToyEngine("B"));
  EXPECT_EQ(r.outcome, Outcome::kDraw);
  EXPECT_TRUE(r.reason.starts_with("bad opening")) << r.reason;
}

struct Misbehaviour {
  std::string mode;
  Termination expected;
  friend void PrintTo(const Misbehaviour& m, std::ostream* os) { *os << m.mode; }
};

class Adjudication : public ::testing::TestWithParam<Misbehaviour> {};

TEST_P(Adjudication, TheMisbehavingSideLosesWithTheReasonRecorded) {
  for (const std::string variant : {"nim", "pennies"}) {
    for (int bad_side = 0; bad_side < 2; ++bad_side) {
      GameSetup setup = ToySetup(variant);
      setup.time_controls[0].movetime_ms = setup.time_controls[1].movetime_ms = 20;
      setup.time_controls[0].margin_ms = setup.time_controls[1].margin_ms = 300;
      const EngineSpec bad = BadEngine(GetParam().mode, 1, 2000);
      const EngineSpec good = ToyEngine("good");
      const GameResult r = bad_side == 0 ? Play(setup, bad, good) : Play(setup, good, bad);
      SCOPED_TRACE(variant + " bad side " + std::to_string(bad_side) + ": " + r.reason);
      EXPECT_EQ(r.termination, GetParam().expected);
      EXPECT_EQ(r.outcome, bad_side == 0 ? Outcome::kP2Win : Outcome::kP1Win);
      EXPECT_NE(r.reason.find("bad-" + GetParam().mode), std::string::npos);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryMode, Adjudication,
                         ::testing::Values(Misbehaviour{"illegal", Termination::kIllegal},
                                           Misbehaviour{"crash", Termination::kCrash},
                                           Misbehaviour{"silence", Termination::kTimeout},
                                           Misbehaviour{"slow", Termination::kTimeout},
                                           Misbehaviour{"garbage", Termination::kGarbage}),
                         [](const auto& case_info) { return case_info.param.mode; });

// Both engines think 100 ms a move; p1 may take 400, p2 only 20 (+ 30 margin).
TEST(GameRunner, TimeOddsGiveEachSideItsOwnGoLineAndDeadline) {
  GameSetup setup = ToySetup("nim");
  setup.opening.fen = "50 1";
  setup.time_controls[0].movetime_ms = 400;
  setup.time_controls[1].movetime_ms = 20;
  for (TimeControl& tc : setup.time_controls) tc.margin_ms = 30;
  std::array<EngineSpec, 2> specs;
  for (int side = 0; side < 2; ++side) {
    const std::string log = testing::TempFile("odds_" + std::to_string(side) + ".log");
    std::remove(log.c_str());
    specs[side] = BadEngine("slowall", 1, 100);
    specs[side].name = side == 0 ? "Slow1" : "Slow2";
    specs[side].process.args.insert(specs[side].process.args.end(), {"--log", log});
  }
  const GameResult r = Play(setup, specs[0], specs[1]);
  EXPECT_EQ(r.termination, Termination::kTimeout);
  EXPECT_EQ(r.outcome, Outcome::kP1Win);
  EXPECT_TRUE(r.reason.starts_with("Slow2: ")) << r.reason;  // p2 overstepped its own deadline
  EXPECT_EQ(r.time_controls[0], "movetime=400");
  EXPECT_EQ(r.time_controls[1], "movetime=20");
  const std::string p1_log = testing::Slurp(testing::TempFile("odds_0.log"));
  const std::string p2_log = testing::Slurp(testing::TempFile("odds_1.log"));
  EXPECT_NE(p1_log.find("\ngo movetime 400\n"), std::string::npos) << p1_log;
  EXPECT_EQ(p1_log.find("movetime 20\n"), std::string::npos) << p1_log;
  EXPECT_NE(p2_log.find("\ngo movetime 20\n"), std::string::npos) << p2_log;
}

TEST(GameRunner, SlowStarterWithinTheStartTimeoutPlays) {
  const GameSetup setup = ToySetup("nim");
  EngineClient slow(ForVariant(BadEngine("slowstart", 1, 300), "nim"), kStart);
  EngineClient good(ForVariant(ToyEngine("good"), "nim"), kStart);
  const GameResult r = PlayGame(setup, {&slow, &good});
  EXPECT_EQ(r.termination, Termination::kRules) << r.reason;
}

TEST(GameRunner, TooSlowAStarterLosesOnTime) {
  const GameSetup setup = ToySetup("nim");
  EngineClient slow(ForVariant(BadEngine("slowstart", 1, 2000), "nim"), milliseconds(100));
  EngineClient good(ForVariant(ToyEngine("good"), "nim"), kStart);
  const GameResult r = PlayGame(setup, {&good, &slow});
  EXPECT_EQ(r.termination, Termination::kTimeout);
  EXPECT_EQ(r.outcome, Outcome::kP1Win);
}

TEST(GameRunner, MissingProgramIsACrash) {
  EngineSpec missing = ToyEngine("ghost");
  missing.process.command = "/nonexistent/engine";
  EngineClient ghost(missing, kStart);
  ASSERT_TRUE(ghost.failure());
  EXPECT_EQ(ghost.failure()->kind, Termination::kCrash);
}

TEST(GameRunner, CommandIsRelativeToTheWorkingDirectory) {
  EngineSpec spec = ToyEngine("here");
  const std::string path = MELEE_TOY_ENGINE;
  spec.process.working_dir = path.substr(0, path.rfind('/'));
  spec.process.command = "." + path.substr(path.rfind('/'));
  EngineClient engine(spec, kStart);
  EXPECT_FALSE(engine.failure()) << engine.failure()->detail;
}

TEST(GameRunner, AnEngineDisagreeingWithTheRefereeIsLogged) {
  const GameResult r = Play(ToySetup("nim"), BadEngine("liar"), ToyEngine("good"));
  EXPECT_EQ(r.termination, Termination::kRules);
  EXPECT_NE(r.disagreement.find("bad-liar says"), std::string::npos) << r.disagreement;
}

TEST(GameRunner, ADuplicatedBestmoveIsNeverTakenForTheNextAnswer) {
  for (const std::string variant : {"nim", "pennies"}) {
    GameSetup setup = ToySetup(variant);
    if (variant == "nim") setup.opening.fen = "40 1";
    EngineClient doubler(ForVariant(BadEngine("double"), variant), kStart);
    EngineClient good(ForVariant(ToyEngine("good", "random", 4), variant), kStart);
    const GameResult r = PlayGame(setup, {&doubler, &good});
    EXPECT_EQ(r.termination, Termination::kRules) << variant << ": " << r.reason;
    EXPECT_GT(doubler.stale_bestmoves(), 0) << variant;
  }
}

TEST(GameRunner, PerMoveQueriesCrossCheckTheEngine) {
  GameSetup setup = ToySetup("nim");
  setup.check_queries = true;
  const GameResult honest = Play(setup, ToyEngine("A"), ToyEngine("B"));
  EXPECT_EQ(honest.disagreement, "");
  const GameResult r = Play(setup, ToyEngine("good"), BadEngine("liar"));
  EXPECT_EQ(r.termination, Termination::kRules);  // the referee decides regardless
  EXPECT_NE(r.disagreement.find("bad-liar says p1turn true"), std::string::npos) << r.disagreement;
}

TEST(Referee, TheSecondPartOfAStageSeesOnlyAPlaceholder) {
  const GameEntry* pennies = FindGame(melee::testing::ToyGames(), "pennies");
  Referee referee(*pennies, GameRules::Defaults(pennies->options), {});
  ASSERT_TRUE(referee.ok()) << referee.error();
  EXPECT_TRUE(referee.simultaneous());
  EXPECT_EQ(referee.mover(), 0);
  ASSERT_TRUE(referee.Submit("H"));
  EXPECT_EQ(referee.mover(), 1);
  EXPECT_EQ(referee.PositionLine(), "position startpos moves ?");
  EXPECT_FALSE(referee.Submit("X"));
  ASSERT_TRUE(referee.Submit("T"));
  EXPECT_EQ(referee.PositionLine(), "position startpos moves H/T");
  EXPECT_EQ(referee.turns(), 1);
}

TEST(Referee, TurnGamesAreNotSimultaneous) {
  const GameEntry* nim = FindGame(melee::testing::ToyGames(), "nim");
  Referee referee(*nim, GameRules::Defaults(nim->options), {"12 2", {}});
  ASSERT_TRUE(referee.ok());
  EXPECT_FALSE(referee.simultaneous());
  EXPECT_EQ(referee.mover(), 1);
  EXPECT_FALSE(referee.Submit("4"));
  EXPECT_TRUE(referee.Submit("3"));
  EXPECT_EQ(referee.PositionLine(), "position fen 12 2 moves 3");
}

}  // namespace
}  // namespace melee::match
