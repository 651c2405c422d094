#include "engine/soule/soule_perft.h"

#include <algorithm>

namespace melee {

std::vector<Soule::Position> SouleChildren(const Soule::Position& pos) {
  std::vector<Soule::Tactic> b_parts;
  Soule::ForEachTactic(pos, Side::kP2, [&](const Soule::Tactic& t) { b_parts.push_back(t); });
  std::vector<Soule::Position> children;
  Soule::ForEachTactic(pos, Side::kP1, [&](const Soule::Tactic& a_part) {
    for (const Soule::Tactic& b_part : b_parts) {
      Soule::Position child = pos;
      Soule::Resolve(child, a_part, b_part);
      children.push_back(child);
    }
  });
  std::sort(children.begin(), children.end());
  children.erase(std::unique(children.begin(), children.end()), children.end());
  return children;
}

uint64_t SoulePerft(const Soule::Position& pos, int depth) {
  if (depth <= 0) return 1;
  const std::vector<Soule::Position> children = SouleChildren(pos);
  if (depth == 1) return children.size();
  uint64_t nodes = 0;
  for (const Soule::Position& child : children) nodes += SoulePerft(child, depth - 1);
  return nodes;
}

}  // namespace melee
