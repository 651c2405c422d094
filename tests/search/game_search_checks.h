// Checks every real game's alpha-beta instantiation must pass: legal answers from random
// positions, determinism, the tactics of positions/<game>/tactics.txt and the bench signature.
// Each game's test file calls them with its own numbers.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/core/random_playout.h"
#include "search/alpha_beta.h"
#include "search/bench_signature.h"
#include "search/turn_tokens.h"
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

// Whether `token` is a legal turn of `pos` spelled canonically.
template <SteppedGame G>
::testing::AssertionResult IsCanonicalTurn(const typename G::Position& pos,
                                           const std::string& token) {
  const std::optional<typename G::Move> move = G::ParseMove(pos, token);
  if (!move) return ::testing::AssertionFailure() << "illegal " << token;
  const std::string canonical = G::FormatMove(pos, *move);
  if (canonical != token) {
    return ::testing::AssertionFailure() << token << " is spelled " << canonical;
  }
  return ::testing::AssertionSuccess();
}

// Seeded random playouts; every `every` turns the searcher must answer a legal, canonical whole
// turn with a legal whole-turn pv under a node limit of `nodes`, under tiny ones (1, 10 and 100
// nodes: the turn is then completed from inside), with `stop` already set, with a 1 ms
// movetime, and to a fixed depth.
template <SteppedGame G>
void ExpectLegalAnswersFromRandomPositions(int playouts, int turns, int every, int64_t nodes,
                                           int depth) {
  auto list = std::make_unique<typename G::TurnList>();
  search::AlphaBeta<G, Eval<G>> searcher(4);
  const std::atomic<bool> go_on{false};
  const std::atomic<bool> stopped{true};
  for (int seed = 0; seed < playouts; ++seed) {
    typename G::Position pos = StartOf<G>();
    Rng rng(static_cast<uint64_t>(seed) + 100);
    for (int turn = 0; turn < turns && !G::Status(pos).over(); ++turn) {
      if (turn % every == 0) {
        const std::string where = G::FormatPosition(pos);
        for (const int64_t limit : {int64_t{1}, int64_t{10}, int64_t{100}, nodes}) {
          search::SearchLimits limits;
          limits.nodes = limit;
          std::vector<std::string> pv;
          search::SearchCallbacks callbacks;
          callbacks.on_iteration = [&pv](const search::IterationInfo& i) { pv = i.pv; };
          const search::SearchOutcome out =
              searcher.Search({pos, {}}, search::SearchRequest{limits, {}, callbacks, go_on});
          EXPECT_TRUE(IsCanonicalTurn<G>(pos, out.best_move)) << where << " nodes " << limit;
          EXPECT_TRUE(IsLegalLine<G>(pos, pv)) << where << " nodes " << limit;
        }
        const search::SearchOutcome at_once =
            searcher.Search({pos, {}}, search::SearchRequest{{}, {}, {}, stopped});
        EXPECT_TRUE(IsCanonicalTurn<G>(pos, at_once.best_move)) << where << " stopped";
        search::SearchLimits quick;
        quick.movetime = 1;
        search::SearchOptions no_overhead;
        no_overhead.move_overhead_ms = 0;
        const search::SearchOutcome timed =
            searcher.Search({pos, {}}, search::SearchRequest{quick, no_overhead, {}, go_on});
        EXPECT_TRUE(IsCanonicalTurn<G>(pos, timed.best_move)) << where << " movetime 1";
        search::SearchLimits fixed;
        fixed.depth = depth;
        const search::SearchOutcome deep =
            searcher.Search({pos, {}}, search::SearchRequest{fixed, {}, {}, go_on});
        EXPECT_TRUE(IsCanonicalTurn<G>(pos, deep.best_move)) << where << " depth " << depth;
      }
      PlayRandomTurn<G>(pos, rng, *list);
    }
  }
}

