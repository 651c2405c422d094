// Two tiny SteppedGames for the searcher's tests, small enough to solve by brute force.
//  * TreeGame: every step sequence reaches a distinct position (no transpositions), so a
//    fixed-depth alpha-beta must equal plain minimax exactly. A turn is one step, or two when
//    the first lands on a "continue" position (a hash decides), so children of one node mix
//    same-side and other-side positions. Some turn starts are decided (a hash picks the
//    winner), the rest are evaluated by a hash. Steps are 'a', 'b', 'c'; a turn's token spells
//    its steps ("a", "ca").
//  * StepNim: one pile; a turn takes one stone, then may take a second one ('t') or stop
//    ('e'); optionally the whole turn may be a pass ('p'). Taking the last stone wins at once
//    (in the middle of the turn). Without passes a pile of 3k loses; the winner of 3k + r
//    wins on its (k + 1)-th turn. With passes a lost pile is a draw by repetition.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/move_list.h"
#include "eval/eval.h"

namespace melee::search_test {

// ParseMove of every toy game: the legal turn whose token is `text`.
template <class Game>
std::optional<typename Game::Move> TurnSpelled(const typename Game::Position& p,
                                               std::string_view text) {
  typename Game::TurnList list;
  Game::GenerateTurns(p, list);
  for (const typename Game::Move& m : list) {
    if (Game::FormatMove(p, m) == text) return m;
  }
  return std::nullopt;
}

constexpr uint64_t Mix(uint64_t x) {
  x ^= x >> 31;
  x *= 0x7fb5d329728ea185ull;
  x ^= x >> 27;
  x *= 0x81dadef4bc2dd44dull;
  return x ^ (x >> 33);
}

struct TreeGame {
  struct Position {
    uint64_t path = 1;  // a hash of the steps played so far
    int steps_played = 0;
    bool mid_turn = false;
    Side side = Side::kP1;
    uint64_t key() const { return Mix(path ^ (mid_turn ? 0x55 : 0) ^ (Index(side) << 8)); }
    Side side_to_move() const { return side; }
    friend bool operator==(const Position&, const Position&) = default;
  };
  using Step = uint8_t;  // 0..2
  struct Move {
    uint8_t count = 0;
    std::array<uint8_t, 2> steps{};
    friend bool operator==(const Move&, const Move&) = default;
  };
  using StepList = MoveList<Step, 3>;
  using TurnList = MoveList<Move, 9>;
  static constexpr std::string_view kName = "tree";
  static constexpr std::array<OptionSpec, 0> kOptions{};
  static constexpr int kRepetitionLimit = 0;
  static constexpr int kMaxSteps = 14;  // a draw once this many steps are played

  static Position StartPosition(const GameRules&) { return {}; }
  static std::optional<Position> ParsePosition(std::string_view text, const GameRules&,
                                               std::string& error) {
    Position p;
    for (char c : text) {
      if (c < 'a' || c > 'c' || Status(p).over()) return error = "bad step", std::nullopt;
      PlayStep(p, static_cast<Step>(c - 'a'));
    }
    return p;
  }
  static std::string FormatPosition(const Position& p) { return std::to_string(p.path); }
  static std::string Diagram(const Position& p) { return FormatPosition(p); }
  static GameStatus Status(const Position& p) {
    if (p.steps_played >= kMaxSteps) return {Outcome::kDraw, "length"};
    if (!p.mid_turn && p.steps_played > 0 && Mix(p.path) % 11 == 0) {
      return {Mix(p.path ^ 7) % 2 ? Outcome::kP1Win : Outcome::kP2Win, "hash"};
    }
    return {};
  }
  static uint64_t ComputeKey(const Position& p) { return p.key(); }
  static uint64_t RepetitionKey(const Position& p) { return p.key(); }
  static GameStatus RepetitionStatus(const Position&) { return {Outcome::kDraw, "repetition"}; }

