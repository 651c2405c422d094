#include "board/step_views.h"

#include <string>

#include "engine/ball/step_token.h"
#include "engine/bulltricker/board.h"

namespace melee::board {
namespace {

std::string GridName(int file, int rank) {
  std::string name(1, static_cast<char>('a' + file));
  name += std::to_string(rank);
  return name;
}

// Bulltricker cells count rows from the top (Black's side); rank 1 is White's side.
std::string BulltrickerName(int cell) {
  return GridName(bulltricker::Column(cell), bulltricker::kSize - bulltricker::Row(cell));
}

// Cannon Ball cells count ranks from South's end; goal cells lie beyond the end lines.
std::string CannonBallName(uint8_t cell) {
  using cannonball::kBeyondBottom, cannonball::kBeyondTop, cannonball::kFiles;
  if (cell >= kBeyondBottom) return GridName(cell - kBeyondBottom, 0);
  if (cell >= kBeyondTop) return GridName(cell - kBeyondTop, cannonball::kRanks + 1);
  return GridName(cell % kFiles, cell / kFiles + 1);
}

}  // namespace

StepOption ViewStep(const Bulltricker::Position& pos, const Bulltricker::Step& step) {
  StepOption o;
  o.text = Bulltricker::FormatMove(pos, step);
  o.kind = step.capture_count() > 0 ? "capture" : "move";
  o.cells = {BulltrickerName(step.from()), BulltrickerName(step.to())};
  for (int k = 0; k < step.capture_count(); ++k)
    o.marks.push_back(BulltrickerName(step.captured(k)));
  return o;
}

StepOption ViewStep(const Ball::Position&, const Ball::Step& step) {
  using ball::StepKind;
  StepOption o;
  ball::AppendStepToken(step, o.text);
  const auto name = [](int cell) { return std::string(ball::SquareText(cell)); };
  switch (step.kind) {
    case StepKind::kEndActions:
      o.kind = "end";
      o.text = "end";
      return o;
    case StepKind::kMove:
      o.kind = "move";
      break;
    case StepKind::kEsquive:
      o.kind = "esquive";
      break;
    case StepKind::kTactical:
      o.kind = "tactical";
      break;
    case StepKind::kBlock:
      o.kind = "block";
      break;
    case StepKind::kHandOff:
      o.kind = "handoff";
      break;
    case StepKind::kShortPass:
      o.kind = "shortpass";
      break;
    case StepKind::kLongPass:
      o.kind = "longpass";
      break;
    case StepKind::kStandUp:
      o.kind = "standup";
      break;
    case StepKind::kRelease:
      o.kind = "release";
      break;
  }
  o.cells = {name(step.a), name(step.b)};
  const bool three = step.kind == StepKind::kEsquive || step.kind == StepKind::kTactical ||
                     step.kind == StepKind::kShortPass || step.kind == StepKind::kRelease;
  if (three) o.cells.push_back(name(step.c));
  return o;
}

StepOption ViewStep(const CannonBall::Position&, const CannonBall::Step& step) {
  using cannonball::MoveKind;
  StepOption o;
  for (int i = 0; i < step.size; ++i) o.cells.push_back(CannonBallName(step.cells[i]));
  switch (step.kind) {
    case MoveKind::kPass:
      o.kind = "pass";
      break;
    case MoveKind::kTakeKick:
      o.kind = "kick";
      break;
    default:
      o.kind = "move";
      break;
  }
  if (step.kind == MoveKind::kPass) {
    o.text = "pass";
  } else {
    for (const std::string& c : o.cells) o.text += c;
  }
  return o;
}

}  // namespace melee::board
