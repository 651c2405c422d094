// Square names of the protocol: a file letter then a rank number from 1, counted from p1's
// bottom-left (`a1`, `o15`). Squares concatenate without separators (`c3e5g7`), so a reader
// consumes one letter and then every following digit.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace melee {

// file 0 = 'a'; rank as printed (1 = p1's first rank; games with virtual goal ranks may use 0
// or kHeight + 1).
struct SquareName {
  int file = 0;
  int rank = 0;
  friend constexpr bool operator==(const SquareName&, const SquareName&) = default;
};

// Reads one square at text[pos] and advances pos past it. Accepts files a..a+max_file-1 and
// ranks min_rank..max_rank (at most two digits, no leading zero); nullopt (pos unchanged)
// otherwise.
inline std::optional<SquareName> ReadSquare(std::string_view text, std::size_t& pos, int max_file,
                                            int min_rank, int max_rank) {
  std::size_t p = pos;
  if (p >= text.size() || text[p] < 'a' || text[p] >= 'a' + max_file) return std::nullopt;
  const int file = text[p++] - 'a';
  const std::size_t digits_start = p;
  int rank = 0;
  while (p < text.size() && text[p] >= '0' && text[p] <= '9' && p - digits_start < 3) {
    rank = rank * 10 + (text[p++] - '0');
  }
  const std::size_t digits = p - digits_start;
  if (digits == 0 || digits > 2) return std::nullopt;
  if (digits == 2 && text[digits_start] == '0') return std::nullopt;
  if (rank < min_rank || rank > max_rank) return std::nullopt;
  pos = p;
  return SquareName{file, rank};
}

inline std::string FormatSquare(SquareName s) {
  std::string name(1, static_cast<char>('a' + s.file));
  name += std::to_string(s.rank);
  return name;
}

}  // namespace melee
