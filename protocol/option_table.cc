#include "protocol/option_table.h"

#include <algorithm>
#include <cassert>
#include <utility>

#include "protocol/text.h"

namespace melee {
namespace {

std::string FormatOptionLine(const Option& option) {
  std::string line = "option name " + option.name + " type ";
  switch (option.type) {
    case Option::Type::kSpin:
      return line + "spin default " + option.value + " min " + std::to_string(option.min) +
             " max " + std::to_string(option.max);
    case Option::Type::kCheck:
      return line + "check default " + option.value;
    case Option::Type::kCombo:
      line += "combo default " + option.value;
      for (const std::string& v : option.vars) line += " var " + v;
      return line;
    case Option::Type::kButton:
      return line + "button";
  }
  return line;
}

}  // namespace

void OptionTable::Add(Option option) {
  assert(Find(option.name) == nullptr);
  options_.push_back(std::move(option));
}

const Option* OptionTable::Find(std::string_view name) const {
  const auto it = std::find_if(options_.begin(), options_.end(),
                               [&](const Option& o) { return EqualsIgnoreCase(o.name, name); });
  return it == options_.end() ? nullptr : &*it;
}

Option* OptionTable::FindMutable(std::string_view name) {
  return const_cast<Option*>(std::as_const(*this).Find(name));
}

std::string OptionTable::Set(std::string_view name, std::optional<std::string_view> value) {
  Option* option = FindMutable(name);
  if (option == nullptr) return "setoption: unknown option " + std::string(name);
  std::string error;
  std::optional<std::string> checked = CheckOptionValue(*option, value, error);
  if (!checked) return error;
  // The handler may itself Show() other options (a variant change shows its game's searcher);
  // it must not add options, so `option` stays valid.
  if (option->on_change) error = option->on_change(*checked);
  if (error.empty() && option->type != Option::Type::kButton) option->value = std::move(*checked);
  return error;
}

void OptionTable::Show(std::string_view name, std::string value) {
  Option* option = FindMutable(name);
  assert(option != nullptr);
  option->value = std::move(value);
}

std::vector<std::string> OptionTable::UgiLines() const {
  std::vector<std::string> lines;
  lines.reserve(options_.size());
  for (const Option& option : options_) lines.push_back(FormatOptionLine(option));
  return lines;
}

std::optional<std::string> CheckOptionValue(const Option& option,
                                            std::optional<std::string_view> value,
                                            std::string& error) {
  if (option.type == Option::Type::kButton) return std::string();
  if (!value) {
    error = "option " + option.name + " needs a value";
    return std::nullopt;
  }
  switch (option.type) {
    case Option::Type::kSpin: {
      const std::optional<int64_t> n = ParseInt(*value);
      if (!n || *n < option.min || *n > option.max) {
        error = "option " + option.name + " value " + std::string(*value) +
                " is not an integer in " + std::to_string(option.min) + ".." +
                std::to_string(option.max);
        return std::nullopt;
      }
      return std::to_string(*n);
    }
    case Option::Type::kCheck:
      if (EqualsIgnoreCase(*value, "true")) return std::string("true");
      if (EqualsIgnoreCase(*value, "false")) return std::string("false");
      error = "option " + option.name + " value " + std::string(*value) + " is not true or false";
      return std::nullopt;
    case Option::Type::kCombo:
      for (const std::string& v : option.vars)
        if (EqualsIgnoreCase(*value, v)) return v;
      error = "option " + option.name + " has no value " + std::string(*value);
      return std::nullopt;
    case Option::Type::kButton:
      break;
  }
  return std::string();
}

}  // namespace melee
