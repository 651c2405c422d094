// TurnRules<G>: BoardRules for a game with steps (Bulltricker, BALL, Cannon Ball). Plies are
// replayed with the whole-turn interface; a human's turn is built with the game's step
// interface, shown by the game's ViewStep, and spelled as one canonical token by the same
// spelling the searchers use (engine/core/turn_spelling.h).
#pragma once

#include <concepts>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "board/board_rules.h"
#include "engine/core/game.h"
#include "engine/core/turn_spelling.h"
#include "games/step_views.h"

namespace melee::board {

// A stepped game whose steps the board can show (its engine/<game>/step_view.h).
template <class G>
concept BoardSteppedGame = SteppedGame<G> &&
    requires(const typename G::Position& pos, const typename G::Step& step) {
  { ViewStep(pos, step) } -> std::same_as<StepView>;
};

template <BoardSteppedGame G>
class TurnRules final : public BoardRules {
 public:
  explicit TurnRules(const GameEntry& entry) : entry_(entry) {}

  std::string_view name() const override { return G::kName; }
  bool simultaneous() const override { return false; }
  std::unique_ptr<GameSession> NewSession() const override { return entry_.make(); }

  Replay Play(std::optional<std::string_view> fen,
              std::span<const std::string> moves) const override {
    Replay r;
    // The session decides legality and the end (repetition needs the whole record).
    const std::unique_ptr<GameSession> session = entry_.make();
    const std::vector<std::string_view> views(moves.begin(), moves.end());
    if (PositionResult pr = session->SetPosition(fen, views); !pr.error.empty()) {
      r.error = pr.error;
      return r;
    }
    std::optional<typename G::Position> pos = Parse(fen, r.error);
    if (!pos) return r;
    r.root_fen = G::FormatPosition(*pos);
    for (const std::string& token : moves) {
      const std::optional<typename G::Move> move = G::ParseMove(*pos, token);
      if (!move) {  // cannot happen after the session accepted the list; kept as a guard
        r.error = "illegal move " + token;
        return r;
      }
      std::string canonical = G::FormatMove(*pos, *move);
      const bool p1_moved = pos->side_to_move() == Side::kP1;
      G::Play(*pos, *move);
      r.plies.push_back({std::move(canonical), G::FormatPosition(*pos), p1_moved});
    }
    r.fen = session->fen();
    r.p1_turn = session->p1_turn();
    r.status = session->status();
    return r;
  }

  TurnSteps Steps(std::string_view fen, std::span<const int> chosen) const override {
    TurnSteps t;
    std::optional<typename G::Position> pos = Parse(fen, t.error);
    if (!pos) return t;
    if (G::Status(*pos).over()) {
      t.error = "the game is over";
      return t;
    }
    const typename G::Position start = *pos;
    const Side side = pos->side_to_move();
    std::vector<typename G::Step> played;
    auto list = std::make_unique<typename G::StepList>();
    for (const int index : chosen) {
      if (t.done) {
        t.error = "the turn has already ended";
        return t;
      }
      G::GenerateSteps(*pos, *list);
      if (index < 0 || static_cast<std::size_t>(index) >= list->size()) {
        t.error = "no step " + std::to_string(index);
        return t;
      }
      const typename G::Step step = (*list)[index];
      G::PlayStep(*pos, step);
      played.push_back(step);
      t.done = pos->side_to_move() != side || G::Status(*pos).over();
    }
    t.board = G::FormatPosition(*pos);
    if (t.done) {
      t.token = StepsToken<G>(start, played, *pos);
      if (t.token.empty()) t.error = "the steps make no legal turn";
      return t;
    }
    G::GenerateSteps(*pos, *list);
    t.options.reserve(list->size());
    for (const typename G::Step& step : *list) t.options.push_back(ViewStep(*pos, step));
    return t;
  }

 private:
  std::optional<typename G::Position> Parse(std::optional<std::string_view> fen,
                                            std::string& error) const {
    const GameRules rules = GameRules::Defaults(G::kOptions);
    if (!fen) return G::StartPosition(rules);
    std::optional<typename G::Position> pos = G::ParsePosition(*fen, rules, error);
    if (!pos) error = "invalid position: " + error;
    return pos;
  }

  const GameEntry& entry_;
};

}  // namespace melee::board
