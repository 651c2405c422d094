// positions/<game>/openings.txt as a generic runner uses it (issue 12): every line is sent as
// `position fen <line>`, so every line must be a position the engine accepts, in a game that
// is not over, and nothing else (no comment, no `startpos moves ...`). docs/openings.md.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "protocol/registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

class OpeningsFile : public ::testing::TestWithParam<std::string> {};

TEST_P(OpeningsFile, EveryLineIsAPositionFenOfAnOngoingGame) {
  std::ifstream in(std::string(MELEE_SOURCE_DIR) + "/positions/" + GetParam() + "/openings.txt");
  ASSERT_TRUE(in.good());
  Transcript t{RegisteredGames()};
  // Soule's openings are for the default rules (Soule Teams 11), which this loop has.
  ASSERT_EQ(t.Run("setoption name UCI_Variant value " + GetParam()), "");
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  EXPECT_GE(lines.size(), 40u);  // docs/openings.md: how many, made how
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const std::string& line = lines[k];
    SCOPED_TRACE("line " + std::to_string(k + 1) + ": " + line);
    // The runner's exact command: an error line, a refusal, would come out here.
    EXPECT_EQ(t.Run("position fen " + line + "\nquery gameover"), "response false\n");
    // Canonical text (what `query fen` prints), so the file reads like the engine's output.
    EXPECT_EQ(t.Run("query fen"), "response " + line + "\n");
  }
  // Openings are played in pairs for variety: a repeated one is a wasted pair.
  EXPECT_EQ(std::set<std::string>(lines.begin(), lines.end()).size(), lines.size());
}

std::vector<std::string> VariantNames() {
  std::vector<std::string> names;
  for (const GameEntry& g : RegisteredGames()) names.emplace_back(g.name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(EveryGame, OpeningsFile, ::testing::ValuesIn(VariantNames()),
                         [](const auto& case_info) { return case_info.param; });

}  // namespace
}  // namespace melee::testing
