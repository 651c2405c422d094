// TurnSession<G, E>: the protocol over one turn game (Bulltricker, BALL, Cannon Ball) played
// with the evaluator E (eval/<game>/, with its alpha-beta switches). Every method is one
// command; the work below it is templated over G and E.
#pragma once

#include <algorithm>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/perft.h"
#include "eval/eval.h"
#include "protocol/game_record.h"
#include "protocol/session.h"
#include "protocol/session_util.h"
#include "search/alpha_beta.h"
#include "search/baseline_searcher.h"
#include "search/bench_signature.h"
#include "search/mcts.h"
#include "search/skill.h"
#include "search/skill_one_ply.h"

namespace melee {

namespace turn_session_detail {
struct NoSearcher {
  void Clear() {}
};
template <class G, class E>
struct SearcherFor {
  using type = NoSearcher;
};
template <SteppedGame G, class E>
struct SearcherFor<G, E> {
  using type = search::AlphaBeta<G, E>;
};
template <class G, class E>
struct MctsFor {
  using type = NoSearcher;
};
template <SteppedGame G, class E>
struct MctsFor<G, E> {
  using type = search::Mcts<G, E>;
};
}  // namespace turn_session_detail

template <TurnGame G, EvaluatorOf<G> E>
class TurnSession final : public GameSession {
 public:
  using Position = typename G::Position;
  using Move = typename G::Move;

  // `bench_positions`: the text of positions/<game>/bench.txt (embedded at build time).
  explicit TurnSession(std::string_view bench_positions = {})
      : bench_positions_(bench_positions),
        rules_(GameRules::Defaults(G::kOptions)),
        record_(G::StartPosition(rules_)) {}

  std::string_view variant() const override { return G::kName; }
  std::span<const OptionSpec> rule_options() const override {
    return {G::kOptions.data(), G::kOptions.size()};
  }
  void SetRules(const GameRules& rules) override {
    rules_ = rules;
    last_list_.reset();  // the same text may now mean another position
  }

  // A GUI or match runner resends the whole move list every turn; when the new list extends
  // the last one from the same root, only the new tokens are played (BALL's ParseMove costs
  // milliseconds, so replaying would make a game quadratic).
  PositionResult SetPosition(std::optional<std::string_view> fen,
                             std::span<const std::string_view> moves) override {
    std::optional<std::string> root_text;
    if (fen) root_text = std::string(*fen);
    const bool extends =
        last_list_ && last_list_->root == root_text && moves.size() >= last_list_->moves.size() &&
        std::equal(last_list_->moves.begin(), last_list_->moves.end(), moves.begin());
    std::optional<GameRecord<G>> record;
    std::size_t first_new = 0;
    if (extends) {
      record = record_;
      first_new = last_list_->moves.size();
    } else {
      std::optional<Position> root;
      if (fen) {
        std::string why;
        root = G::ParsePosition(*fen, rules_, why);
        if (!root) return {"invalid position: " + why};
      } else {
        root = G::StartPosition(rules_);
      }
      record.emplace(*root);
    }
    std::string error;
    for (std::size_t k = first_new; k < moves.size(); ++k) {
      const std::string ply = " at ply " + std::to_string(k + 1);
      if (record->status().over()) {
        error = "illegal move " + std::string(moves[k]) + ply + ": the game is over";
        break;
      }
      std::optional<Move> move = G::ParseMove(record->current(), moves[k]);
      if (!move) {
        record->ForfeitByIllegalMove();
        error = "illegal move " + std::string(moves[k]) + ply;
        break;
      }
      record->Play(*move);
    }
    record_ = std::move(*record);
    last_list_.reset();
    if (error.empty()) last_list_ = MoveListKey{root_text, {moves.begin(), moves.end()}};
    return {error};
  }

  void NewGame() override {
    record_ = GameRecord<G>(G::StartPosition(rules_));
    last_list_.reset();
    ClearHash();
  }

  void ClearHash() override {
    if constexpr (SteppedGame<G>) {
      alpha_beta_.Clear();
      mcts_.Clear();
    }
  }

