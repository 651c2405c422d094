// Skill levels end to end through the command loop, in every game (search/skill.h): the same
// Seed gives the same moves at every level; a weak level's noise is live (seeds change its
// moves, not the full engine's); the search contract holds at a weak level (the last pv starts
// with the bestmove, which is legal); and a weak level spends fewer nodes than the full engine
// under the same node budget.
#include <gtest/gtest.h>

#include <chrono>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "protocol/command_loop.h"
#include "protocol/registry.h"
#include "tests/engine/first_opening.h"
#include "tests/engine/line_recorder.h"

namespace melee::testing {
namespace {

using namespace std::chrono_literals;

// One engine: its game and options set, a `go` at a time.
class Engine {
 public:
  Engine(const std::string& game, int level, int seed)
      : loop_(RegisteredGames(), [this](std::string_view line) { out_.Add(line); }) {
    loop_.HandleLine("setoption name UCI_Variant value " + game);
    loop_.HandleLine("setoption name Skill Level value " + std::to_string(level));
    loop_.HandleLine("setoption name Seed value " + std::to_string(seed));
  }
  // The lines from the `go` to its bestmove, inclusive (empty: no bestmove in time).
  std::vector<std::string> Go(const std::string& position, const std::string& limit) {
    loop_.HandleLine(position);
    const std::size_t from = out_.size();
    loop_.HandleLine("go " + limit);
    if (limit == "infinite") {
      std::this_thread::sleep_for(100ms);
      loop_.HandleLine("stop");
    }
    const int best = out_.WaitFor("bestmove", from, 120s);
    loop_.WaitForSearch();
    if (best < 0) return {};
    const std::vector<std::string> lines = out_.Lines();
    return {lines.begin() + static_cast<std::ptrdiff_t>(from), lines.begin() + best + 1};
  }
  void Send(const std::string& line) { loop_.HandleLine(line); }
  bool IsLegal(const std::string& move) {
    const std::size_t from = out_.size();
    loop_.HandleLine("query islegal " + move);
    const int at = out_.WaitFor("response", from, 10s);
    return at >= 0 && out_.Lines()[static_cast<std::size_t>(at)] == "response true";
  }

