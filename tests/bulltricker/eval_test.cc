#include <gtest/gtest.h>

#include "eval/bulltricker/bulltricker_eval.h"
#include "tests/bulltricker/test_util.h"

namespace melee::bulltricker_test {
namespace {

using BulltrickerEval = Eval<Bulltricker>;

TEST(BulltrickerEval, StartIsBalancedAndExplainSumsToEvaluate) {
  const auto start = Bulltricker::StartPosition(DefaultRules());
  EXPECT_EQ(BulltrickerEval::Evaluate(start), 0);
  int sum = 0;
  for (const auto& term : BulltrickerEval::Explain(start)) sum += term.p1 - term.p2;
  EXPECT_EQ(sum, 0);
}

TEST(BulltrickerEval, ExtraMaterialIsGoodForItsOwnerFromEitherSide) {
  const std::string board = With("Kh2 kh14 Qf7 Pb3 Pd3", kBlackFiller);
  const int white_view = BulltrickerEval::Evaluate(Make(board, 'w'));
  EXPECT_GT(white_view, 0);
  EXPECT_EQ(BulltrickerEval::Evaluate(Make(board, 'b')), -white_view);
}

TEST(BulltrickerEval, AdvancedPawnsAndFreeKingsScoreHigher) {
  const auto back = Make(With("Kh2 kh14 Pd3", kBlackFiller));
  const auto forward = Make(With("Kh2 kh14 Pd11", kBlackFiller));
  EXPECT_GT(BulltrickerEval::Evaluate(forward), BulltrickerEval::Evaluate(back));
  const auto walled = Make(With("Kh4 kh14 Ph3 Pg4 Pi4", kBlackFiller));
  const auto open = Make(With("Kh4 kh14 Pb3 Pa4 Pc4", kBlackFiller));
  EXPECT_LT(BulltrickerEval::Evaluate(walled), BulltrickerEval::Evaluate(open));
}

}  // namespace
}  // namespace melee::bulltricker_test
