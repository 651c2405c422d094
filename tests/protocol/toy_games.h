// Two tiny games that satisfy the concepts, so the protocol layer is tested on rules small
// enough to check by eye, independently of the real games.
//  * Nim: a pile of stones; a turn takes 1, 2 or 3 (token "1".."3") or passes ("pass");
//    whoever takes the last stone wins. Position "<pile> <side 1|2>". Repetition: the 3rd
//    occurrence is a draw (passing back and forth gets there).
//  * Pennies: both sides show H or T at once; a match scores for A, a mismatch for B; the first
//    to 2 points wins. Position "<a-score>-<b-score>".
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/game.h"
#include "engine/core/move_list.h"
#include "eval/eval.h"
#include "protocol/text.h"

namespace melee::toy {

struct Nim {
  struct Position {
    int pile = 7;
    Side side = Side::kP1;
    uint64_t key() const { return ComputeKey(*this); }
    Side side_to_move() const { return side; }
    friend bool operator==(const Position&, const Position&) = default;
  };
  using Move = int;  // stones taken; 0 = pass
  using TurnList = MoveList<int, 4>;
  static constexpr std::string_view kName = "nim";
  static constexpr std::array<OptionSpec, 1> kOptions{{{"Nim Pile", OptionKind::kSpin, 7, 1, 50}}};
  static constexpr int kRepetitionLimit = 3;

  static Position StartPosition(const GameRules& r) { return {r.values[0], Side::kP1}; }
  static std::optional<Position> ParsePosition(std::string_view text, const GameRules&,
                                               std::string& error) {
    const auto tokens = SplitTokens(text);
    if (tokens.size() != 2) return error = "expected '<pile> <side>'", std::nullopt;
    const auto pile = ParseInt(tokens[0]);
    if (!pile || *pile < 0 || *pile > 50) return error = "bad pile", std::nullopt;
    if (tokens[1] != "1" && tokens[1] != "2") return error = "bad side", std::nullopt;
    return Position{static_cast<int>(*pile), tokens[1] == "1" ? Side::kP1 : Side::kP2};
  }
  static std::string FormatPosition(const Position& p) {
    return std::to_string(p.pile) + (p.side == Side::kP1 ? " 1" : " 2");
  }
  static std::string Diagram(const Position& p) { return std::string(p.pile, 'o'); }
  static GameStatus Status(const Position& p) {
    // The side that took the last stone is the one not to move.
    if (p.pile == 0) return {WinFor(Opponent(p.side)), "empty"};
    return {};
  }
  static uint64_t ComputeKey(const Position& p) { return p.pile * 2 + Index(p.side) + 1; }
  static uint64_t RepetitionKey(const Position& p) { return ComputeKey(p); }
  static GameStatus RepetitionStatus(const Position&) { return {Outcome::kDraw, "repetition"}; }
  static void GenerateTurns(const Position& p, TurnList& list) {
    list.Clear();
    if (Status(p).over()) return;
    list.Add(0);
    for (int k = 1; k <= 3 && k <= p.pile; ++k) list.Add(k);
  }
  static void Play(Position& p, int move) {
    p.pile -= move;
    p.side = Opponent(p.side);
  }
  static std::string FormatMove(const Position&, int move) {
    return move == 0 ? "pass" : std::to_string(move);
  }
  static std::optional<int> ParseMove(const Position& p, std::string_view text) {
    if (Status(p).over()) return std::nullopt;
    if (text == "pass") return 0;
    if (text.size() == 1 && text[0] >= '1' && text[0] <= '3' && text[0] - '0' <= p.pile)
      return text[0] - '0';
    return std::nullopt;
  }
};
static_assert(TurnGame<Nim>);

struct Pennies {
  struct Position {
    int a = 0, b = 0;
    uint64_t key() const { return ComputeKey(*this); }
    friend bool operator==(const Position&, const Position&) = default;
  };
  using Tactic = char;  // 'H' or 'T'
  static constexpr std::string_view kName = "pennies";
  static constexpr std::array<OptionSpec, 0> kOptions{};

  static Position StartPosition(const GameRules&) { return {}; }
  static std::optional<Position> ParsePosition(std::string_view text, const GameRules&,
                                               std::string& error) {
    if (text.size() != 3 || text[1] != '-' || text[0] < '0' || text[0] > '2' || text[2] < '0' ||
        text[2] > '2')
      return error = "expected '<a>-<b>'", std::nullopt;
    return Position{text[0] - '0', text[2] - '0'};
  }
  static std::string FormatPosition(const Position& p) {
    return std::to_string(p.a) + "-" + std::to_string(p.b);
  }
  static std::string Diagram(const Position& p) {
    return "A " + std::to_string(p.a) + " B " + std::to_string(p.b);
  }
  static GameStatus Status(const Position& p) {
    if (p.a >= 2) return {Outcome::kP1Win, "goal"};
    if (p.b >= 2) return {Outcome::kP2Win, "goal"};
    return {};
  }
  static uint64_t ComputeKey(const Position& p) { return p.a * 3 + p.b + 1; }
  static std::optional<char> ParseTactic(const Position&, Side, std::string_view text) {
    if (text == "H" || text == "T") return text[0];
    return std::nullopt;
  }
  static std::string FormatTactic(const Position&, Side, char t) { return std::string(1, t); }
  static void Resolve(Position& p, char a, char b) { (a == b ? p.a : p.b) += 1; }
  static std::string OrderSets(const Position&, Side) { return "1:H,T"; }
  static char RandomTactic(const Position&, Side, Rng& rng) { return rng.Below(2) ? 'T' : 'H'; }
  template <class F>
  static void ForEachTactic(const Position&, Side, F&& f) {
    f('H');
    f('T');
  }
};
static_assert(SimultaneousGame<Pennies>);

}  // namespace melee::toy

namespace melee {
template <>
struct Eval<toy::Nim> {
  // A pile that is a multiple of 4 is lost for the side to move.
  static int Evaluate(const toy::Nim::Position& p) { return p.pile % 4 == 0 ? -100 : 100; }
  static std::vector<EvalTerm> Explain(const toy::Nim::Position& p) {
    return {{"pile mod 4", p.pile % 4, 0}};
  }
};
template <>
struct Eval<toy::Pennies> {
  static int Evaluate(const toy::Pennies::Position& p) { return 100 * (p.a - p.b); }
  static std::vector<EvalTerm> Explain(const toy::Pennies::Position& p) {
    return {{"score", p.a, p.b}};
  }
};
}  // namespace melee
