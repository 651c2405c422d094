// 100,000 random and mutated lines through the command loop: it must never crash, hang or
// print a partial line, and every line it prints must be a protocol line.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/core/random.h"
#include "tests/protocol/toy_registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

const std::vector<std::string> kSeeds = {
    "ugi",
    "uci",
    "isready",
    "setoption name Hash value 32",
    "setoption name UCI_Variant value pennies",
    "setoption name UCI_Variant value nim",
    "setoption name Search value random",
    "uginewgame",
    "position startpos",
    "position startpos moves 1 2 3",
    "position fen 9 2 moves pass 1",
    "position startpos moves H T ?",
    "position startpos moves H/T T",
    "go depth 1",
    "go movetime 5",
    "go perft 3",
    "go infinite",
    "stop",
    "ponderhit",
    "query p1turn",
    "query moves",
    "query islegal 2",
    "query result",
    "query fen",
    "d",
    "eval",
    "help",
    "go searchmoves 1 2",
    "go wtime 10 btime 10",
    "setoption name Seed value 3",
    "setoption name Nim Pile value 13",
    "quit",
};

std::string Mutate(std::string line, Rng& rng) {
  const int edits = 1 + static_cast<int>(rng.Below(4));
  for (int e = 0; e < edits; ++e) {
    const std::size_t at = line.empty() ? 0 : rng.Below(line.size() + 1);
    switch (rng.Below(5)) {
      case 0:
        line.insert(at, 1, static_cast<char>(rng.Below(256)));
        break;
      case 1:
        if (at < line.size()) line.erase(at, 1 + rng.Below(3));
        break;
      case 2:
        line.insert(at, " ");
        break;
      case 3:
        if (at < line.size()) line[at] = static_cast<char>(32 + rng.Below(95));
        break;
      default:
        line.insert(at, kSeeds[rng.Below(kSeeds.size())]);
        break;
    }
  }
  return line;
}

TEST(FuzzLinesTest, HundredThousandRandomAndMutatedLinesNeverBreakTheLoop) {
  Transcript t(ToyGames());
  Rng rng(2026);
  int quits = 0;
  for (int i = 0; i < 100'000; ++i) {
    std::string line;
    switch (rng.Below(3)) {
      case 0:
        line = kSeeds[rng.Below(kSeeds.size())];
        break;
      case 1:
        line = Mutate(kSeeds[rng.Below(kSeeds.size())], rng);
        break;
      default:
        for (int n = static_cast<int>(rng.Below(40)); n > 0; --n)
          line += static_cast<char>(rng.Below(256));
    }
    if (!t.loop().HandleLine(line)) ++quits;  // a mutated "quit" is fine: keep feeding
    t.loop().HandleLine("stop");              // ends any infinite search the line started
    if (i % 1000 == 0) {
      for (char c : t.Take()) ASSERT_TRUE(c == '\n' || (c >= 32 && c < 127)) << int(c);
    }
  }
  t.loop().HandleLine("stop");
  t.Take();
  EXPECT_EQ(t.Run("isready"), "readyok\n");
  EXPECT_GT(quits, 0);  // the stream really contained quits, and the loop went on after them
}

}  // namespace
}  // namespace melee::testing
