// GameSession: the protocol's type-erased view of one game. The command loop makes one virtual
// call per command; everything below it (generation, search) is a template over the game.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rules.h"
#include "engine/core/types.h"

namespace melee {

// Which searcher `go` runs (the `Search` option).
enum class SearchKind { kAlphaBeta, kMcts, kGreedy, kRandom };

// The engine-wide options a search reads (the protocol's option table).
struct EngineOptions {
  int hash_mb = 16;
  int threads = 1;
  int multi_pv = 1;
  bool ponder = false;
  int move_overhead_ms = 30;
  bool analyse_mode = false;
  bool show_wdl = false;
  uint64_t seed = 0;
  std::optional<SearchKind> search;  // nullopt: the game's best available searcher
  bool soule_blind = true;
};

// The limits of one `go` command; unset fields are absent from the command.
struct GoLimits {
  std::optional<int64_t> time[2];  // p1time / p2time, ms
  std::optional<int64_t> inc[2];   // p1inc / p2inc, ms
  std::optional<int> movestogo;
  std::optional<int64_t> movetime;
  std::optional<int> depth;
  std::optional<int64_t> nodes;
  std::optional<int> mate;
  bool infinite = false;
  bool ponder = false;
  std::vector<std::string> searchmoves;
};

// What a search reports while it runs; each call prints one line.
struct SearchReporter {
  std::function<void(std::string_view info_fields)> info;  // "depth 3 score cp 12 ..."
  std::function<void(std::string_view text)> info_string;  // "info string <text>"
};

struct SearchResult {
  std::string bestmove;  // "(none)" on a finished position
  std::string ponder;    // empty: no ponder move
};

// The result of a `position` command. error is empty on success. When the position itself is
// invalid the session is unchanged; when a move of the list is illegal the legal prefix stays
// applied and the game is over (reason `illegal`).
struct PositionResult {
  std::string error;
};

class GameSession {
 public:
  virtual ~GameSession() = default;

  virtual std::string_view variant() const = 0;
  // The game's own options (`Bulltricker NoProgress`, ...), values as GameRules.
  virtual std::span<const OptionSpec> rule_options() const = 0;
  // Takes effect at the next `position` command.
  virtual void SetRules(const GameRules& rules) = 0;

  virtual PositionResult SetPosition(std::optional<std::string_view> fen,
                                     std::span<const std::string_view> moves) = 0;
  // `uginewgame`: the start position, cleared histories and hash.
  virtual void NewGame() = 0;

  virtual bool p1_turn() const = 0;
  virtual GameStatus status() const = 0;  // includes repetition and illegal-move ends
  virtual std::string fen() const = 0;
  virtual std::string legal_moves() const = 0;  // `query moves` text
  virtual bool IsLegal(std::string_view token) const = 0;
  virtual std::string Diagram() const = 0;      // `d`, several lines
  virtual std::string EvalReport() const = 0;   // `eval`, several lines

  // `go perft <depth>`: writes one line per root token, a blank line, and the total.
  virtual void Perft(int depth, const std::function<void(std::string_view)>& line,
                     const std::atomic<bool>& stop) const = 0;
  virtual bool searcher_available(SearchKind kind) const = 0;
  // Runs on the search thread; the session is not modified while it runs. `ponderhit` turns
  // a `go ponder` search into a normal one once set.
  virtual SearchResult Search(const GoLimits& limits, const EngineOptions& options,
                              const SearchReporter& report, const std::atomic<bool>& stop,
                              const std::atomic<bool>& ponderhit) = 0;
  // `Clear Hash`: forget what earlier searches learned.
  virtual void ClearHash() = 0;
  // `bench`: searches the game's fixed positions; returns the nodes searched.
  virtual uint64_t Bench(const SearchReporter& report) = 0;
};

}  // namespace melee