  bool p1_turn() const override { return current().side_to_move() == Side::kP1; }
  GameStatus status() const override { return record_.status(); }
  std::string fen() const override { return G::FormatPosition(current()); }

  std::string legal_moves() const override {
    std::vector<std::string> tokens = LegalTokens();
    std::string out;
    for (const std::string& t : tokens) out += (out.empty() ? "" : " ") + t;
    return out;
  }

  bool IsLegal(std::string_view token) const override {
    return !status().over() && G::ParseMove(current(), token).has_value();
  }

  std::string Diagram() const override {
    std::string out = G::Diagram(current());
    if (!out.empty() && out.back() != '\n') out += '\n';
    out += "Fen: " + fen() + "\n";
    out += "Key: " + HexKey(current().key()) + "\n";
    out += std::string("Side to move: ") + (p1_turn() ? "p1" : "p2") + "\n";
    out += "Legal moves: " + std::to_string(LegalTokens().size()) + "\n";
    out += "Status: " + StatusText(status());
    return out;
  }

  std::string EvalReport() const override {
    return FormatEvalTable(E::Explain(current()), E::Evaluate(current()), "side to move");
  }

  void Perft(int depth, const std::function<void(std::string_view)>& line,
             const std::atomic<bool>& stop) const override {
    std::vector<std::pair<std::string, uint64_t>> counts;
    if (!status().over()) {
      auto list = std::make_unique_for_overwrite<typename G::TurnList>();
      G::GenerateTurns(current(), *list);
      for (const Move& move : *list) {
        if (stop.load(std::memory_order_relaxed)) break;
        Position child = current();
        G::Play(child, move);
        counts.emplace_back(G::FormatMove(current(), move),
                            melee::Perft<G>(child, depth - 1, &stop));
      }
    }
    WritePerftReport(std::move(counts), line, stop);
  }

  SearchKind default_searcher() const override { return BestSearch(); }
  bool searcher_available(SearchKind kind) const override {
    return kind == SearchKind::kGreedy || kind == SearchKind::kRandom ||
           ((kind == SearchKind::kAlphaBeta || kind == SearchKind::kMcts) && SteppedGame<G>);
  }

  AllocateResult Allocate(const EngineOptions& options) override {
    if constexpr (SteppedGame<G>) {
      const SearchKind kind = options.searcher.value_or(BestSearch());
      const int mb = options.hash_mb;
      try {
        if (kind == SearchKind::kAlphaBeta && mb != hash_mb_) {
          alpha_beta_.SetHashSize(static_cast<std::size_t>(mb));
          hash_mb_ = mb;
        }
        if (kind == SearchKind::kMcts && mb != mcts_hash_mb_) {
          mcts_.SetHashSize(static_cast<std::size_t>(mb));
          mcts_hash_mb_ = mb;
        }
      } catch (const std::bad_alloc&) {
        return {"Hash: cannot allocate " + std::to_string(mb) + " MB",
                kind == SearchKind::kMcts ? mcts_hash_mb_ : hash_mb_};
      }
    }
    return {};
  }

  search::SearchOutcome Search(const GoLimits& limits, const EngineOptions& options,
                               const search::SearchCallbacks& callbacks,
                               const std::atomic<bool>& stop,
                               const std::atomic<bool>& ponderhit) override {
    const GameStatus s = status();
    if (s.over()) {
      if (callbacks.on_text) {
        callbacks.on_text("gameover " + std::string(OutcomeName(s.outcome)) + " " +
                          std::string(s.reason));
      }
      return {"(none)", "", {}};
    }
    const search::SearchRequest request{limits, options.search, callbacks, stop, &ponderhit};
    const std::vector<uint64_t> record_keys = record_.RepetitionKeysBeforeCurrent();
    const search::TurnRoot<Position> root{current(), record_keys};
    const SearchKind kind = options.searcher.value_or(BestSearch());
    if constexpr (SteppedGame<G>) {
      // A skill level weakens the tree searchers (search/skill.h); the baselines are weak already.
      if (kind == SearchKind::kAlphaBeta) {
        if (search::OnePlyAtSkill(options.search, search::kTreeSkillScale)) {
          return search::SearchOnePlyAtSkill<G, E>(root, request);
        }
        return search::SearchAtSkill(request, search::kTreeSkillScale,
                                     [&](const auto& r) { return alpha_beta_.Search(root, r); });
      }
      if (kind == SearchKind::kMcts) {
        mcts_.SetSeed(options.search.seed);
        return search::SearchAtSkill(request, search::kTreeSkillScale,
                                     [&](const auto& r) { return mcts_.Search(root, r); });
      }
    }
    return search::BaselineSearcher<G, E>(kind == SearchKind::kRandom
                                              ? search::BaselineKind::kRandom
                                              : search::BaselineKind::kGreedy)
        .Search(root, request);
  }

