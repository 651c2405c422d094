// Regenerates positions/<game>/bench.txt and positions/<game>/tactics.txt (docs/search.md):
//   search_find_positions bench <game>    every 6th position of a seed-0 random playout
//   search_find_positions tactics <game> [first seed]
//       positions of seeded random playouts where the searcher proves a win in 1..3 of the
//       mover's turns, as `<position> ; <winning turn> ; <turns>`. Cannon Ball positions get
//       the score 2-2 first (TriesToWin 3), so that any try decides: random play scores none.
#include <atomic>
#include <cstdio>
#include <memory>
#include <set>
#include <string>
#include <string_view>

#include "engine/core/random_playout.h"
#include "games/games.h"
#include "search/alpha_beta.h"

namespace melee {
namespace {

// Playouts are this long at most; tactics are looked for from kFirstTacticTurn on.
constexpr int kPlayoutTurns = 120;
constexpr int kFirstTacticTurn = 10;
constexpr int kTacticsWanted = 36;
constexpr int kMaxWinTurns = 3;
constexpr int64_t kTacticNodes = 20'000;  // proves most short wins; the test allows more

template <class G>
void PrintBench() {
  typename G::Position pos = G::StartPosition(GameRules::Defaults(G::kOptions));
  Rng rng(0);
  auto list = std::make_unique<typename G::TurnList>();
  for (int turn = 0; turn <= 60 && !G::Status(pos).over(); ++turn) {
    if (turn % 6 == 0) std::printf("%s\n", G::FormatPosition(pos).c_str());
    PlayRandomTurn<G>(pos, rng, *list);
  }
}

// The position the tactic is looked for in: as played, except in a game that keeps a score
// (Cannon Ball, see above).
template <class G>
typename G::Position Sharpen(const typename G::Position& pos) {
  if constexpr (requires { pos.score[1]; }) {
    std::string text = G::FormatPosition(pos);
    const std::size_t score = text.find(" 0-0 ");
    if (score == std::string::npos) return pos;
    text.replace(score, 5, " 2-2 ");
    std::string why;
    return G::ParsePosition(text, GameRules::Defaults(G::kOptions), why).value_or(pos);
  }
  return pos;
}

template <class G, class E>
void PrintTactics(uint64_t first_seed) {
  auto list = std::make_unique<typename G::TurnList>();
  std::set<std::string> seen;
  int found = 0;
  search::AlphaBeta<G, E> searcher(16);
  search::SearchLimits limits;
  limits.nodes = kTacticNodes;
  const std::atomic<bool> stop{false};
  for (uint64_t seed = first_seed; seed < first_seed + 400 && found < kTacticsWanted; ++seed) {
    typename G::Position pos = G::StartPosition(GameRules::Defaults(G::kOptions));
    Rng rng(seed);
    for (int turn = 0; turn < kPlayoutTurns && !G::Status(pos).over(); ++turn) {
      if (turn >= kFirstTacticTurn) {
        const typename G::Position puzzle = Sharpen<G>(pos);
        searcher.Clear();
        const search::SearchOutcome out =
            searcher.Search({puzzle, {}}, search::SearchRequest{limits, {}, {}, stop});
        const int wins = out.last.is_mate ? out.last.score : 0;
        const std::string text = G::FormatPosition(puzzle);
        if (wins >= 1 && wins <= kMaxWinTurns && seen.insert(text).second) {
          std::printf("%s ; %s ; %d\n", text.c_str(), out.best_move.c_str(), wins);
          std::fflush(stdout);
          ++found;
          break;  // one position per playout: more variety
        }
      }
      PlayRandomTurn<G>(pos, rng, *list);
    }
  }
}

template <class G, class E>
int Run(std::string_view mode, uint64_t first_seed) {
  if (mode == "bench") {
    PrintBench<G>();
  } else {
    PrintTactics<G, E>(first_seed);
  }
  return 0;
}

}  // namespace
}  // namespace melee

int main(int argc, char** argv) {
  if (argc != 3 && argc != 4) {
    std::fprintf(stderr, "usage: %s bench|tactics <game> [first seed]\n", argv[0]);
    return 2;
  }
  const uint64_t first_seed = argc == 4 ? std::stoull(argv[3]) : 1;
  const std::string_view mode = argv[1];
  const std::string_view game = argv[2];
  int status = -1;
  melee::ForEachType(melee::games::SteppedGames{}, [&]<class B>() {
    if (game == B::Game::kName) {
      status = melee::Run<typename B::Game, typename B::Evaluator>(mode, first_seed);
    }
  });
  if (status >= 0) return status;
  std::fprintf(stderr, "unknown or unbuilt game %s\n", argv[2]);
  return 2;
}
