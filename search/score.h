// Search scores: centi-units from the side to move's view, and decided games counted in turns.
//
// A win reached after `t` completed turns from the root scores kWin - t for the winner (a loss
// -(kWin - t)), so a shorter win is preferred and a longer loss resisted. The protocol's
// `mate N` counts the mover's own turns: a decision after t turns is N = ceil(t / 2), negative
// when the root mover loses.
#pragma once

#include <algorithm>
#include <cstdint>

#include "engine/core/types.h"

namespace melee::search {

inline constexpr int kInfinite = 32000;
inline constexpr int kWin = 31000;
// Decisions deeper than this many turns are never found (the search is bounded by kMaxPly
// steps anyway); everything above kWinBound is a proven decision.
inline constexpr int kMaxDecisionTurns = 1000;
inline constexpr int kWinBound = kWin - kMaxDecisionTurns;
// Static evaluations are clamped well below kWinBound so they never pass for a decision.
inline constexpr int kMaxEval = 20000;

constexpr int ClampEval(int eval) { return std::clamp(eval, -kMaxEval, kMaxEval); }

// A restart (a score that puts the game back to its start, G::IsRestart) `t` turns from the
// root scores its static evaluation + kRestartTempo * t for the side to move there, the
// conceder: the scorer prefers the sooner one, the conceder the later. One unit a turn orders
// the same restart reached at different turns, and a table entry reused at another distance
// from the root is off by next to nothing.
inline constexpr int kRestartTempo = 1;
constexpr int RestartScore(int eval, int turns) { return ClampEval(eval) + kRestartTempo * turns; }

constexpr bool IsDecisive(int score) { return score >= kWinBound || score <= -kWinBound; }

// The score of a finished game from `mover`'s view, `turns` turns after the root.
constexpr int OutcomeScore(Outcome outcome, Side mover, int turns) {
  if (outcome == WinFor(mover)) return kWin - turns;
  if (outcome == WinFor(Opponent(mover))) return -(kWin - turns);
  return 0;  // a draw (or a repetition status that does not decide)
}

// The transposition table stores decisions relative to the node (turns still to go), so one
// entry is right wherever in the tree the position is met again.
constexpr int ScoreToTable(int score, int turns) {
  if (score >= kWinBound) return score + turns;
  if (score <= -kWinBound) return score - turns;
  return score;
}
constexpr int ScoreFromTable(int score, int turns) {
  if (score >= kWinBound) return score - turns;
  if (score <= -kWinBound) return score + turns;
  return score;
}

// The protocol's `mate N` of a decisive root score (N > 0: the root mover wins).
constexpr int MateInTurns(int score) {
  const int turns = kWin - (score > 0 ? score : -score);
  const int mover_turns = (turns + 1) / 2;
  return score > 0 ? mover_turns : -mover_turns;
}

}  // namespace melee::search
