// The per-game Seed: before each game the runner gives every engine that declares a spin
// option `Seed` a value derived from the engine's configured seed and the game's place in the
// schedule. An engine that samples (Soule's mixed strategies, MCTS) then draws the same moves
// in that game whichever worker, shard or engine process plays it, while the games of one
// tournament still differ from each other. Engines without a `Seed` option get nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace melee::match {

// The `Seed` value for the engine with these handshake `option` lines and configured
// `setoption` pairs (its option.Seed, if given, is the base; otherwise the declared default),
// playing seat `seat` (0 = the first player) of schedule game `game_index`; nullopt when the
// engine declares no spin `Seed`. Always inside the declared min..max.
std::optional<int64_t> GameSeed(std::span<const std::string> option_lines,
                                std::span<const std::pair<std::string, std::string>> configured,
                                int64_t game_index, int seat);

}  // namespace melee::match
