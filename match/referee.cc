#include "match/referee.h"

#include "protocol/text.h"

namespace melee::match {
namespace {

std::vector<std::string_view> Views(const std::vector<std::string>& tokens) {
  return {tokens.begin(), tokens.end()};
}

}  // namespace

const GameEntry* FindGame(std::span<const GameEntry> games, std::string_view variant) {
  for (const GameEntry& g : games)
    if (EqualsIgnoreCase(g.name, variant)) return &g;
  return nullptr;
}

Referee::Referee(const GameEntry& game, const GameRules& rules, const Opening& opening)
    : session_(game.make()), fen_(opening.fen) {
  session_->SetRules(rules);
  std::optional<std::string_view> fen_view;
  if (fen_) fen_view = *fen_;
  PositionResult root = session_->SetPosition(fen_view, {});
  if (!root.error.empty()) {
    error_ = root.error;
    return;
  }
  root_fen_ = session_->fen();
  // A session that takes `?` as the last token is simultaneous: the hidden-part placeholder
  // exists only there.
  const std::string_view hidden[] = {"?"};
  simultaneous_ = session_->SetPosition(fen_view, hidden).error.empty();
  history_ = opening.moves;
  const PositionResult played = session_->SetPosition(fen_view, Views(history_));
  if (!played.error.empty()) {
    error_ = "opening: " + played.error;
  } else if (session_->status().over()) {
    error_ = "opening: the game is already over";
  } else if (simultaneous_ && !session_->p1_turn()) {
    error_ = "opening: ends inside a stage (use joint tokens A/B)";
  }
}

int Referee::mover() const { return session_->p1_turn() ? 0 : 1; }

std::string Referee::LineFor(bool hidden_a_part) const {
  std::string line = fen_ ? "position fen " + *fen_ : "position startpos";
  if (history_.empty() && !hidden_a_part) return line;
  line += " moves";
  for (const std::string& token : history_) line += " " + token;
  if (hidden_a_part) line += " ?";
  return line;
}

std::string Referee::PositionLine() const { return LineFor(pending_a_part_.has_value()); }

std::string Referee::FinalPositionLine() const { return LineFor(false); }

void Referee::Replay(bool hidden_a_part) {
  std::vector<std::string_view> tokens = Views(history_);
  if (hidden_a_part) tokens.push_back("?");
  std::optional<std::string_view> fen_view;
  if (fen_) fen_view = *fen_;
  session_->SetPosition(fen_view, tokens);
}

bool Referee::Submit(std::string_view token) {
  if (status().over() || !session_->IsLegal(token)) return false;
  if (simultaneous_ && !pending_a_part_) {
    pending_a_part_ = std::string(token);
    Replay(true);
    return true;
  }
  if (simultaneous_) {
    history_.push_back(*pending_a_part_ + "/" + std::string(token));
    pending_a_part_.reset();
  } else {
    history_.emplace_back(token);
  }
  Replay(false);
  return true;
}

}  // namespace melee::match
