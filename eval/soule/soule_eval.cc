#include "eval/soule/soule_eval.h"

#include <cstdlib>

namespace melee {
namespace {

struct SideTerms {
  int physique = 0;
  int support = 0;
};

SideTerms TermsOf(const Soule::Position& pos, Side side) {
  SideTerms terms;
  for (int i = 0; i < pos.players(); ++i) {
    const int cell = pos.cell(side, i);
    if (!soule::OnField(cell)) continue;
    terms.physique += Eval<Soule>::kPpWeight * pos.pp(side, i);
    if (std::abs(cell - pos.ball()) <= 1) terms.support += Eval<Soule>::kSupportWeight;
  }
  return terms;
}

// The urgency factor left / (left + 1) as a fraction {numerator, denominator}.
std::pair<int, int> Urgency(const Soule::Position& pos) {
  if (pos.max_turns() == 0) return {1, 1};
  const int left = static_cast<int>(pos.max_turns() + 1 - pos.turn());
  return {left, left + 1};
}

}  // namespace

int Eval<Soule>::Evaluate(const Soule::Position& pos) {
  const GameStatus status = Soule::Status(pos);
  if (status.over()) {
    return status.outcome == Outcome::kP1Win ? kWin : status.outcome == Outcome::kP2Win ? -kWin : 0;
  }
  const SideTerms a = TermsOf(pos, Side::kP1);
  const SideTerms b = TermsOf(pos, Side::kP2);
  const int sum = kBallCell[pos.ball()] + a.physique - b.physique + a.support - b.support;
  const auto [num, den] = Urgency(pos);
  return sum * num / den;
}

std::vector<EvalTerm> Eval<Soule>::Explain(const Soule::Position& pos) {
  const SideTerms a = TermsOf(pos, Side::kP1);
  const SideTerms b = TermsOf(pos, Side::kP2);
  const auto [num, den] = Urgency(pos);
  return {
      {"ball", kBallCell[pos.ball()], -kBallCell[pos.ball()]},
      {"physique", a.physique, b.physique},
      {"support", a.support, b.support},
      {"urgency %", 100 * num / den, 100 * num / den},
      {"total (A view)", Evaluate(pos), -Evaluate(pos)},
  };
}

}  // namespace melee
