// UGI option declarations: how an option is listed after `ugi` and how a `setoption` value is
// checked against it. Applying a value is the command loop's job.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace melee {

struct OptionDef {
  enum class Type { kSpin, kCheck, kCombo, kButton };
  std::string name;
  Type type = Type::kSpin;
  std::string default_value;      // spin: digits; check: true|false; combo: one of vars
  int64_t min = 0, max = 0;       // spin only
  std::vector<std::string> vars;  // combo only
};

// `option name <id> type <t> default <x> [min <a> max <b>] [var <v>]...`
std::string FormatOptionLine(const OptionDef& def);

// The value to apply (spin: the number; check: "true"/"false"; combo: the var as declared;
// button: ""), or nullopt with the reason in `error`.
std::optional<std::string> CheckOptionValue(const OptionDef& def,
                                            std::optional<std::string_view> value,
                                            std::string& error);

}  // namespace melee
