// The Soule part of `melee bench` (solve/soule/soule_bench.h) on positions/soule/bench.txt:
// deterministic, and its node count pinned. The count moves whenever Soule's rules, evaluation
// or searches change: record the new value here (and the total in
// tests/engine/bench_signature_test.cc) in the same commit, saying why.
#include "solve/soule/soule_bench.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

namespace melee::soule {
namespace {

constexpr uint64_t kSouleBenchSignature = 182994;

std::string BenchFile() {
  std::ifstream in(std::string(SOULE_POSITIONS_DIR) + "/bench.txt");
  EXPECT_TRUE(in.good());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(SouleBench, RunsEveryLineOfTheFile) {
  const SouleBenchResult r = RunSouleBench(BenchFile());
  EXPECT_EQ(r.error, "");
  int searches = 0, mates = 0;
  for (const SouleBenchLine& line : r.lines) {
    EXPECT_GT(line.nodes, 0u);
    (line.kind == "search" ? searches : mates)++;
  }
  EXPECT_GE(searches, 8);
  EXPECT_GE(mates, 2);
}

TEST(SouleBench, IsDeterministic) {
  const std::string text = BenchFile();
  const SouleBenchResult a = RunSouleBench(text), b = RunSouleBench(text);
  ASSERT_EQ(a.lines.size(), b.lines.size());
  for (std::size_t i = 0; i < a.lines.size(); ++i) {
    EXPECT_EQ(a.lines[i].nodes, b.lines[i].nodes) << i;
    EXPECT_EQ(a.lines[i].answer, b.lines[i].answer) << i;
  }
  EXPECT_EQ(a.nodes, b.nodes);
}

TEST(SouleBench, MatchesTheRecordedNodeCount) {
  EXPECT_EQ(RunSouleBench(BenchFile()).nodes, kSouleBenchSignature);
}

TEST(SouleBench, TheBudgetLineBoundsTheSearches) {
  const std::string pos = "22122112211/44444444444 44455665544/44444444444 3 1 A 7\n";
  const SouleBenchResult small = RunSouleBench("nodes 1000\n" + pos);
  const SouleBenchResult large = RunSouleBench("nodes 8000\n" + pos);
  ASSERT_EQ(small.lines.size(), 1u);
  EXPECT_LT(small.nodes, large.nodes);
  EXPECT_LT(small.nodes, 2000u);
}

TEST(SouleBench, ReportsAndSkipsMalformedLines) {
  const SouleBenchResult r = RunSouleBench(
      "# comment\nnodes x\nnot a position\n4/4 6/4 5 1 A 7 ; A ; 2\n4/4 6/4 5 1 A 7 ; C ; 2\n");
  EXPECT_NE(r.error.find("bad node budget"), std::string::npos) << r.error;
  ASSERT_EQ(r.lines.size(), 1u);
  EXPECT_EQ(r.lines[0].kind, "mate");
  EXPECT_EQ(r.lines[0].answer.rfind("mate 1 +", 0), 0u) << r.lines[0].answer;
  EXPECT_EQ(r.nodes, r.lines[0].nodes);
}

}  // namespace
}  // namespace melee::soule
