// Tactic text: a placement is n digits 1..3 (`11211221122`); a turn's tactic is n orders joined
// by `,` (`+,0,-,3,...`). `x` / `X` read as `0`; players off the field print `0`.
#include <string>
#include <string_view>

#include "engine/soule/soule.h"

namespace melee {
namespace {

using soule::kAdvance;
using soule::kRetreat;
using soule::kStay;

// One order of a turn's tactic for a team of `players`, or nullopt.
std::optional<int8_t> ParseOrder(std::string_view text, int players) {
  if (text == "+") return kAdvance;
  if (text == "-") return kRetreat;
  if (text == "0" || text == "x" || text == "X") return kStay;
  if (text.empty() || text.size() > 2 || text[0] < '1' || text[0] > '9') return std::nullopt;
  int target = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    target = target * 10 + (c - '0');
  }
  if (target > players) return std::nullopt;
  return static_cast<int8_t>(target);
}

void AppendOrder(std::string& out, int8_t order) {
  if (order == kAdvance) {
    out += '+';
  } else if (order == kRetreat) {
    out += '-';
  } else {
    out += std::to_string(order);
  }
}

}  // namespace

std::optional<Soule::Tactic> Soule::ParseTactic(const Position& pos, Side side,
                                                std::string_view text) {
  if (Status(pos).over()) return std::nullopt;
  const int n = pos.players();
  Tactic tactic;
  if (pos.turn() == 0) {
    if (text.size() != static_cast<std::size_t>(n)) return std::nullopt;
    for (int i = 0; i < n; ++i) {
      if (text[i] < '1' || text[i] > '3') return std::nullopt;
      tactic.orders[i] = static_cast<int8_t>(text[i] - '0');
    }
    return tactic;
  }
  for (int i = 0; i < n; ++i) {
    const std::size_t comma = text.find(',');
    if ((comma == std::string_view::npos) != (i == n - 1)) return std::nullopt;
    const std::optional<int8_t> order = ParseOrder(text.substr(0, comma), n);
    if (!order) return std::nullopt;
    tactic.orders[i] = soule::OnField(pos.cell(side, i)) ? *order : kStay;
    if (comma != std::string_view::npos) text.remove_prefix(comma + 1);
  }
  return tactic;
}

std::string Soule::FormatTactic(const Position& pos, Side side, const Tactic& tactic) {
  std::string out;
  for (int i = 0; i < pos.players(); ++i) {
    if (pos.turn() == 0) {
      out += static_cast<char>('0' + tactic.orders[i]);
      continue;
    }
    if (i > 0) out += ',';
    AppendOrder(out, soule::OnField(pos.cell(side, i)) ? tactic.orders[i] : kStay);
  }
  return out;
}

std::string Soule::OrderSets(const Position& pos, Side side) {
  std::string out;
  if (Status(pos).over()) return out;
  for (int i = 0; i < pos.players(); ++i) {
    if (i > 0) out += ' ';
    out += std::to_string(i + 1) + ':';
    const soule::OrderSet set = soule::EffectiveOrders(pos, side, i);
    for (int k = 0; k < set.size; ++k) {
      if (k > 0) out += ',';
      if (pos.turn() == 0) {
        out += static_cast<char>('0' + set.orders[k]);
      } else {
        AppendOrder(out, set.orders[k]);
      }
    }
  }
  return out;
}

}  // namespace melee
