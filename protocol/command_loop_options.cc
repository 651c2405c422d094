// The command loop's option table: the engine's own options, then each game's rules and the
// options its session adds, each declared once with the handler that applies it.
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "protocol/command_loop.h"
#include "protocol/text.h"
#include "search/skill.h"

namespace melee {
namespace {

using T = Option::Type;

std::string CheckText(bool on) { return on ? "true" : "false"; }

// A spin option whose handler writes the new value through `apply`.
template <class Apply>
Option Spin(std::string name, int64_t value, int64_t min, int64_t max, Apply apply) {
  return {std::move(name),
          T::kSpin,
          std::to_string(value),
          min,
          max,
          {},
          [apply](const std::string& v) {
            apply(*ParseInt(v));
            return std::string();
          }};
}
Option Check(std::string name, bool& target) {
  return {std::move(name), T::kCheck, CheckText(target), 0, 0, {}, [&target](const std::string& v) {
            target = v == "true";
            return std::string();
          }};
}

// One of a game's declared options (rules or session options): its value lives in `values`,
// `changed` passes them on.
template <class Changed>
Option FromSpec(const OptionSpec& spec, GameRules& values, std::size_t i, Changed changed) {
  const auto apply = [&values, i, changed](int64_t v) {
    values.values[i] = static_cast<int>(v);
    changed();
  };
  if (spec.kind == OptionKind::kCheck) {
    return {std::string(spec.name),
            T::kCheck,
            CheckText(values.values[i] != 0),
            0,
            0,
            {},
            [apply](const std::string& v) {
              apply(v == "true" ? 1 : 0);
              return std::string();
            }};
  }
  return Spin(std::string(spec.name), values.values[i], spec.min, spec.max, apply);
}

}  // namespace

void CommandLoop::DeclareOptions() {
  search::SearchOptions& so = options_.search;
  std::vector<std::string> variants;
  for (const GameEntry& g : games_) variants.emplace_back(g.name);
  table_.Add({"UCI_Variant", T::kCombo, std::string(games_.front().name), 0, 0, variants,
              [this](const std::string& v) {
                MakeSession(*FindGame(v));
                return std::string();
              }});
  table_.Add({"Hash",
              T::kSpin,
              std::to_string(options_.hash_mb),
              1,
              kMaxHashMb,
              {},
              [this](const std::string& v) {
                options_.hash_mb = static_cast<int>(*ParseInt(v));
                return Allocate();
              }});
  table_.Add({"Clear Hash", T::kButton, "", 0, 0, {}, [this](const std::string&) {
                session_->ClearHash();
                return std::string();
              }});
  table_.Add(Spin("Threads", so.threads, 1, kMaxThreads,
                  [&so](int64_t v) { so.threads = static_cast<int>(v); }));
  table_.Add(Spin("MultiPV", so.multi_pv, 1, 256,
                  [&so](int64_t v) { so.multi_pv = static_cast<int>(v); }));
  table_.Add(Check("Ponder", options_.ponder));
  table_.Add(Spin("Move Overhead", so.move_overhead_ms, 0, 10000,
                  [&so](int64_t v) { so.move_overhead_ms = static_cast<int>(v); }));
  table_.Add(Check("UCI_AnalyseMode", so.analyse_mode));
  table_.Add(Check("UCI_ShowWDL", options_.show_wdl));
  table_.Add(Spin("Seed", static_cast<int64_t>(so.seed), 0, 2147483647, [&so](int64_t v) {
    so.seed = static_cast<uint64_t>(v);
    so.sample_index = 0;  // the sample stream restarts: reproducible from the Seed on
  }));
  // The full engine by default; a level below 20 weakens the searchers (search/skill.h).
  table_.Add(Spin("Skill Level", so.skill_level, 0, search::kMaxSkillLevel,
                  [&so](int64_t v) { so.skill_level = static_cast<int>(v); }));
  table_.Add(Check("UCI_LimitStrength", so.limit_strength));
  table_.Add(Spin("UCI_Elo", so.elo, search::kMinUciElo, search::kMaxUciElo,
                  [&so](int64_t v) { so.elo = static_cast<int>(v); }));
  table_.Add({"Search",
              T::kCombo,
              "",
              0,
              0,
              {kSearchNames.begin(), kSearchNames.end()},
              [this](const std::string& v) { return SetSearcher(v); }});
  for (const GameEntry& g : games_) {
    const auto add = [&](std::span<const OptionSpec> specs, GameRules& values, auto changed) {
      for (std::size_t i = 0; i < specs.size(); ++i)
        table_.Add(FromSpec(specs[i], values, i, changed));
    };
    GameRules& rules = rules_[g.name];
    add(g.options, rules, [this, &g, &rules] {
      if (&g == game_) session_->SetRules(rules);
    });
    GameRules& session_values = session_values_[g.name];
    add(g.session_options, session_values, [this, &g, &session_values] {
      if (&g == game_) session_->SetSessionOptions(session_values);
    });
  }
}

std::string CommandLoop::SetSearcher(const std::string& name) {
  SearchKind kind = SearchKind::kGreedy;
  for (std::size_t i = 0; i < kSearchNames.size(); ++i)
    if (kSearchNames[i] == name) kind = kSearchKinds[i];
  if (!session_->searcher_available(kind)) {
    return "option Search: " + name + " is not available for " + std::string(game_->name) + " yet";
  }
  options_.searcher = kind;
  // A table the machine cannot give the new searcher: it keeps the one it has, `Hash` then
  // shows that size, and the error says so; the searcher is the one asked for.
  if (const std::string error = Allocate(); !error.empty()) Error(error);
  return "";
}

}  // namespace melee
