#include "engine/ball/step_token.h"

#include <array>
#include <cstring>

#include "engine/ball/board.h"
#include "engine/core/grid.h"

namespace melee::ball {
namespace {

struct SquareNames {
  std::array<std::array<char, 4>, kCells> text{};
  std::array<uint8_t, kCells> length{};
};

constexpr SquareNames MakeSquareNames() {
  SquareNames names;
  for (int c = 0; c < kCells; ++c) {
    const int rank = RankOf(c) + 1;
    auto& t = names.text[c];
    t[0] = static_cast<char>('a' + FileOf(c));
    if (rank >= 10) {
      t[1] = '1';
      t[2] = static_cast<char>('0' + rank - 10);
      names.length[c] = 3;
    } else {
      t[1] = static_cast<char>('0' + rank);
      names.length[c] = 2;
    }
  }
  return names;
}

constexpr SquareNames kNames = MakeSquareNames();

// Token prefix letter and number of squares of each step kind (in StepKind order).
struct KindSpelling {
  char letter;  // 0: the token starts with the first square
  int squares;
};
constexpr std::array<KindSpelling, 10> kSpelling{{{0, 2},
                                                  {'x', 3},
                                                  {'t', 3},
                                                  {'b', 2},
                                                  {'h', 2},
                                                  {'s', 3},
                                                  {'l', 2},
                                                  {0, 0},
                                                  {'u', 2},
                                                  {'r', 3}}};

}  // namespace

std::string_view SquareText(int cell) {
  return std::string_view(kNames.text[cell].data(), kNames.length[cell]);
}

bool SquareTextLess(int a, int b) {
  const std::string_view x = SquareText(a), y = SquareText(b);
  return x.size() != y.size() ? x.size() < y.size() : x < y;
}

bool SquarePairLess(int a, int b) {
  char ab[8], ba[8];
  const std::string_view x = SquareText(a), y = SquareText(b);
  std::memcpy(ab, x.data(), x.size());
  std::memcpy(ab + x.size(), y.data(), y.size());
  std::memcpy(ba, y.data(), y.size());
  std::memcpy(ba + y.size(), x.data(), x.size());
  return std::memcmp(ab, ba, x.size() + y.size()) < 0;
}

int WriteStepToken(const Step& step, char* out) {
  const KindSpelling spelling = kSpelling[static_cast<int>(step.kind)];
  int n = 0;
  if (spelling.letter) out[n++] = spelling.letter;
  const std::array<int, 3> cells{step.a, step.b, step.c};
  for (int i = 0; i < spelling.squares; ++i) {
    const std::string_view name = SquareText(cells[i]);
    std::memcpy(out + n, name.data(), name.size());
    n += static_cast<int>(name.size());
  }
  if (step.kind == StepKind::kRelease && step.bottom_keeps) out[n++] = '!';
  return n;
}

int StepTokenLength(const Step& step) {
  const KindSpelling spelling = kSpelling[static_cast<int>(step.kind)];
  int n = spelling.letter ? 1 : 0;
  const std::array<int, 3> cells{step.a, step.b, step.c};
  for (int i = 0; i < spelling.squares; ++i) n += kNames.length[cells[i]];
  if (step.kind == StepKind::kRelease && step.bottom_keeps) ++n;
  return n;
}

void AppendStepToken(const Step& step, std::string& out) {
  char buffer[kMaxStepTokenLength];
  out.append(buffer, WriteStepToken(step, buffer));
}

std::optional<Step> ParseStepToken(std::string_view text) {
  if (text.empty()) return std::nullopt;
  int kind = 0;  // a plain move starts with a square: a file letter then a digit
  if (!(text.size() > 1 && text[1] >= '0' && text[1] <= '9')) {
    kind = -1;
    for (int k = 0; k < static_cast<int>(kSpelling.size()); ++k) {
      if (kSpelling[k].letter != 0 && kSpelling[k].letter == text[0]) kind = k;
    }
    if (kind < 0) return std::nullopt;
  }
  const KindSpelling spelling = kSpelling[kind];
  std::size_t pos = spelling.letter ? 1 : 0;
  std::array<uint8_t, 3> cells{};
  for (int i = 0; i < spelling.squares; ++i) {
    const auto square = ReadSquare(text, pos, kFiles, 1, kRanks);
    if (!square) return std::nullopt;
    const int cell = CellAt(square->file, square->rank - 1);
    if (cell == kNoCell) return std::nullopt;
    cells[i] = static_cast<uint8_t>(cell);
  }
  Step step{static_cast<StepKind>(kind), cells[0], cells[1], cells[2], false};
  if (step.kind == StepKind::kRelease && pos < text.size() && text[pos] == '!') {
    step.bottom_keeps = true;
    ++pos;
  }
  if (pos != text.size()) return std::nullopt;
  return step;
}

}  // namespace melee::ball
