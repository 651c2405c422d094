// GameSession: the protocol's type-erased view of one game. The command loop makes one virtual
// call per command; everything below it (generation, search) is a template over the game.
#pragma once

#include <array>
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
#include "search/limits.h"
#include "search/report.h"

namespace melee {

// Which searcher `go` runs (the `Search` option).
enum class SearchKind { kAlphaBeta, kMcts, kGreedy, kRandom };
// The `Search` option's values, in the order `ugi` lists them.
inline constexpr std::array<std::string_view, 4> kSearchNames = {"alphabeta", "mcts", "greedy",
                                                                 "random"};
inline constexpr std::array<SearchKind, 4> kSearchKinds = {
    SearchKind::kAlphaBeta, SearchKind::kMcts, SearchKind::kGreedy, SearchKind::kRandom};
inline std::string_view SearchName(SearchKind kind) {
  for (std::size_t i = 0; i < kSearchKinds.size(); ++i)
    if (kSearchKinds[i] == kind) return kSearchNames[i];
  return "";
}

// The engine-wide options (the protocol's option table) a session reads.
struct EngineOptions {
  int hash_mb = 16;
  search::SearchOptions search;  // threads, MultiPV, Move Overhead, Seed, UCI_AnalyseMode
  bool ponder = false;
  bool show_wdl = false;
  std::optional<SearchKind> searcher;  // nullopt: the game's best available searcher
};

// The outcome of making a searcher's table: an error text (empty: made) and, on error, the
// size of the table the session keeps using.
struct AllocateResult {
  std::string error;
  int kept_mb = 0;
};

// The limits of one `go` command: the search contract's one limits type.
using GoLimits = search::SearchLimits;

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
  // The values of the options the session declares besides its game's rules (its registry
  // entry's session_options, in that order; Soule: `Soule Blind`). Take effect at once.
  virtual void SetSessionOptions(const GameRules& /*values*/) {}

  virtual PositionResult SetPosition(std::optional<std::string_view> fen,
                                     std::span<const std::string_view> moves) = 0;
  // `uginewgame`: the start position, cleared histories and hash.
  virtual void NewGame() = 0;

  virtual bool p1_turn() const = 0;
  virtual GameStatus status() const = 0;  // includes repetition and illegal-move ends
  virtual std::string fen() const = 0;
  virtual std::string legal_moves() const = 0;  // `query moves` text
  virtual bool IsLegal(std::string_view token) const = 0;
  virtual std::string Diagram() const = 0;     // `d`, several lines
  virtual std::string EvalReport() const = 0;  // `eval`, several lines

  // `go perft <depth>`: writes one line per root token, a blank line, and the total; once
  // `stop` is set it ends within one move generation and says it was interrupted.
  virtual void Perft(int depth, const std::function<void(std::string_view)>& line,
                     const std::atomic<bool>& stop) const = 0;
  virtual bool searcher_available(SearchKind kind) const = 0;
  // The searcher `go` runs when the `Search` option was never set: the game's strongest.
  virtual SearchKind default_searcher() const = 0;
  // Makes the table (or tree pool) of the searcher `options` select at the size of `Hash`,
  // so that no search allocates on the clock. When the memory cannot be had the session keeps
  // the table it has and says so (error, kept_mb).
  virtual AllocateResult Allocate(const EngineOptions& options) = 0;
  // Runs on the search thread; the session is not modified while it runs. `ponderhit` turns
  // a `go ponder` search into a normal one once set. The outcome's `last` reports best_move.
  virtual search::SearchOutcome Search(const GoLimits& limits, const EngineOptions& options,
                                       const search::SearchCallbacks& callbacks,
                                       const std::atomic<bool>& stop,
                                       const std::atomic<bool>& ponderhit) = 0;
  // `Clear Hash`: forget what earlier searches learned.
  virtual void ClearHash() = 0;
  // `bench`: searches the game's fixed positions; returns the nodes searched.
  // `depth`, `nodes`: the `bench depth|nodes <n>` argument (replaces the files' own limits);
  // `stop` ends it (the count is then partial: the caller says so).
  virtual uint64_t Bench(const search::SearchCallbacks& report, std::optional<int> depth,
                         std::optional<int64_t> nodes, const std::atomic<bool>& stop) = 0;
};

}  // namespace melee
