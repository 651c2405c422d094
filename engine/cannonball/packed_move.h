// Moves as the step generators build them: the 12 bytes of a Move assembled in two integers and
// turned into a Move only when it is handed on.
//
// Why: a Move built field by field on the stack and then copied into a list is read back with
// wider loads than the byte stores that wrote it, which the CPU cannot forward from its store
// buffer. That stall, once per generated step, was about 40 % of a Cannon Ball search (perf
// annotate of `go depth 5`: the hot instruction was the list store right after the reload).
// Built in registers, the Move reaches the list as two plain stores.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "engine/cannonball/cannonball.h"

namespace melee::cannonball {

static_assert(std::endian::native == std::endian::little, "the byte layout below");
static_assert(sizeof(Move) == 12 && std::is_trivially_copyable_v<Move>);

// A Move's bytes in memory order: the kind, the size, then cells[0..9] (zero past the size).
class PackedMove {
 public:
  explicit constexpr PackedMove(MoveKind kind) : low_(static_cast<uint64_t>(kind)) {}

  constexpr int size() const { return static_cast<int>((low_ >> 8) & 0xff); }

  // Appends a cell (Move::Push).
  constexpr void Push(uint8_t cell) {
    const int byte = 2 + size();
    if (byte < 8) {
      low_ |= static_cast<uint64_t>(cell) << (8 * byte);
    } else {
      high_ |= static_cast<uint32_t>(cell) << (8 * (byte - 8));
    }
    low_ += uint64_t{1} << 8;
  }

  // Two stores, 8 and 4 bytes: a copy of the Move reads it back with the same two sizes (a
  // bit_cast from three 4-byte words made GCC store 4 + 8 bytes and reload 8 + 4, the stall).
  Move ToMove() const {
    Move m;
    auto* bytes = reinterpret_cast<unsigned char*>(&m);
    std::memcpy(bytes, &low_, sizeof low_);
    std::memcpy(bytes + sizeof low_, &high_, sizeof high_);
    return m;
  }

 private:
  uint64_t low_;       // bytes 0..7
  uint32_t high_ = 0;  // bytes 8..11
};

// A move of one player (a single move or a half of a double move).
inline Move PlayerMove(MoveKind kind, int from, int to) {
  PackedMove m(kind);
  m.Push(static_cast<uint8_t>(from));
  m.Push(static_cast<uint8_t>(to));
  return m.ToMove();
}

}  // namespace melee::cannonball
