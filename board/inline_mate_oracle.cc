#include "board/inline_mate_oracle.h"

#include <memory>
#include <string>

#include "engine/core/input_poll.h"
#include "protocol/command_loop.h"
#include "protocol/registry.h"

namespace melee::board {
namespace {

using Clock = std::chrono::steady_clock;

class InlineMateOracle : public MateOracle {
 public:
  InlineMateOracle(const std::string& variant, Clock::time_point deadline)
      : deadline_(deadline),
        loop_(
            RegisteredGames(), [this](std::string_view line) { Heard(line); },
            CommandLoop::Jobs::kInline) {
    loop_.HandleLine("setoption name UCI_Variant value " + variant);
  }

  Mate Ask(const std::string& fen, bool side_b, int stages) override {
    if (Clock::now() > deadline_) return Mate::kUnknown;
    answer_ = Mate::kUnknown;
    stopped_ = false;
    loop_.HandleLine(MatePositionLine(fen, side_b));
    // The search runs inside HandleLine; its stop polls end it at the deadline. The poll is a
    // plain function, so it finds this oracle through `asking_` (one check at a time: the
    // module has one thread).
    asking_ = this;
    g_input_poll = StopAtDeadline;
    loop_.HandleLine(MateGoLine(stages));
    g_input_poll = nullptr;
    asking_ = nullptr;
    return stopped_ ? Mate::kUnknown : answer_;
  }

 private:
  static void StopAtDeadline() {
    InlineMateOracle* self = asking_;
    if (self->stopped_ || Clock::now() <= self->deadline_) return;
    self->stopped_ = true;
    self->loop_.HandleLine("stop");
  }

  void Heard(std::string_view line) {
    if (const std::optional<Mate> said = MateInfo(line)) answer_ = *said;
  }

  static inline InlineMateOracle* asking_ = nullptr;
  Clock::time_point deadline_;
  Mate answer_ = Mate::kUnknown;
  bool stopped_ = false;
  CommandLoop loop_;  // last: its sink uses the members above
};

}  // namespace

MateOracleFactory InlineMateOracles() {
  return [](const std::string& variant, Clock::time_point deadline) -> std::unique_ptr<MateOracle> {
    return std::make_unique<InlineMateOracle>(variant, deadline);
  };
}

}  // namespace melee::board
