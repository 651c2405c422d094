// A game's settings: the rule options (`BALL Turns`, `Soule Teams`, ...) a person chooses
// before a game. The board applies one only where its position string carries it (BALL's turn
// limit, Soule's team size and turn limit): a game started with settings has the start
// position those settings give as its root, so the referee, the board, the link, the record and
// every engine (sent `position fen`) read the same rules from the same text. A rule option is
// never an engine option on the board: set on one engine alone it would disagree with the
// referee (CheckedOption refuses them).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "board/board_rules.h"

namespace melee::board {

// The game's settings as /api/config lists them: [{name, default, min, max}], the rule options
// whose value changes the start position's text.
nlohmann::json SettingsJson(const BoardRules& rules);
// The names of the game's rule options (settings or not), and the options its engine session
// adds (Soule Blind): the page shows a game's session options only while it is played.
nlohmann::json RuleOptionNames(const BoardRules& rules);
nlohmann::json SessionOptionNames(const BoardRules& rules);

// The start position of `settings` ({name: integer}, names case-insensitive); throws ApiError
// 400 for a name that is no setting of the game or a value out of its bounds.
std::string SettingsStartFen(const BoardRules& rules, const nlohmann::json& settings);

// The game whose rule option is named `name` (case-insensitive), if any.
std::optional<std::string_view> RuleOptionOwner(std::string_view name);

}  // namespace melee::board
