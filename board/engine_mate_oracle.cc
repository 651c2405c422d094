#include "board/engine_mate_oracle.h"

#include "board/api.h"
#include "match/engine_client.h"

namespace melee::board {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::chrono::seconds kEngineStart{10};

class EngineMateOracle : public MateOracle {
 public:
  EngineMateOracle(const match::EngineSpec& spec, const std::string& variant,
                   Clock::time_point deadline)
      : deadline_(deadline) {
    client_ = std::make_unique<match::EngineClient>(spec, kEngineStart);
    if (client_->failure()) throw ApiError(503, "the engine could not start for the check");
    client_->Send("setoption name UCI_Variant value " + variant);
  }

  Mate Ask(const std::string& fen, bool side_b, int stages) override {
    if (!client_ || !client_->Sync(kEngineStart)) return Mate::kUnknown;
    client_->Send(MatePositionLine(fen, side_b));
    client_->Send(MateGoLine(stages));
    Mate answer = Mate::kUnknown;
    while (true) {
      const match::EngineProcess::ReadResult r = client_->ReadLine(deadline_);
      if (r.status != match::EngineProcess::ReadStatus::kLine) {
        client_.reset();  // out of time or gone: `quit`, then killed if it lingers
        return Mate::kUnknown;
      }
      if (const std::optional<Mate> said = MateInfo(r.line)) answer = *said;
      if (r.line.starts_with("bestmove")) return answer;
    }
  }

 private:
  Clock::time_point deadline_;
  std::unique_ptr<match::EngineClient> client_;
};

}  // namespace

MateOracleFactory EngineMateOracles(const match::EngineSpec& engine) {
  return [engine](const std::string& variant,
                  Clock::time_point deadline) -> std::unique_ptr<MateOracle> {
    return std::make_unique<EngineMateOracle>(engine, variant, deadline);
  };
}

}  // namespace melee::board
