#include "board/simultaneous_rules.h"

#include <string>
#include <vector>

namespace melee::board {
namespace {

class SimultaneousRules final : public BoardRules {
 public:
  explicit SimultaneousRules(const GameEntry& entry) : entry_(entry) {}

  std::string_view name() const override { return entry_.name; }
  bool simultaneous() const override { return true; }
  std::unique_ptr<GameSession> NewSession() const override { return entry_.make(); }

  // A simultaneous game (Soule) is at most a few dozen stages: replaying each prefix through the
  // session (quadratic) keeps the stage logic in one place, the protocol's.
  Replay Play(std::optional<std::string_view> fen,
              std::span<const std::string> moves) const override {
    Replay r;
    const std::unique_ptr<GameSession> session = entry_.make();
    std::vector<std::string_view> views;
    if (PositionResult pr = session->SetPosition(fen, views); !pr.error.empty()) {
      r.error = pr.error;
      return r;
    }
    r.root_fen = session->fen();
    for (const std::string& token : moves) {
      views.push_back(token);
      if (PositionResult pr = session->SetPosition(fen, views); !pr.error.empty()) {
        r.error = pr.error;
        return r;
      }
      r.plies.push_back({token, session->fen()});
    }
    r.fen = session->fen();
    r.p1_turn = session->p1_turn();
    r.status = session->status();
    if (!r.status.over()) r.order_sets = session->legal_moves();
    return r;
  }

  TurnSteps Steps(std::string_view, std::span<const int>) const override {
    TurnSteps t;
    t.error = std::string(entry_.name) + " has no steps: pick an order per player";
    return t;
  }

 private:
  const GameEntry& entry_;
};

}  // namespace

std::unique_ptr<BoardRules> MakeSimultaneousRules(const GameEntry& entry) {
  return std::make_unique<SimultaneousRules>(entry);
}

}  // namespace melee::board