// Over seeded random playouts, the token the searcher spells for a whole turn given as steps
// (search::StepTurnTokens, through the game's hooks) is that turn's canonical token, for every
// `stride`-th turn of each position's list. `steps_of(pos, move)` gives a move's steps. The same
// through one search::TurnTokenCache, spelled twice (the second from the cache): its few slots
// are shared by all these turns, so a cache answering for another turn would be caught.
template <SteppedGame G, class StepsOf>
void ExpectStepTokensAreCanonical(int playouts, int turns, std::size_t stride, StepsOf steps_of) {
  auto list = std::make_unique<typename G::TurnList>();
  search::TurnTokenCache<G> cache;
  for (int seed = 0; seed < playouts; ++seed) {
    typename G::Position pos = StartOf<G>();
    Rng rng(static_cast<uint64_t>(seed) + 300);
    for (int turn = 0; turn < turns && !G::Status(pos).over(); ++turn) {
      list->Clear();
      G::GenerateTurns(pos, *list);
      for (std::size_t i = static_cast<std::size_t>(turn) % stride; i < list->size(); i += stride) {
        const std::vector<typename G::Step> path = steps_of(pos, (*list)[i]);
        const std::vector<std::string> tokens = search::StepTurnTokens<G>(pos, path);
        ASSERT_EQ(tokens.size(), 1u) << G::FormatPosition(pos);
        EXPECT_EQ(tokens[0], G::FormatMove(pos, (*list)[i])) << G::FormatPosition(pos);
        for (int lookup = 0; lookup < 2; ++lookup) {
          EXPECT_EQ(search::StepTurnTokens<G>(pos, path, &cache), tokens)
              << G::FormatPosition(pos) << " lookup " << lookup;
        }
      }
      G::Play(pos, (*list)[rng.Below(list->size())]);
    }
  }
}

// In the wins in one turn of positions/<game>/tactics.txt, every step that wins at once is
// forcing (so quiescence sees it and no reduction skips it): the in-turn states of each are
// walked depth first (at most `max_states` of them).
template <SteppedGame G>
void ExpectWinningStepsAreForcing(const std::string& game, std::size_t max_states) {
  std::istringstream lines(ReadPositionsFile(game, "tactics.txt"));
  int wins = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#' || !line.ends_with(" ; 1")) continue;
    std::string why;
    const std::optional<typename G::Position> root =
        G::ParsePosition(line.substr(0, line.find(" ; ")), GameRules::Defaults(G::kOptions), why);
    ASSERT_TRUE(root.has_value()) << line;
    const Side mover = root->side_to_move();
    std::set<uint64_t> seen;
    std::vector<typename G::Position> stack{*root};
    auto steps = std::make_unique<typename G::StepList>();
    while (!stack.empty() && seen.size() < max_states) {
      const typename G::Position at = stack.back();
      stack.pop_back();
      if (!seen.insert(at.key()).second) continue;
      G::GenerateSteps(at, *steps);
      for (const typename G::Step& step : *steps) {
        typename G::Position child = at;
        G::PlayStep(child, step);
        if (G::Status(child).outcome == WinFor(mover)) {
          ++wins;
          EXPECT_TRUE(G::IsForcing(at, step)) << line;
        } else if (child.side_to_move() == mover && !G::Status(child).over()) {
          stack.push_back(child);
        }
      }
    }
  }
  EXPECT_GT(wins, 0);
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
  search::AlphaBeta<G, Eval<G>> searcher(16);
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
    const search::SearchOutcome out =
        searcher.Search({*pos, {}}, search::SearchRequest{limits, {}, {}, stop});
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
  const search::BenchResult first =
      search::RunBench<G, Eval<G>>(text, GameRules::Defaults(G::kOptions));
  EXPECT_EQ(first.error, "");
  EXPECT_GE(first.lines.size(), 8u);
  const search::BenchResult second =
      search::RunBench<G, Eval<G>>(text, GameRules::Defaults(G::kOptions));
  EXPECT_EQ(first.nodes, second.nodes);
  return first.nodes;
}

}  // namespace melee::search_test
