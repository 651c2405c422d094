// Self-play for the tuner: games of the alpha-beta searcher against itself at a fixed node
// budget, the first turns random for variety, keeping the quiet positions with the game's
// result. Single-threaded and deterministic for a given seed (node limits, no clock).
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/random.h"
#include "eval/eval.h"
#include "search/alpha_beta.h"
#include "search/score.h"
#include "tune/sample_file.h"

namespace melee::tune {

struct SelfPlaySettings {
  int games = 10;
  uint64_t seed = 0;
  int64_t nodes = 4000;    // per searched turn
  int random_turns = 6;    // uniformly random turns at the start of each game
  int max_turns = 600;     // a game still running then is scored a draw
  int quiet_margin = 100;  // keep a position only if |search - static eval| is at most this
  std::size_t hash_mb = 8;
  // Label each position with the side that scores next instead of the game's result, in games
  // whose field resets after every score (Cannon Ball's tries): what happens on the field
  // decides the next try, not the game three tries later.
  bool label_next_score = false;
};

// The scores of a game that keeps them (Cannon Ball), else nothing.
template <class G>
std::optional<std::array<int, 2>> Scores(const typename G::Position& pos) {
  if constexpr (requires { pos.score[1]; }) {
    return std::array<int, 2>{pos.score[0], pos.score[1]};
  } else {
    return std::nullopt;
  }
}

// p1's score of a finished game.
inline double P1Score(Outcome outcome) {
  if (outcome == Outcome::kP1Win) return 1;
  if (outcome == Outcome::kP2Win) return 0;
  return 0.5;
}

// One game; its quiet positions (searched turns only, not the random ones) are appended to
// `out` with the result.
template <SteppedGame G, EvaluatorOf<G> E>
void PlayOneGame(const SelfPlaySettings& settings, Rng& rng, search::AlphaBeta<G, E>& searcher,
                 std::vector<LabelledPosition>& out) {
  const GameRules rules = GameRules::Defaults(G::kOptions);
  typename G::Position pos = G::StartPosition(rules);
  std::vector<uint64_t> record;  // repetition keys before the current position
  std::vector<std::string> quiet;
  // With label_next_score: the positions since the last score, labelled when the next comes.
  std::size_t unlabelled = 0;
  auto label_rally = [&](double score) {
    for (; unlabelled < quiet.size(); ++unlabelled)
      out.push_back({score, std::move(quiet[unlabelled])});
  };
  auto turns = std::make_unique<typename G::TurnList>();
  search::SearchLimits limits;
  limits.nodes = settings.nodes;
  const std::atomic<bool> never{false};
  searcher.Clear();
  GameStatus status;
  for (int turn = 0; turn < settings.max_turns; ++turn) {
    status = G::Status(pos);
    if (status.over()) break;
    if (G::kRepetitionLimit > 0) {
      const uint64_t key = G::RepetitionKey(pos);
      if (std::count(record.begin(), record.end(), key) + 1 >= G::kRepetitionLimit) {
        status = G::RepetitionStatus(pos);
        break;
      }
    }
    std::optional<typename G::Move> move;
    if (turn < settings.random_turns) {
      G::GenerateTurns(pos, *turns);
      move = (*turns)[rng.Below(turns->size())];
    } else {
      const search::SearchOutcome result = searcher.Search(
          {pos, record}, search::SearchRequest{limits, search::SearchOptions{}, {}, never});
      const int static_eval = E::Evaluate(pos);
      if (!result.last.is_mate &&
          std::abs(result.last.score - static_eval) <= settings.quiet_margin) {
        quiet.push_back(G::FormatPosition(pos));
      }
      move = G::ParseMove(pos, result.best_move);
    }
    record.push_back(G::RepetitionKey(pos));
    const auto scores_before = Scores<G>(pos);
    G::Play(pos, *move);
    if (settings.label_next_score && scores_before && Scores<G>(pos) != scores_before) {
      label_rally((*Scores<G>(pos))[0] > (*scores_before)[0] ? 1.0 : 0.0);
    }
  }
  if (!status.over()) status = G::Status(pos);  // the turn cap: the last turn may have ended it
  // The last rally: the game's result (with next-score labels, a draw unless a score ended it,
  // which the loop above already labelled).
  label_rally(settings.label_next_score ? 0.5 : P1Score(status.outcome));
}

template <SteppedGame G, EvaluatorOf<G> E>
std::vector<LabelledPosition> SelfPlay(const SelfPlaySettings& settings) {
  std::vector<LabelledPosition> out;
  Rng rng(settings.seed);
  search::AlphaBeta<G, E> searcher(settings.hash_mb);
  for (int game = 0; game < settings.games; ++game) PlayOneGame<G, E>(settings, rng, searcher, out);
  return out;
}

}  // namespace melee::tune
