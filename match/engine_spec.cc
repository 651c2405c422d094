#include "match/engine_spec.h"

#include "protocol/text.h"

namespace melee::match {

std::optional<EngineSpec> ParseEngineSpec(std::span<const std::string> words, std::string& error) {
  EngineSpec spec;
  for (const std::string& word : words) {
    const std::size_t eq = word.find('=');
    if (eq == std::string::npos) {
      error = "engine: expected key=value, got '" + word + "'";
      return std::nullopt;
    }
    const std::string key = word.substr(0, eq);
    std::string value = word.substr(eq + 1);
    if (key == "name") {
      spec.name = value;
    } else if (key == "cmd") {
      spec.process.command = value;
    } else if (key == "arg") {
      spec.process.args.push_back(value);
    } else if (key == "dir") {
      spec.process.working_dir = value;
    } else if (key == "stderr") {
      spec.stderr_path = value;
    } else if (TimeControl::IsLimitKey(key)) {
      TimeControl check;
      if (!check.ApplyLimit(key, value, error)) return std::nullopt;
      spec.limits.emplace_back(key, value);
    } else if (key.starts_with("option.") && key.size() > 7) {
      const std::string option = key.substr(7);
      bool replaced = false;
      for (auto& [name, old] : spec.options) {
        if (EqualsIgnoreCase(name, option)) {
          old = value;
          replaced = true;
        }
      }
      if (!replaced) spec.options.emplace_back(option, value);
    } else {
      error = "engine: unknown key '" + key +
              "' (name, cmd, arg, dir, stderr, option.<name>, tc, st, "
              "movetime, depth, nodes)";
      return std::nullopt;
    }
  }
  if (spec.process.command.empty()) {
    error = "engine: cmd=<program> is required";
    return std::nullopt;
  }
  if (spec.name.empty())
    spec.name = spec.process.command.substr(spec.process.command.rfind('/') + 1);
  return spec;
}

TimeControl EngineTimeControl(const TimeControl& defaults, const EngineSpec& spec) {
  TimeControl tc = defaults;
  std::string ignored;  // every word was checked by ParseEngineSpec
  for (const auto& [key, value] : spec.limits) tc.ApplyLimit(key, value, ignored);
  return tc;
}

std::optional<EngineSpec> ParseEngineString(std::string_view text, std::string& error) {
  std::vector<std::string> words;
  for (std::string_view token : SplitTokens(text)) words.emplace_back(token);
  if (words.size() == 1 && words[0].find('=') == std::string::npos) words[0] = "cmd=" + words[0];
  return ParseEngineSpec(words, error);
}

}  // namespace melee::match
