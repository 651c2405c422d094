// The puzzle check's oracle without a process (the static site's, board/inline_mate_oracle.h):
// the same verdicts as an engine process, and a `go mate` stopped at the check's deadline.
#include "board/inline_mate_oracle.h"

#include <gtest/gtest.h>

#include <chrono>

#include "board/api.h"
#include "engine/core/input_poll.h"
#include "protocol/text.h"

namespace melee::board {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

// The file's first puzzle of more than one stage: "mate k <tactic> proof <replies>".
TEST(InlineMateOracleTest, ChecksAPuzzleAsTheEngineProcessDoes) {
  const json list = PuzzlesReply(MELEE_PUZZLES);
  for (const json& p : list["puzzles"]) {
    const std::string answer = p["answer"];
    const std::vector<std::string_view> words = SplitTokens(answer);
    if (words.size() < 5 || words[0] != "mate" || words[1] == "1") continue;
    const int stages = std::stoi(std::string(words[1]));
    json body = {{"fen", p["fen"]},
                 {"side", p["side"]},
                 {"stages", stages},
                 {"tactic", std::string(words[2])}};
    const json good = CheckPuzzleReply(body, InlineMateOracles());
    EXPECT_EQ(good["verdict"], "goal") << good.dump();
    EXPECT_EQ(good["replies"].get<int64_t>(), std::stoll(std::string(words[4])));
    body["stages"] = stages - 1;
    EXPECT_EQ(CheckPuzzleReply(body, InlineMateOracles())["verdict"], "refuted");
    EXPECT_EQ(g_input_poll.load(), nullptr);  // the oracle's poll is gone after each question
    return;
  }
  FAIL() << "no puzzle of more than one stage";
}

// Soule's first stage after a placement: `go mate 3` runs for many seconds natively.
TEST(InlineMateOracleTest, StopsAtTheDeadline) {
  const std::string fen =
      GameReply({{"variant", "soule"}, {"moves", {"11111111111/22222222222"}}})["fen"];
  const Clock::time_point start = Clock::now();
  const std::unique_ptr<MateOracle> oracle =
      InlineMateOracles()("soule", start + std::chrono::milliseconds(200));
  EXPECT_EQ(oracle->Ask(fen, false, 3), Mate::kUnknown);
  EXPECT_LT(Clock::now() - start, std::chrono::seconds(3));
  EXPECT_EQ(oracle->Ask(fen, false, 3), Mate::kUnknown);  // past it: not asked at all
  EXPECT_EQ(g_input_poll.load(), nullptr);
}

}  // namespace
}  // namespace melee::board
