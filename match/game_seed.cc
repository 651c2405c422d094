#include "match/game_seed.h"

#include "engine/core/random.h"
#include "match/engine_output.h"
#include "protocol/text.h"

namespace melee::match {

std::optional<int64_t> GameSeed(std::span<const std::string> option_lines,
                                std::span<const std::pair<std::string, std::string>> configured,
                                int64_t game_index, int seat) {
  const std::optional<EngineOption> option = FindOption(option_lines, "Seed");
  if (!option || option->type != "spin") return std::nullopt;
  const std::optional<int64_t> low = ParseInt(option->min_value);
  const std::optional<int64_t> high = ParseInt(option->max_value);
  if (!low || !high || *high < *low) return std::nullopt;
  std::optional<int64_t> base = ParseInt(option->default_value);
  // The last option.Seed wins, as the handshake sends them in order.
  for (const auto& [name, value] : configured)
    if (EqualsIgnoreCase(name, "Seed")) base = ParseInt(value);
  // Two rounds of SplitMix64 over (base, game, seat): neighbouring games and the two seats of
  // one game get unrelated seeds, so the two engines of a game never draw in step.
  uint64_t state = static_cast<uint64_t>(base.value_or(0));
  uint64_t mixed = SplitMix64(state);
  state = mixed ^ (static_cast<uint64_t>(game_index) * 2 + static_cast<uint64_t>(seat));
  mixed = SplitMix64(state);
  // Unsigned arithmetic: the span of the full int64 range wraps to 0 instead of overflowing.
  const uint64_t span = static_cast<uint64_t>(*high) - static_cast<uint64_t>(*low) + 1;
  return static_cast<int64_t>(static_cast<uint64_t>(*low) + (span == 0 ? mixed : mixed % span));
}

}  // namespace melee::match
