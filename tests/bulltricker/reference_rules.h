// A deliberately simple, slow Bulltricker referee written straight from the spec's words, on
// a 15 x 15 array of letters. It shares no code with engine/bulltricker (not even the
// geometry) so that agreeing with it is evidence, not tautology.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace melee::bulltricker_reference {

struct Board {
  std::array<std::array<char, 15>, 15> cell{};  // '.' empty, else K Q P k q p
  bool white_to_move = true;
  int no_progress = 0;
  int move_number = 1;
  int no_progress_limit = 200;
};

struct Successor {
  std::string token;  // grid from-square then to-square
  Board board;
};

// Reads a valid position string (no validation beyond what it needs).
Board ReadBoard(const std::string& text, int no_progress_limit);
std::string WriteBoard(const Board& board);

// The end-of-game reason word ("none" while the game goes on) and the result word.
std::string Reason(const Board& board);
std::string Result(const Board& board);

// Every legal move (empty when the game is over), priorities applied.
std::vector<Successor> Successors(const Board& board);

unsigned long long ReferencePerft(const Board& board, int depth);

}  // namespace melee::bulltricker_reference
