// Soule Royale (spec: ../shared/spec/soule.md, seed 000_11bb86fba89f7492): a simultaneous
// two-side game on a line of 7 cells (0 = A's goal, 6 = B's goal, ball starts on 3).
// n players a side (1..22), 4 PP each. Stage 0 is the placement (each player at distance
// 1..3 from the middle in his own camp); then turns 1..T (T = 0: until a goal). In a turn both
// tactics are executed interleaved I1, J1, I2, J2, ... (I = initiative holder, alternating
// every turn): `+` advances (pushing the ball one cell on when stepping from the cell behind
// it onto it), `-` retreats, `0` waits, `k` hits opposing player k if he stands on the
// hitter's cell at that moment. PP <= 0 = knocked out: does nothing more, stays hittable and
// on his cell until the end of the turn, then leaves the field (`x`). A goal ends the match at
// once; after turn T without a goal the match is drawn.
//
// House interpretations (docs/soule.md has the reasons):
//  * A move that would leave the field does nothing; `+` from the ball's own cell leaves the
//    ball in place; `-` and `0` never move the ball; no own goal is possible.
//  * PP saturates at 0 in the state: below 0 has no effect once the optional recovery rule is
//    left out, and PP is printed clamped anyway.
//  * The final position of a goal keeps the turn number and initiative of the turn being
//    played and the players knocked out in it on their cells with PP 0.
//  * Position validation: turn 0 <=> every player `?`, then ball 3 and PP 4; otherwise no `?`;
//    `x` <=> PP 0 except knocked-out players left on the field by a goal; the ball is in a goal
//    only in such a final position (1 <= turn <= T); turn <= T + 1 when T > 0.
//  * Tactics: the orders given are kept and printed back (`x`/`X` as `0`); orders of players
//    off the field are normalised to `0`. A hit on a player not on the hitter's cell is legal
//    and does nothing. Numbers have no leading zeros.
//  * Effective order sets (query moves, tactic enumeration, perft): `+` and `-` when they stay
//    on the field, `0`, then hits ascending on opposing players on the field within one cell;
//    placement `1,2,3`; players off the field `0`. Printed in that order.
//  * No repetition rule (kRepetitionLimit = 0): the spec has none, and the turn number makes
//    every position distinct.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/game.h"
#include "engine/core/random.h"
#include "engine/core/rules.h"
#include "engine/core/types.h"
#include "engine/soule/position.h"

namespace melee {

namespace soule {

// The orders of one player that can have an effect, in canonical order.
struct OrderSet {
  std::array<int8_t, 3 + kMaxPlayers> orders{};
  int size = 0;
};

// The effective order set of `player` of `side` (the position must not be over).
OrderSet EffectiveOrders(const Position& pos, Side side, int player);

}  // namespace soule

struct Soule {
  using Position = soule::Position;
  using Tactic = soule::Tactic;

  static constexpr std::string_view kName = "soule";
  static constexpr std::array<OptionSpec, 2> kOptions = {{
      {"Soule Teams", OptionKind::kSpin, soule::kDefaultPlayers, 1, soule::kMaxPlayers},
      {"Soule Turns", OptionKind::kSpin, soule::kDefaultMaxTurns, 0, 1000},
  }};
  static constexpr int kRepetitionLimit = 0;

  // rules.values = {Soule Teams, Soule Turns}; out-of-range values are clamped.
  static Position StartPosition(const GameRules& rules);
  static std::optional<Position> ParsePosition(std::string_view text, const GameRules& rules,
                                               std::string& error);
  static std::string FormatPosition(const Position& pos);
  static std::string Diagram(const Position& pos);
  static GameStatus Status(const Position& pos);
  static uint64_t ComputeKey(const Position& pos) { return soule::ComputeKey(pos); }
  static uint64_t RepetitionKey(const Position& pos) { return pos.key(); }

  // nullopt when the text is not a tactic of `side` here (or the match is over).
  static std::optional<Tactic> ParseTactic(const Position& pos, Side side, std::string_view text);
  static std::string FormatTactic(const Position& pos, Side side, const Tactic& tactic);
  // Plays one stage: the placement or a turn. `pos` must not be over; the tactics must come
  // from ParseTactic / RandomTactic / ForEachTactic for this position (A's part, B's part).
  static void Resolve(Position& pos, const Tactic& a_part, const Tactic& b_part);
  // `query moves`: "1:+,-,0 2:+,0,3 ..." (empty when the match is over).
  static std::string OrderSets(const Position& pos, Side side);
  // Uniform per player over that player's effective order set.
  static Tactic RandomTactic(const Position& pos, Side side, Rng& rng);

  // Calls f(const Tactic&) once per effective tactic (the product of the players' effective
  // order sets, last player varying fastest); never when the match is over. Exponential in n.
  template <class F>
  static void ForEachTactic(const Position& pos, Side side, F&& f) {
    if (Status(pos).over()) return;
    const int n = pos.players();
    std::array<soule::OrderSet, soule::kMaxPlayers> sets;
    std::array<int, soule::kMaxPlayers> index{};
    Tactic tactic;
    for (int i = 0; i < n; ++i) {
      sets[i] = soule::EffectiveOrders(pos, side, i);
      tactic.orders[i] = sets[i].orders[0];
    }
    while (true) {
      f(static_cast<const Tactic&>(tactic));
      int i = n - 1;  // odometer step
      while (i >= 0 && ++index[i] == sets[i].size) {
        index[i] = 0;
        tactic.orders[i] = sets[i].orders[0];
        --i;
      }
      if (i < 0) return;
      tactic.orders[i] = sets[i].orders[index[i]];
    }
  }
};

}  // namespace melee
