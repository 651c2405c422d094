#include "match/compliance_context.h"

#include "protocol/text.h"

namespace melee::match {

using std::chrono::milliseconds;

ComplianceContext::ComplianceContext(const EngineSpec& spec, std::span<const GameEntry> games,
                                     const ComplianceOptions& options)
    : options_(options), spec_(spec) {
  if (!options.variant.empty()) {
    game_ = FindGame(games, options.variant);
    spec_.options.insert(spec_.options.begin(), {"UCI_Variant", options.variant});
  }
  if (game_)
    simultaneous_ = Referee(*game_, GameRules::Defaults(game_->options), {}).simultaneous();
  const auto start = SteadyClock::now();
  engine_ = std::make_unique<EngineClient>(spec_, options.start_timeout);
  const auto& f = engine_->failure();
  const auto ms = std::chrono::duration_cast<milliseconds>(SteadyClock::now() - start).count();
  Record("handshake (ugi, options, isready)", !f,
         f ? f->detail
           : std::to_string(ms) + " ms, " + std::to_string(engine_->option_lines().size()) +
                 " options");
}

void ComplianceContext::Record(std::string name, bool passed, std::string detail) {
  steps_.push_back({std::move(name), passed, std::move(detail)});
}

void ComplianceContext::Check(std::string name, bool passed, std::string detail) {
  if (!passed && detail.empty() && engine_->failure()) detail = engine_->failure()->detail;
  Record(std::move(name), passed, std::move(detail));
}

std::unique_ptr<Referee> ComplianceContext::RefereeAt(const ProbePosition& at) const {
  if (!game_) return nullptr;
  auto referee = std::make_unique<Referee>(*game_, GameRules::Defaults(game_->options), at.opening);
  if (at.a_part) referee->Submit(*at.a_part);
  return referee;
}

const std::vector<ProbePosition>& ComplianceContext::positions() {
  if (positions_) return *positions_;
  std::vector<ProbePosition> bases;
  bases.push_back(ProbePosition{"startpos", Opening{}, std::nullopt});
  if (options_.opening) bases.push_back(ProbePosition{"opening", *options_.opening, std::nullopt});
  positions_.emplace();
  for (const ProbePosition& base : bases) {
    positions_->push_back(base);
    if (!simultaneous_) continue;
    // B's side is asked with A's part hidden; any legal A part will do, the engine's own is one.
    const Probe a = Go(base, "go depth 1", options_.answer_timeout);
    if (a.ok()) positions_->push_back({base.label + ", B to move", base.opening, a.reply.token});
  }
  return *positions_;
}

Probe ComplianceContext::Go(const ProbePosition& at, const std::string& go, milliseconds limit) {
  Probe probe;
  const std::unique_ptr<Referee> referee = RefereeAt(at);
  const std::string position = referee ? referee->PositionLine() : "position startpos";
  probe.mover = referee ? referee->mover() : 0;
  probe.reply = engine_->Go(position, go, SteadyClock::now() + limit);
  if (!probe.reply.token) {
    probe.detail = probe.reply.failure ? probe.reply.failure->detail : "no bestmove";
    return probe;
  }
  probe.detail = "bestmove " + *probe.reply.token + " in " +
                 std::to_string(probe.reply.elapsed.count()) + " ms";
  probe.legal = !referee || referee->Submit(*probe.reply.token);
  if (!probe.legal) probe.detail += " (illegal)";
  probe.single = NoStrayBestmove();
  if (!probe.single) probe.detail += "; a second bestmove followed";
  return probe;
}

// After a bestmove, `isready` must be answered before any other bestmove: an engine that
// prints one twice (e.g. stdout flushed from two threads) hands the runner a stale answer for
// its next move.
bool ComplianceContext::NoStrayBestmove() {
  engine_->Send("isready");
  const auto deadline = SteadyClock::now() + options_.answer_timeout;
  while (true) {
    const EngineProcess::ReadResult r = engine_->ReadLine(deadline);
    if (r.status != EngineProcess::ReadStatus::kLine) return false;
    if (r.line == "readyok") return true;
    if (r.line.starts_with("bestmove")) return false;
  }
}

std::optional<EngineOption> ComplianceContext::Option(std::string_view name) const {
  return FindOption(engine_->option_lines(), name);
}

std::optional<std::string> ComplianceContext::OptionValue(std::string_view name) const {
  for (const auto& [key, value] : spec_.options)
    if (EqualsIgnoreCase(key, name)) return value;
  if (const std::optional<EngineOption> option = Option(name)) return option->default_value;
  return std::nullopt;
}

}  // namespace melee::match
