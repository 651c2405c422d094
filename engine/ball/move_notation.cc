// Whole-turn tokens: the canonical spelling out, every legal spelling in.
#include "engine/ball/ball.h"
#include "engine/ball/rules.h"
#include "engine/ball/step_token.h"

namespace melee {
namespace {

using ball::Spellings;
using ball::Step;
using ball::StepKind;

constexpr std::string_view kPass = "pass";

// Plays `step` on `pos` if it is one of the legal spellings there.
bool PlayIfLegal(ball::Position& pos, const Step& step, ball::StepList& legal) {
  ball::GenerateSteps(pos, legal, Spellings::kAll);
  for (const Step& s : legal) {
    if (s == step) {
      ball::PlayStep(pos, step);
      return true;
    }
  }
  return false;
}

}  // namespace

std::string Ball::FormatMove(const Position&, const Move& move) {
  std::string token;
  for (int i = 0; i < move.count; ++i) {
    if (move.steps[i].kind == StepKind::kEndActions) continue;
    if (!token.empty()) token += ',';
    ball::AppendStepToken(move.steps[i], token);
  }
  return token.empty() ? std::string(kPass) : token;
}

std::optional<Ball::Move> Ball::ParseMove(const Position& pos, std::string_view text) {
  if (!pos.AtTurnStart() || Status(pos).over() || text.empty()) return std::nullopt;
  Position cur = pos;
  StepList legal;
  auto finished = [&] { return cur.side_to_move() != pos.side_to_move(); };
  const Step end_actions{};
  if (text != kPass) {
    for (std::size_t start = 0; start <= text.size();) {
      std::size_t comma = text.find(',', start);
      if (comma == std::string_view::npos) comma = text.size();
      const auto step = ball::ParseStepToken(text.substr(start, comma - start));
      start = comma + 1;
      if (!step || step->kind == StepKind::kEndActions || finished()) return std::nullopt;
      if (ball::IsTask(step->kind) && cur.phase() == ball::Phase::kAction) {
        PlayIfLegal(cur, end_actions, legal);
        if (finished()) return std::nullopt;
      }
      if (!PlayIfLegal(cur, *step, legal)) return std::nullopt;
    }
  }
  if (!finished() && cur.phase() == ball::Phase::kAction) PlayIfLegal(cur, end_actions, legal);
  if (!finished()) return std::nullopt;  // a mandatory task was left undone
  // The canonical token is no longer than the spelling given.
  return ball::FindCanonicalTurn(pos, cur, text == kPass ? 0 : static_cast<int>(text.size()));
}

}  // namespace melee