 private:
  LineRecorder out_;
  CommandLoop loop_;
};

std::string Bestmove(const std::vector<std::string>& lines) {
  if (lines.empty()) return "";
  std::istringstream words(lines.back());
  std::string word, move;
  words >> word >> move;
  return move;
}

// The first pv token and the nodes of the last `info` report with a pv.
struct LastReport {
  std::string pv_first;
  int64_t nodes = -1;
};
LastReport LastPvReport(const std::vector<std::string>& lines) {
  LastReport last;
  for (const std::string& line : lines) {
    if (!line.starts_with("info ") || line.starts_with("info string")) continue;
    const std::size_t pv = line.find(" pv ");
    if (pv == std::string::npos) continue;
    std::istringstream words(line.substr(pv + 4));
    words >> last.pv_first;
    const std::size_t nodes = line.find(" nodes ");
    if (nodes != std::string::npos) last.nodes = std::stoll(line.substr(nodes + 7));
  }
  return last;
}

// A limit cheap enough to run at every level, deep enough for several root lines.
std::string CheapLimit(const std::string& game) {
  if (game == "bulltricker") return "depth 2";
  if (game == "soule") return "nodes 3000";
  return "depth 1";  // BALL and Cannon Ball: a whole-turn root is wide
}

// Two turns from the opening; one answer in Soule (its moves are joint) and in Cannon Ball
// (its whole-turn root with 29 lines at level 0 costs a tenth of a second).
std::vector<std::string> PlayFromOpening(const std::string& game, int level, int seed) {
  Engine engine(game, level, seed);
  const std::string fen = FirstOpening(game);
  const int answers = game == "soule" || game == "cannonball" ? 1 : 2;
  std::string moves;
  std::vector<std::string> played;
  for (int i = 0; i < answers; ++i) {
    const std::string position = "position fen " + fen + (moves.empty() ? "" : " moves" + moves);
    played.push_back(Bestmove(engine.Go(position, CheapLimit(game))));
    moves += " " + played.back();
  }
  return played;
}

class SkillTest : public ::testing::TestWithParam<std::string> {};

TEST_P(SkillTest, SameSeedSameMovesAtEveryLevel) {
  const std::string game = GetParam();
  for (int level = 0; level <= 20; ++level) {
    const std::vector<std::string> first = PlayFromOpening(game, level, 5);
    EXPECT_EQ(first, PlayFromOpening(game, level, 5)) << game << " level " << level;
    for (const std::string& move : first) EXPECT_NE(move, "") << game << " level " << level;
  }
}

TEST_P(SkillTest, TheContractHoldsAtAWeakLevel) {
  const std::string game = GetParam();
  const std::string position = "position fen " + FirstOpening(game);
  // Level 0 plays one ply in a turn game (search/skill_one_ply.h), level 3 a capped search.
  for (const int level : {0, 3}) {
    for (const std::string limit : {"depth 3", "nodes 300", "movetime 60", "infinite"}) {
      Engine engine(game, level, 1);
      const std::vector<std::string> lines = engine.Go(position, limit);
      const std::string what = game + " level " + std::to_string(level) + " go " + limit;
      ASSERT_FALSE(lines.empty()) << what << ": no bestmove";
      const std::string best = Bestmove(lines);
      std::string own = LastPvReport(lines).pv_first;
      if (game == "soule") own = own.substr(0, own.find('/'));  // the opening has A to move
      EXPECT_EQ(own, best) << what;
      EXPECT_TRUE(engine.IsLegal(best)) << what << ": " << best;
    }
  }
}

TEST_P(SkillTest, AWeakLevelSpendsFewerNodesThanTheFullEngine) {
  const std::string game = GetParam();
  const std::string position = "position fen " + FirstOpening(game);
  const int64_t budget = game == "soule" ? 100000 : 400000;
  const std::string limit = "nodes " + std::to_string(budget);
  const int64_t weak = LastPvReport(Engine(game, 0, 1).Go(position, limit)).nodes;
  const int64_t full = LastPvReport(Engine(game, 20, 1).Go(position, limit)).nodes;
  EXPECT_GT(weak, 0) << game;
  EXPECT_LT(weak, budget) << game << ": level 0 spent the whole budget";
  EXPECT_LT(weak, full) << game;
}

// Level 0's noise depends on the Seed; the full engine's answer does not.
TEST(SkillNoise, SeedsVaryLevelZeroButNotTheFullEngine) {
  std::set<std::string> weak, full;
  for (int seed = 1; seed <= 8; ++seed) {
    weak.insert(PlayFromOpening("bulltricker", 0, seed).front());
    full.insert(PlayFromOpening("bulltricker", 20, seed).front());
  }
  EXPECT_GE(weak.size(), 2u);
  EXPECT_EQ(full.size(), 1u);
}

// UCI_LimitStrength takes the level from UCI_Elo: its lowest Elo plays level 0's moves, its
// highest the full engine's; off, UCI_Elo is ignored.
TEST(SkillElo, TheLowestEloPlaysLevelZeroAndTheHighestTheFullEngine) {
  const std::string position = "position fen " + FirstOpening("bulltricker");
  const auto answer = [&](int level, const std::vector<std::string>& options) {
    Engine engine("bulltricker", level, 3);
    for (const std::string& option : options) engine.Send("setoption name " + option);
    return Bestmove(engine.Go(position, "depth 3"));
  };
  const std::string level0 = answer(0, {});
  const std::string full = answer(20, {});
  ASSERT_NE(level0, full) << "seed 3 must pick another line than the best at level 0";
  EXPECT_EQ(answer(20, {"UCI_LimitStrength value true", "UCI_Elo value 400"}), level0);
  EXPECT_EQ(answer(0, {"UCI_LimitStrength value true", "UCI_Elo value 2400"}), full);
  EXPECT_EQ(answer(20, {"UCI_Elo value 400"}), full);
}

INSTANTIATE_TEST_SUITE_P(EveryGame, SkillTest,
                         ::testing::Values("bulltricker", "ball", "cannonball", "soule"),
                         [](const auto& case_info) { return case_info.param; });

}  // namespace
}  // namespace melee::testing
