// Square names and the token of one step (`d6f8`, `xd6f8e9`, `rf8e9g9!`, ...).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/ball/step.h"

namespace melee::ball {

// The shortest step token: a plain move between two 2-character squares.
inline constexpr int kMinStepTokenLength = 4;
// The longest step token: `r` + three 3-character squares + `!`.
inline constexpr int kMaxStepTokenLength = 11;
// The longest whole-turn token: at most 9 non-empty steps (2 actions, 7 tasks) with commas.
inline constexpr int kMaxTurnTokenLength = 9 * (kMaxStepTokenLength + 1);

std::string_view SquareText(int cell);

// Shorter name first, then byte-wise: the order that picks canonical tokens.
bool SquareTextLess(int a, int b);
// Whether name(a) + name(b) sorts before name(b) + name(a) (byte-wise, equal lengths).
bool SquarePairLess(int a, int b);

// Writes the token of `step` at `out` (room for kMaxStepTokenLength) and returns its length;
// the end of the action phase has an empty token.
int WriteStepToken(const Step& step, char* out);
// The length WriteStepToken would write, without writing it.
int StepTokenLength(const Step& step);
void AppendStepToken(const Step& step, std::string& out);

// Reads one step token (syntax and playable squares only; legality is the caller's job).
std::optional<Step> ParseStepToken(std::string_view text);

}  // namespace melee::ball
