// Checks every real game's alpha-beta instantiation must pass: legal answers from random
// positions, determinism, the tactics of positions/<game>/tactics.txt and the bench signature.
// Each game's test file calls them with its own numbers.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "engine/core/random.h"
#include "search/alpha_beta.h"
#include "search/bench_signature.h"
#include "tests/search/search_test_util.h"

namespace melee::search_test {

inline std::string ReadPositionsFile(const std::string& game, const std::string& name) {
  std::ifstream in(std::string(MELEE_POSITIONS_DIR) + "/" + game + "/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

template <SteppedGame G>
typename G::Position StartOf() {
  return G::StartPosition(GameRules::Defaults(G::kOptions));
}

// Seeded random playouts; every `every` turns a node-limited search must answer a legal turn
// with a legal whole-turn pv, and a depth-limited one too.
template <SteppedGame G>
void ExpectLegalAnswersFromRandomPositions(int playouts, int turns, int every, int64_t nodes,
                                           int depth) {
  auto list = std::make_unique<typename G::TurnList>();
  search::AlphaBeta<G> searcher(4);
  const std::atomic<bool> stop{false};
  for (int seed = 0; seed < playouts; ++seed) {
    typename G::Position pos = StartOf<G>();
    Rng rng(static_cast<uint64_t>(seed) + 100);
    for (int turn = 0; turn < turns && !G::Status(pos).over(); ++turn) {
      if (turn % every == 0) {
        search::SearchLimits limits;
        limits.nodes = nodes;
        std::vector<std::string> pv;
        search::SearchCallbacks callbacks;
        callbacks.on_iteration = [&pv](const search::IterationInfo& i) { pv = i.pv; };
        const search::SearchOutcome out = searcher.Search(pos, {}, limits, {}, callbacks, stop);
        EXPECT_TRUE(G::ParseMove(pos, out.best_move).has_value())
            << G::FormatPosition(pos) << " -> " << out.best_move;
        EXPECT_TRUE(IsLegalLine<G>(pos, pv)) << G::FormatPosition(pos);
        search::SearchLimits fixed;
        fixed.depth = depth;
        const search::SearchOutcome deep = searcher.Search(pos, {}, fixed, {}, {}, stop);
        EXPECT_TRUE(G::ParseMove(pos, deep.best_move).has_value()) << G::FormatPosition(pos);
      }
      list->Clear();
      G::GenerateTurns(pos, *list);
      G::Play(pos, (*list)[rng.Below(list->size())]);
    }
  }
}

template <SteppedGame G>
void ExpectDeterministic(const typename G::Position& pos, int depth, int threads_for_smoke) {
  const search::SearchOutcome a = SearchDepth<G>(pos, depth);
  const search::SearchOutcome b = SearchDepth<G>(pos, depth);
  EXPECT_EQ(a.last.nodes, b.last.nodes);
  EXPECT_EQ(a.best_move, b.best_move);
  const search::SearchOutcome smp = SearchDepth<G>(pos, depth, 4, threads_for_smoke);
  EXPECT_TRUE(G::ParseMove(pos, smp.best_move).has_value());
}

// positions/<game>/tactics.txt: `<position> ; <winning turn> ; <turns>`. Within the node
// budget the searcher must prove a win in at most <turns> of its turns; a win in 1 must be
// a turn that ends the game won.
template <SteppedGame G>
void ExpectTacticsSolved(const std::string& game, int64_t node_budget, int minimum_count) {
  std::istringstream lines(ReadPositionsFile(game, "tactics.txt"));
  std::string line;
  int count = 0;
  search::AlphaBeta<G> searcher(16);
  const std::atomic<bool> stop{false};
  while (std::getline(lines, line)) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t a = line.find(" ; ");
    const std::size_t b = line.find(" ; ", a + 3);
    ASSERT_NE(b, std::string::npos) << line;
    const std::string text = line.substr(0, a);
    const int turns = std::stoi(line.substr(b + 3));
    std::string why;
    const std::optional<typename G::Position> pos =
        G::ParsePosition(text, GameRules::Defaults(G::kOptions), why);
    ASSERT_TRUE(pos.has_value()) << line << ": " << why;
    ASSERT_TRUE(G::ParseMove(*pos, line.substr(a + 3, b - a - 3)).has_value()) << line;
    searcher.Clear();
    search::SearchLimits limits;
    limits.nodes = node_budget;
    limits.mate = turns;
    const search::SearchOutcome out = searcher.Search(*pos, {}, limits, {}, {}, stop);
    EXPECT_TRUE(out.last.is_mate && out.last.score >= 1 && out.last.score <= turns)
        << line << " -> " << out.best_move << " " << ScoreText(out.last);
    if (turns == 1) {
      typename G::Position after = *pos;
      G::Play(after, *G::ParseMove(*pos, out.best_move));
      EXPECT_EQ(G::Status(after).outcome, WinFor(pos->side_to_move())) << line;
    }
    ++count;
  }
  EXPECT_GE(count, minimum_count);
}

// The bench signature over positions/<game>/bench.txt at its own depths; also the same twice.
template <SteppedGame G>
uint64_t BenchNodes(const std::string& game) {
  const std::string text = ReadPositionsFile(game, "bench.txt");
  const search::BenchResult first = search::RunBench<G>(text, GameRules::Defaults(G::kOptions));
  EXPECT_EQ(first.error, "");
  EXPECT_GE(first.lines.size(), 8u);
  const search::BenchResult second = search::RunBench<G>(text, GameRules::Defaults(G::kOptions));
  EXPECT_EQ(first.nodes, second.nodes);
  return first.nodes;
}

}  // namespace melee::search_test
