#include "protocol/option_def.h"

#include "protocol/text.h"

namespace melee {

std::string FormatOptionLine(const OptionDef& def) {
  std::string line = "option name " + def.name + " type ";
  switch (def.type) {
    case OptionDef::Type::kSpin:
      return line + "spin default " + def.default_value + " min " + std::to_string(def.min) +
             " max " + std::to_string(def.max);
    case OptionDef::Type::kCheck:
      return line + "check default " + def.default_value;
    case OptionDef::Type::kCombo:
      line += "combo default " + def.default_value;
      for (const std::string& v : def.vars) line += " var " + v;
      return line;
    case OptionDef::Type::kButton:
      return line + "button";
  }
  return line;
}

std::optional<std::string> CheckOptionValue(const OptionDef& def,
                                            std::optional<std::string_view> value,
                                            std::string& error) {
  if (def.type == OptionDef::Type::kButton) return std::string();
  if (!value) {
    error = "option " + def.name + " needs a value";
    return std::nullopt;
  }
  switch (def.type) {
    case OptionDef::Type::kSpin: {
      const std::optional<int64_t> n = ParseInt(*value);
      if (!n || *n < def.min || *n > def.max) {
        error = "option " + def.name + " value " + std::string(*value) + " is not an integer in " +
                std::to_string(def.min) + ".." + std::to_string(def.max);
        return std::nullopt;
      }
      return std::to_string(*n);
    }
    case OptionDef::Type::kCheck:
      if (EqualsIgnoreCase(*value, "true")) return std::string("true");
      if (EqualsIgnoreCase(*value, "false")) return std::string("false");
      error = "option " + def.name + " value " + std::string(*value) + " is not true or false";
      return std::nullopt;
    case OptionDef::Type::kCombo:
      for (const std::string& v : def.vars)
        if (EqualsIgnoreCase(*value, v)) return v;
      error = "option " + def.name + " has no value " + std::string(*value);
      return std::nullopt;
    case OptionDef::Type::kButton:
      break;
  }
  return std::string();
}

}  // namespace melee
