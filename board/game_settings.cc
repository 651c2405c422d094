#include "board/game_settings.h"

#include <memory>
#include <span>
#include <vector>

#include "board/api.h"
#include "protocol/registry.h"
#include "protocol/text.h"

namespace melee::board {
namespace {

using nlohmann::json;

const GameEntry* EntryOf(const BoardRules& rules) {
  for (const GameEntry& entry : RegisteredGames())
    if (entry.name == rules.name()) return &entry;
  return nullptr;
}

std::span<const OptionSpec> RuleOptions(const BoardRules& rules) {
  const GameEntry* entry = EntryOf(rules);
  return entry ? entry->options : std::span<const OptionSpec>();
}

std::string StartFen(const BoardRules& rules, const GameRules& values) {
  const std::unique_ptr<GameSession> session = rules.NewSession();
  session->SetRules(values);
  session->SetPosition(std::nullopt, {});
  return session->fen();
}

GameRules Defaults(std::span<const OptionSpec> options) {
  GameRules values;
  for (std::size_t i = 0; i < options.size(); ++i) values.values[i] = options[i].default_value;
  return values;
}

// Whether option `i` shows in the start position's text: another value gives another text.
bool InPositionText(const BoardRules& rules, std::size_t i) {
  const std::span<const OptionSpec> options = RuleOptions(rules);
  const OptionSpec& o = options[i];
  if (o.min == o.max) return false;
  GameRules other = Defaults(options);
  other.values[i] = o.default_value != o.min ? o.min : o.max;
  return StartFen(rules, other) != StartFen(rules, Defaults(options));
}

}  // namespace

json SettingsJson(const BoardRules& rules) {
  json list = json::array();
  const std::span<const OptionSpec> options = RuleOptions(rules);
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (!InPositionText(rules, i)) continue;
    list.push_back({{"name", std::string(options[i].name)},
                    {"default", options[i].default_value},
                    {"min", options[i].min},
                    {"max", options[i].max}});
  }
  return list;
}

json RuleOptionNames(const BoardRules& rules) {
  json names = json::array();
  for (const OptionSpec& o : RuleOptions(rules)) names.push_back(std::string(o.name));
  return names;
}

json SessionOptionNames(const BoardRules& rules) {
  json names = json::array();
  if (const GameEntry* entry = EntryOf(rules))
    for (const OptionSpec& o : entry->session_options) names.push_back(std::string(o.name));
  return names;
}

std::string SettingsStartFen(const BoardRules& rules, const json& settings) {
  if (!settings.is_object()) throw ApiError(400, "settings must be an object");
  const std::span<const OptionSpec> options = RuleOptions(rules);
  GameRules values = Defaults(options);
  for (const auto& [name, value] : settings.items()) {
    std::size_t i = 0;
    while (i < options.size() &&
           !(EqualsIgnoreCase(options[i].name, name) && InPositionText(rules, i)))
      ++i;
    if (i == options.size()) {
      const std::string shown = name.size() <= 40 && PrintableAscii(name, true) ? name : "?";
      throw ApiError(400, "'" + shown + "' is no setting of " + std::string(rules.name()));
    }
    const OptionSpec& o = options[i];
    if (!value.is_number_integer() || value.get<int64_t>() < o.min || value.get<int64_t>() > o.max)
      throw ApiError(400, std::string(o.name) + " must be a whole number in " +
                              std::to_string(o.min) + ".." + std::to_string(o.max));
    values.values[i] = static_cast<int>(value.get<int64_t>());
  }
  return StartFen(rules, values);
}

std::optional<std::string_view> RuleOptionOwner(std::string_view name) {
  for (const auto& rules : AllBoardRules())
    for (const OptionSpec& o : RuleOptions(*rules))
      if (EqualsIgnoreCase(o.name, name)) return rules->name();
  return std::nullopt;
}

}  // namespace melee::board