  static void GenerateSteps(const Position& p, StepList& steps) {
    steps.Clear();
    if (Status(p).over()) return;
    for (Step s = 0; s < 3; ++s) steps.Add(s);
  }
  static void PlayStep(Position& p, Step s) {
    p.path = Mix(p.path * 3 + s + 1);
    ++p.steps_played;
    const bool continues = !p.mid_turn && Mix(p.path ^ 3) % 4 == 0;
    p.mid_turn = continues;
    if (!continues) p.side = Opponent(p.side);
  }
  static void GenerateTurns(const Position& p, TurnList& list) {
    list.Clear();
    if (Status(p).over()) return;
    for (Step a = 0; a < 3; ++a) {
      Position q = p;
      PlayStep(q, a);
      if (q.side != p.side || Status(q).over()) {
        list.Add({1, {a, 0}});
        continue;
      }
      for (Step b = 0; b < 3; ++b) list.Add({2, {a, b}});
    }
  }
  static void Play(Position& p, const Move& m) {
    for (int i = 0; i < m.count; ++i) PlayStep(p, m.steps[static_cast<std::size_t>(i)]);
  }
  static std::string FormatMove(const Position&, const Move& m) {
    std::string out;
    for (int i = 0; i < m.count; ++i)
      out += static_cast<char>('a' + m.steps[static_cast<std::size_t>(i)]);
    return out;
  }
  static std::optional<Move> ParseMove(const Position& p, std::string_view text) {
    return TurnSpelled<TreeGame>(p, text);
  }
};
static_assert(SteppedGame<TreeGame>);

struct StepNim {
  struct Position {
    int pile = 7;
    bool mid_turn = false;
    bool passes = false;  // whether a whole turn may be a pass
    Side side = Side::kP1;
    uint64_t key() const { return ComputeKey(*this); }
    Side side_to_move() const { return side; }
    friend bool operator==(const Position&, const Position&) = default;
  };
  using Step = char;              // 't' take one, 'e' end the turn, 'p' pass
  using Move = std::string_view;  // "t", "tt", "p"
  using StepList = MoveList<Step, 3>;
  using TurnList = MoveList<Move, 3>;
  static constexpr std::string_view kName = "stepnim";
  static constexpr std::array<OptionSpec, 0> kOptions{};
  static constexpr int kRepetitionLimit = 3;

  static Position StartPosition(const GameRules&) { return {}; }
  // "<pile>" or "<pile>p" (passes allowed); p1 to move at a turn start.
  static std::optional<Position> ParsePosition(std::string_view text, const GameRules&,
                                               std::string& error) {
    Position p;
    p.passes = !text.empty() && text.back() == 'p';
    if (p.passes) text.remove_suffix(1);
    if (text.empty() || text.size() > 2) return error = "bad pile", std::nullopt;
    p.pile = 0;
    for (char c : text) {
      if (c < '0' || c > '9') return error = "bad pile", std::nullopt;
      p.pile = p.pile * 10 + (c - '0');
    }
    return p;
  }
  static std::string FormatPosition(const Position& p) {
    return std::to_string(p.pile) + (p.passes ? "p" : "");
  }
  static std::string Diagram(const Position& p) { return FormatPosition(p); }
  static GameStatus Status(const Position& p) {
    // The side that took the last stone is the mover (mid turn) or the side not to move.
    if (p.pile == 0) return {WinFor(p.mid_turn ? p.side : Opponent(p.side)), "empty"};
    return {};
  }
  static uint64_t ComputeKey(const Position& p) {
    return Mix(static_cast<uint64_t>(p.pile) * 8 + p.mid_turn * 4 + p.passes * 2 + Index(p.side));
  }
  static uint64_t RepetitionKey(const Position& p) { return ComputeKey(p); }
  static GameStatus RepetitionStatus(const Position&) { return {Outcome::kDraw, "repetition"}; }

  static void GenerateSteps(const Position& p, StepList& steps) {
    steps.Clear();
    if (Status(p).over()) return;
    steps.Add('t');
    if (p.mid_turn) steps.Add('e');
    if (!p.mid_turn && p.passes) steps.Add('p');
  }
  static void PlayStep(Position& p, Step s) {
    if (s == 't') {
      --p.pile;
      if (p.pile == 0) {  // won in the middle of the turn: Status reads the mover
        p.mid_turn = true;
        return;
      }
      if (!p.mid_turn) {
        p.mid_turn = true;
        return;
      }
    }
    p.mid_turn = false;
    p.side = Opponent(p.side);
  }
  static void GenerateTurns(const Position& p, TurnList& list) {
    list.Clear();
    if (Status(p).over()) return;
    list.Add("t");
    if (p.pile >= 2) list.Add("tt");
    if (p.passes) list.Add("p");
  }
  static void Play(Position& p, Move m) {
    if (m == "p") return PlayStep(p, 'p');
    PlayStep(p, 't');
    if (Status(p).over()) return;
    PlayStep(p, m == "tt" ? 't' : 'e');
  }
  static std::string FormatMove(const Position&, Move m) { return std::string(m); }
  static std::optional<Move> ParseMove(const Position& p, std::string_view text) {
    return TurnSpelled<StepNim>(p, text);
  }
};
static_assert(SteppedGame<StepNim>);

}  // namespace melee::search_test

namespace melee {
template <>
struct Eval<search_test::TreeGame> {
  static int Evaluate(const search_test::TreeGame::Position& p) {
    return static_cast<int>(search_test::Mix(p.path ^ 0xe) % 201) - 100;
  }
  static std::vector<EvalTerm> Explain(const search_test::TreeGame::Position&) { return {}; }
};
template <>
struct Eval<search_test::StepNim> {
  static int Evaluate(const search_test::StepNim::Position&) { return 0; }
  static std::vector<EvalTerm> Explain(const search_test::StepNim::Position&) { return {}; }
};
}  // namespace melee
