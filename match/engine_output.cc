#include "match/engine_output.h"

#include "protocol/text.h"

namespace melee::match {

std::optional<EngineOption> ParseOptionLine(std::string_view line) {
  const std::vector<std::string_view> words = SplitTokens(line);
  if (words.size() < 5 || words[0] != "option" || words[1] != "name") return std::nullopt;
  EngineOption option;
  std::string* field = &option.name;
  for (std::size_t i = 2; i < words.size(); ++i) {
    const std::string_view w = words[i];
    // The keywords split the fields; the name's own words never follow `name` as keywords in
    // practice (UCI has the same ambiguity and resolves it the same way).
    if (w == "type") {
      field = &option.type;
    } else if (w == "default") {
      field = &option.default_value;
    } else if (w == "var") {
      field = &option.vars.emplace_back();
    } else if (w == "min") {
      field = &option.min_value;
    } else if (w == "max") {
      field = &option.max_value;
    } else if (field) {
      if (!field->empty()) *field += ' ';
      *field += w;
    }
  }
  if (option.name.empty() || option.type.empty()) return std::nullopt;
  return option;
}

std::optional<EngineOption> FindOption(std::span<const std::string> option_lines,
                                       std::string_view name) {
  for (const std::string& line : option_lines) {
    std::optional<EngineOption> option = ParseOptionLine(line);
    if (option && EqualsIgnoreCase(option->name, name)) return option;
  }
  return std::nullopt;
}

std::optional<std::string> PvHead(std::string_view info_line) {
  const std::vector<std::string_view> words = SplitTokens(info_line);
  if (words.empty() || words[0] != "info") return std::nullopt;
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (words[i] == "string") return std::nullopt;  // free text to the end of the line
    if (words[i] == "multipv" && i + 1 < words.size() && words[i + 1] != "1") return std::nullopt;
    if (words[i] == "pv") {
      if (i + 1 == words.size()) return std::nullopt;
      return std::string(words[i + 1]);
    }
  }
  return std::nullopt;
}

std::string OwnPart(std::string_view token, int side, bool simultaneous) {
  const std::size_t slash = token.find('/');
  if (!simultaneous || slash == std::string_view::npos) return std::string(token);
  return std::string(side == 0 ? token.substr(0, slash) : token.substr(slash + 1));
}

}  // namespace melee::match
