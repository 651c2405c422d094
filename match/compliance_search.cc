#include "match/compliance_search.h"

#include <algorithm>
#include <cstdio>

#include "protocol/text.h"

namespace melee::match {
namespace {

using std::chrono::milliseconds;

// The share of the movetime an engine must use: less wastes the time it was given.
constexpr double kMinMovetimeUse = 0.9;

// The searchers to check: every value of the Search combo, or the engine's only one.
std::vector<std::optional<std::string>> Searchers(const ComplianceContext& context) {
  const std::optional<EngineOption> search = context.Option("Search");
  if (!search || search->type != "combo" || search->vars.empty()) return {std::nullopt};
  return {search->vars.begin(), search->vars.end()};
}

// Sets the Search option; returns the engine's `info string error` if it refuses the value (a
// searcher it offers but not for this variant), "" if it takes it, nullopt if `isready` after
// it goes unanswered.
std::optional<std::string> SelectSearch(ComplianceContext& context, const std::string& value) {
  EngineClient& engine = context.engine();
  engine.Send("setoption name Search value " + value);
  engine.Send("isready");
  const auto deadline = SteadyClock::now() + context.options().answer_timeout;
  std::string refusal;
  while (!engine.failure()) {
    const EngineProcess::ReadResult r = engine.ReadLine(deadline);
    if (r.status != EngineProcess::ReadStatus::kLine) return std::nullopt;
    if (r.line == "readyok") break;
    if (r.line.starts_with("info string error")) refusal = r.line;
  }
  return refusal;
}

std::string Label(const std::optional<std::string>& search) {
  return search ? "Search=" + *search + ": " : "";
}

}  // namespace

// `go depth 2` and `go nodes 2000` end, with a legal bestmove, at every position.
void CheckLimitsEnd(ComplianceContext& context, const std::string& label) {
  const std::string name = label + "limits end (go depth 2, go nodes 2000)";
  bool passed = true;
  std::string detail;
  for (const char* go : {"go depth 2", "go nodes 2000"}) {
    for (const ProbePosition& at : context.positions()) {
      const Probe probe = context.Go(at, go, context.options().hang_deadline);
      passed = passed && probe.ok();
      detail +=
          std::string(detail.empty() ? "" : "; ") + go + " at " + at.label + ": " + probe.detail;
      if (context.engine().failure()) return context.Check(name, false, detail);
    }
  }
  context.Check(name, passed, detail);
}

// The last pv before the bestmove starts with it: a GUI shows the pv, a runner plays the
// bestmove, and the two must be the same move.
void CheckPvAgreement(ComplianceContext& context, const std::string& label, const std::string& go) {
  bool passed = true;
  std::string detail;
  for (const ProbePosition& at : context.positions()) {
    const Probe probe = context.Go(at, go, context.options().hang_deadline);
    std::string seen = at.label + ": " + probe.detail;
    bool agrees = false;
    if (probe.reply.token) {
      const std::optional<std::string> head = PvHead(probe.reply.last_pv_info);
      if (!head) {
        seen += ", no info line with a pv";
      } else {
        const std::string own = OwnPart(*head, probe.mover, context.simultaneous());
        agrees = own == *probe.reply.token;
        seen += ", pv starts " + *head + (agrees ? "" : " (differs)");
      }
    }
    passed = passed && probe.ok() && agrees;
    detail += (detail.empty() ? "" : "; ") + seen;
    if (context.engine().failure()) break;
  }
  context.Check(label + "pv[0] == bestmove after " + go, passed, detail);
}

// `go movetime M` answers within [0.9, 1] x (M - overhead) + tolerance, at the start position.
void CheckMovetimeUse(ComplianceContext& context, int64_t movetime_ms) {
  const std::string go = "go movetime " + std::to_string(movetime_ms);
  const std::optional<int64_t> overhead =
      ParseInt(context.OptionValue("Move Overhead").value_or("0"));
  const int64_t budget = std::max<int64_t>(movetime_ms - overhead.value_or(0), 1);
  const milliseconds tolerance = context.options().movetime_tolerance;
  const Probe probe = context.Go(context.positions().front(), go,
                                 milliseconds(movetime_ms) + context.options().hang_deadline);
  if (!probe.reply.token) return context.Check(go + " uses its time", false, probe.detail);
  const int64_t elapsed = probe.reply.elapsed.count();
  const double fraction = static_cast<double>(elapsed) / static_cast<double>(budget);
  char text[160];
  std::snprintf(text, sizeof text,
                "%lld ms = %.3f x (%lld - %lld overhead); expected [%.1f, 1] x + %lld ms",
                static_cast<long long>(elapsed), fraction, static_cast<long long>(movetime_ms),
                static_cast<long long>(overhead.value_or(0)), kMinMovetimeUse,
                static_cast<long long>(tolerance.count()));
  const bool in_window = fraction >= kMinMovetimeUse && elapsed <= budget + tolerance.count();
  context.Check(go + " uses its time", probe.ok() && in_window,
                std::string(text) + (probe.ok() ? "" : "; " + probe.detail));
}

void RunSearchSteps(ComplianceContext& context) {
  const std::vector<std::optional<std::string>> searchers = Searchers(context);
  const ComplianceOptions& options = context.options();
  const std::string pv_limits[] = {"go depth " + std::to_string(options.pv_depth),
                                   "go nodes " + std::to_string(options.pv_nodes),
                                   "go movetime " + std::to_string(options.pv_movetime_ms)};
  for (const std::optional<std::string>& search : searchers) {
    const std::string label = Label(search);
    if (search) {
      const std::optional<std::string> refusal = SelectSearch(context, *search);
      if (!refusal) return context.Check(label + "setoption, isready", false, "no readyok");
      if (!refusal->empty()) {
        // Offered by the combo but not for this game: nothing to check, and not a fault.
        context.Record(label + "skipped", true, "the engine refuses it: " + *refusal);
        continue;
      }
    }
    CheckLimitsEnd(context, label);
    for (const std::string& go : pv_limits) {
      if (context.engine().failure()) return;
      CheckPvAgreement(context, label, go);
    }
    if (context.engine().failure()) return;
  }
  if (searchers.front()) {
    const std::optional<std::string> configured = context.OptionValue("Search");
    if (configured) SelectSearch(context, *configured);
  }
  for (const int64_t movetime : options.movetime_use_ms) {
    if (context.engine().failure()) return;
    CheckMovetimeUse(context, movetime);
  }
}

}  // namespace melee::match
