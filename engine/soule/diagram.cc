// The `d` diagram: one line per cell (goal to goal) listing the players on it as
// <number>:<PP>, then the players off the field.
#include <string>

#include "engine/soule/soule.h"

namespace melee {
namespace {

// "A 1:4 3:2" for the players of `side` whose cell code is `cell`, or "A -".
std::string PlayersOn(const Soule::Position& pos, Side side, int cell) {
  std::string out(1, side == Side::kP1 ? 'A' : 'B');
  bool any = false;
  for (int i = 0; i < pos.players(); ++i) {
    if (pos.cell(side, i) != cell) continue;
    out += ' ' + std::to_string(i + 1) + ':' + std::to_string(pos.pp(side, i));
    any = true;
  }
  return any ? out : out + " -";
}

}  // namespace

std::string Soule::Diagram(const Position& pos) {
  std::string out = "Soule Royale " + std::to_string(pos.players()) + " v " +
                    std::to_string(pos.players()) + ", turn " + std::to_string(pos.turn());
  out += pos.max_turns() == 0 ? " (no limit)" : " of " + std::to_string(pos.max_turns());
  out += pos.initiative() == Side::kP1 ? ", initiative A\n" : ", initiative B\n";
  for (int cell = 0; cell < soule::kCells; ++cell) {
    out += "cell " + std::to_string(cell) + (cell == pos.ball() ? " (ball) | " : "        | ");
    out += PlayersOn(pos, Side::kP1, cell) + " | " + PlayersOn(pos, Side::kP2, cell) + '\n';
  }
  if (pos.turn() == 0) return out + "placement pending\n";
  return out + "off field     | " + PlayersOn(pos, Side::kP1, soule::kOffField) + " | " +
         PlayersOn(pos, Side::kP2, soule::kOffField) + '\n';
}

}  // namespace melee
