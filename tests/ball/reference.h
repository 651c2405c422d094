// A deliberately naive BALL referee for the tests: a 13x17 array of cells, its own position
// reader and writer, and an exhaustive walk over every ordering of every action and task,
// written from the spec's sentences and sharing no code with engine/ball. It answers one
// question: which successor positions does a whole turn reach, and what is the canonical
// token (shortest, then byte-wise smallest) of each?
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace ball_reference {

// Successor position string -> canonical token. nullopt when the text does not parse or the
// walk needed more than `max_paths` complete paths (the caller then skips the position).
std::optional<std::map<std::string, std::string>> Successors(const std::string& position,
                                                             int64_t max_paths);

}  // namespace ball_reference