  uint64_t Bench(const search::SearchCallbacks& report, std::optional<int> depth,
                 std::optional<int64_t> nodes, const std::atomic<bool>& stop) override {
    if constexpr (SteppedGame<G>) {
      if (!bench_positions_.empty()) {
        return BenchAlphaBeta(report, search::BenchSettings{depth, nodes, &stop});
      }
    }
    // A game without a searcher or bench file: the start position and every fourth position of
    // a random playout with seed 0, each searched by greedy.
    uint64_t total = 0;
    Position pos = G::StartPosition(rules_);
    Rng rng(0);
    auto list = std::make_unique_for_overwrite<typename G::TurnList>();
    for (int ply = 0; ply <= 40; ++ply) {
      if (G::Status(pos).over() || stop.load()) break;
      list->Clear();
      G::GenerateTurns(pos, *list);
      std::span<const Move> moves(list->begin(), list->size());
      if (ply % 4 == 0) {
        const BaselineChoice c = PickGreedyTurn<G, E>(pos, moves, 0);
        total += c.nodes;
        report.on_text("bench " + std::string(G::kName) + " position " +
                       std::to_string(ply / 4 + 1) + " nodes " + std::to_string(c.nodes));
      }
      G::Play(pos, moves[rng.Below(moves.size())]);
    }
    return total;
  }

 private:
  const Position& current() const { return record_.current(); }

  static SearchKind BestSearch() {
    return SteppedGame<G> ? SearchKind::kAlphaBeta : SearchKind::kGreedy;
  }

  uint64_t BenchAlphaBeta(const search::SearchCallbacks& report,
                          const search::BenchSettings& settings) requires SteppedGame<G> {
    const search::BenchResult result =
        search::RunBench<G, E>(bench_positions_, GameRules::Defaults(G::kOptions), settings);
    if (!result.error.empty()) report.on_text("error " + result.error);
    for (std::size_t i = 0; i < result.lines.size(); ++i) {
      report.on_text("bench " + std::string(G::kName) + " position " + std::to_string(i + 1) +
                     " depth " + std::to_string(result.lines[i].depth) + " nodes " +
                     std::to_string(result.lines[i].nodes) + " bestmove " +
                     result.lines[i].best_move);
    }
    return result.nodes;
  }

  std::vector<std::string> LegalTokens() const {
    std::vector<std::string> tokens;
    if (status().over()) return tokens;
    auto list = std::make_unique_for_overwrite<typename G::TurnList>();
    G::GenerateTurns(current(), *list);
    for (const Move& m : *list) tokens.push_back(G::FormatMove(current(), m));
    std::sort(tokens.begin(), tokens.end());
    return tokens;
  }

  // The root and tokens of the last `position` command that applied without error.
  struct MoveListKey {
    std::optional<std::string> root;  // the fen, or nullopt for startpos
    std::vector<std::string> moves;
  };

  std::string_view bench_positions_;
  GameRules rules_;
  GameRecord<G> record_;
  std::optional<MoveListKey> last_list_;
  // The alpha-beta searcher and its table live as long as the session (cleared by
  // `uginewgame` and `Clear Hash`); games without steps have none.
  typename turn_session_detail::SearcherFor<G, E>::type alpha_beta_;
  int hash_mb_ = 16;
  // The MCTS tree, kept between moves for reuse (same lifetime and clearing as the table).
  typename turn_session_detail::MctsFor<G, E>::type mcts_;
  int mcts_hash_mb_ = 16;
};

}  // namespace melee
