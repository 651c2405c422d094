// OptionTable: every UGI option declared once, with its type, current value, bounds and the
// handler that applies a new value. `ugi` prints from it (each option's `default` is its
// current value), `setoption` checks a value against it and hands it to the handler; a value
// that fails the check or the handler is refused with one error text and the previous value
// kept. The command loop declares the engine's options, each game entry its own.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace melee {

struct Option {
  enum class Type { kSpin, kCheck, kCombo, kButton };
  // Applies a checked value (spin: the number's digits; check: true|false; combo: the var as
  // declared; button: ""). Returns an error text to refuse it, empty to accept it.
  using Handler = std::function<std::string(const std::string& value)>;

  std::string name;
  Type type = Type::kSpin;
  std::string value;              // the current value, in the same form the handler gets
  int64_t min = 0, max = 0;       // spin only
  std::vector<std::string> vars;  // combo only
  Handler on_change;
};

class OptionTable {
 public:
  // Names are unique, compared without case.
  void Add(Option option);
  const Option* Find(std::string_view name) const;

  // `setoption name <name> [value <value>]`: empty on success, else the error text (the
  // option keeps its value).
  std::string Set(std::string_view name, std::optional<std::string_view> value);
  // Records a value the engine chose itself (the game's default searcher after a variant
  // change, the table size kept when a new game cannot have the one asked for); no handler.
  void Show(std::string_view name, std::string value);

  // `option name <id> type <t> default <current> [min <a> max <b>] [var <v>]...`, in the
  // order the options were added.
  std::vector<std::string> UgiLines() const;
  const std::vector<Option>& options() const { return options_; }

 private:
  Option* FindMutable(std::string_view name);

  std::vector<Option> options_;
};

// The value to apply, or nullopt with the reason in `error`.
std::optional<std::string> CheckOptionValue(const Option& option,
                                            std::optional<std::string_view> value,
                                            std::string& error);

}  // namespace melee
