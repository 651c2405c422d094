// SimultaneousSession<G>: the protocol over Soule, whose stages are simultaneous but travel as
// two plies on the sequential wire (A's part, then B's part; or the joint token `A/B`; or `?`
// when A's part is hidden). Positions describe stage boundaries only: while A's part is
// pending, `query fen` prints the boundary and `query p1turn` is false.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/input_poll.h"
#include "eval/eval.h"
#include "protocol/session.h"
#include "protocol/session_util.h"
#include "protocol/text.h"
#include "search/simultaneous_baselines.h"
#include "search/skill.h"

namespace melee {

// `Searchers` plugs a game's searchers in (Soule: protocol/sessions/soule_session.cc):
//   static bool Provides(SearchKind);
//   static constexpr SearchKind kDefault;  // when `Search` is not set: the strongest
//   using Root = ...;  // constructible from (position, side to answer, known A part or null)
//   static search::SearchOutcome Search(SearchKind, const Root&, const search::SearchRequest&);
// Search gets the kind the options select and reads every limit itself (`go mate` included).
// The session itself never decides a move: the baselines are searchers like the others.
// Optional:
//   static uint64_t CountTactics(const Position&, Side);  // without listing them, saturating
// lets `go perft` refuse a root too large at once (else the tactics are listed to count them).
// A game with no searchers of its own: the permanent baselines.
template <SimultaneousGame G, EvaluatorOf<G> E>
struct BaselinesOnly {
  using Root = search::SimultaneousRoot<G>;
  static constexpr SearchKind kDefault = SearchKind::kGreedy;
  static bool Provides(SearchKind kind) {
    return kind == SearchKind::kGreedy || kind == SearchKind::kRandom;
  }
  static search::SearchOutcome Search(SearchKind kind, const Root& root,
                                      const search::SearchRequest& request) {
    return search::SimultaneousBaselineSearcher<G, E>(kind == SearchKind::kRandom
                                                          ? search::BaselineKind::kRandom
                                                          : search::BaselineKind::kGreedy)
        .Search(root, request);
  }
};

template <SimultaneousGame G, EvaluatorOf<G> E, class Searchers = BaselinesOnly<G, E>>
class SimultaneousSession final : public GameSession {
 public:
  using Position = typename G::Position;
  using Tactic = typename G::Tactic;

  SimultaneousSession() = default;

  std::string_view variant() const override { return G::kName; }
  std::span<const OptionSpec> rule_options() const override {
    return {G::kOptions.data(), G::kOptions.size()};
  }
  void SetRules(const GameRules& rules) override { rules_ = rules; }

  // `<Game> Blind` (Soule: `Soule Blind`, default true): playing B, decide exactly as at the
  // start of the stage, never reading A's part even when the wire gave it.
  static std::span<const OptionSpec> SessionOptions() {
    static const std::string name = TitleCase(G::kName) + " Blind";
    static const std::array<OptionSpec, 1> specs{{{name, OptionKind::kCheck, 1, 0, 1}}};
    return specs;
  }
  void SetSessionOptions(const GameRules& values) override { blind_ = values.values[0] != 0; }

  PositionResult SetPosition(std::optional<std::string_view> fen,
                             std::span<const std::string_view> moves) override {
    std::optional<Position> root;
    if (fen) {
      std::string why;
      root = G::ParsePosition(*fen, rules_, why);
      if (!root) return {"invalid position: " + why};
    } else {
      root = G::StartPosition(rules_);
    }
    State state{*root};
    std::string error;
    for (std::size_t k = 0; k < moves.size() && error.empty(); ++k) {
      error = state.Apply(moves[k], k + 1 == moves.size());
      if (!error.empty()) error += " at ply " + std::to_string(state.plies + 1);
    }
    state_ = std::move(state);
    return {error};
  }

  void NewGame() override { state_ = State{G::StartPosition(rules_)}; }

  bool p1_turn() const override { return !state_.pending(); }
  GameStatus status() const override { return state_.status(); }
  std::string fen() const override { return G::FormatPosition(state_.position); }
  std::string legal_moves() const override {
    return status().over() ? "" : G::OrderSets(state_.position, to_move());
  }
  bool IsLegal(std::string_view token) const override {
    return !status().over() && G::ParseTactic(state_.position, to_move(), token).has_value();
  }

  std::string Diagram() const override {
    std::string out = G::Diagram(state_.position);
    if (!out.empty() && out.back() != '\n') out += '\n';
    out += "Fen: " + fen() + "\n";
    out += "Key: " + HexKey(state_.position.key()) + "\n";
    out += std::string("Part to play: ") + (p1_turn() ? "A" : "B");
    if (std::holds_alternative<Tactic>(state_.a_part)) {
      out += " (A's part pending: " +
             G::FormatTactic(state_.position, Side::kP1, std::get<Tactic>(state_.a_part)) + ")";
    } else if (std::holds_alternative<Hidden>(state_.a_part)) {
      out += " (A's part pending, hidden)";
    }
    out += "\nStatus: " + StatusText(status());
    return out;
  }

  std::string EvalReport() const override {
    return FormatEvalTable(E::Explain(state_.position), E::Evaluate(state_.position), "A");
  }

  // Children are the distinct positions after both parts; a root line's token is the
  // canonical joint token reaching that child (shortest, then byte-wise smallest).
  void Perft(int depth, const std::function<void(std::string_view)>& line,
             const std::atomic<bool>& stop) const override {
    std::vector<std::pair<std::string, uint64_t>> counts;
    if (const uint64_t pairs = TacticPairs(state_.position); pairs > kMaxPerftPairs) {
      const std::string count = pairs == kManyPairs ? "more than 2^64" : std::to_string(pairs);
      line("info string error perft: " + count +
           " tactic pairs at the root is too many; use fewer players (Soule Teams)");
      return;
    }
    if (!status().over()) {
      for (const auto& [child_text, child] : Children(state_.position, stop)) {
        if (stop.load(std::memory_order_relaxed)) break;
        counts.emplace_back(child.token, CountLeaves(child.position, depth - 1, stop));
      }
    }
    WritePerftReport(std::move(counts), line, stop);
  }

  bool searcher_available(SearchKind kind) const override { return Searchers::Provides(kind); }
  SearchKind default_searcher() const override { return Searchers::kDefault; }

  // The simultaneous searchers keep nothing between moves: no table to make or clear.
  AllocateResult Allocate(const EngineOptions&) override { return {}; }
  void ClearHash() override {}

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
    const Side side = to_move();
    // Blind (or hidden): decide exactly as at the start of the stage, never reading A's part.
    const Tactic* known_a = nullptr;
    if (!blind_ && std::holds_alternative<Tactic>(state_.a_part))
      known_a = &std::get<Tactic>(state_.a_part);
    const search::SearchRequest request{limits, options.search, callbacks, stop, &ponderhit};
    const typename Searchers::Root root{state_.position, side,
                                        side == Side::kP2 ? known_a : nullptr};
    const SearchKind kind = options.searcher.value_or(Searchers::kDefault);
    // A stage every four levels: level 0 searches one stage, level 19 five (search/skill.h);
    // the searcher samples from its mix flattened by the level.
    return search::SearchCappedAtSkill(
        request, search::kSouleSkillScale,
        [&](const search::SearchRequest& r) { return Searchers::Search(kind, root, r); });
  }

  // A searcher with a bench of its own (Soule: the playing search and the forced-goal solver
  // on positions/soule/bench.txt) runs it; otherwise greedy on a seed-0 random playout.
  uint64_t Bench(const search::SearchCallbacks& report, std::optional<int> /*depth: no iterations*/,
                 std::optional<int64_t> nodes, const std::atomic<bool>& stop) override {
    if constexpr (requires { Searchers::Bench(report, nodes, stop); }) {
      return Searchers::Bench(report, nodes, stop);
    }
    uint64_t total = 0;
    Position pos = G::StartPosition(rules_);
    Rng rng(0);
    for (int stage = 0; stage < 8 && !G::Status(pos).over() && !stop.load(); ++stage) {
      const auto choice = PickGreedyTactic<G, E>(pos, Side::kP1, nullptr, 0);
      total += choice.nodes;
      report.on_text("bench " + std::string(G::kName) + " stage " + std::to_string(stage) +
                     " nodes " + std::to_string(choice.nodes));
      // B's draw first, in its own statement: not the compiler's argument order (SmMcts's
      // rollout, search/sm_mcts.h, says why).
      const Tactic b = G::RandomTactic(pos, Side::kP2, rng);
      const Tactic a = G::RandomTactic(pos, Side::kP1, rng);
      G::Resolve(pos, a, b);
    }
    return total;
  }

 private:
  struct Hidden {};
  // The stage being played: no part yet, A's part known, or A's part hidden (`?`).
  using APart = std::variant<std::monostate, Tactic, Hidden>;

  struct State {
    Position position;
    APart a_part{};
    int plies = 0;
    std::optional<GameStatus> illegal{};

    bool pending() const { return !std::holds_alternative<std::monostate>(a_part); }
    GameStatus status() const { return illegal ? *illegal : G::Status(position); }

    // Applies one token of a move list; returns the error text, empty on success.
    std::string Apply(std::string_view token, bool last) {
      const std::string quoted = "illegal move " + std::string(token);
      if (status().over()) return quoted + ": the game is over";
      if (token == "?") {
        if (pending()) return Forfeit(Side::kP2, quoted);
        if (!last) return Forfeit(Side::kP1, quoted + ": '?' must be the last token");
        a_part = Hidden{};
        ++plies;
        return "";
      }
      const std::size_t slash = token.find('/');
      if (slash != std::string_view::npos) {
        if (pending()) return Forfeit(Side::kP2, quoted);
        auto a = G::ParseTactic(position, Side::kP1, token.substr(0, slash));
        if (!a) return Forfeit(Side::kP1, quoted);
        auto b = G::ParseTactic(position, Side::kP2, token.substr(slash + 1));
        if (!b) return Forfeit(Side::kP2, quoted);
        G::Resolve(position, *a, *b);
        plies += 2;
        return "";
      }
      const Side side = pending() ? Side::kP2 : Side::kP1;
      auto part = G::ParseTactic(position, side, token);
      if (!part) return Forfeit(side, quoted);
      ++plies;
      if (side == Side::kP1) {
        a_part = *part;
      } else {
        G::Resolve(position, std::get<Tactic>(a_part), *part);
        a_part = std::monostate{};
      }
      return "";
    }

    std::string Forfeit(Side offender, std::string message) {
      illegal = GameStatus{WinFor(Opponent(offender)), "illegal"};
      return message;
    }
  };

  struct Child {
    std::string token;
    Position position;
  };

  // Joint enumeration beyond this would take minutes and gigabytes.
  static constexpr uint64_t kMaxPerftPairs = 20'000'000;
  static constexpr uint64_t kManyPairs = ~uint64_t{0};  // the product does not fit

  static uint64_t CountTactics(const Position& pos, Side side) {
    if constexpr (requires { Searchers::CountTactics(pos, side); }) {
      return Searchers::CountTactics(pos, side);
    } else {
      uint64_t n = 0;
      G::ForEachTactic(pos, side, [&](const Tactic&) { ++n; });
      return n;
    }
  }

  // The joint tactics at `pos`, kManyPairs when the product overflows: a wrapped count would
  // let an enormous root through.
  static uint64_t TacticPairs(const Position& pos) {
    uint64_t pairs = 0;
    if (__builtin_mul_overflow(CountTactics(pos, Side::kP1), CountTactics(pos, Side::kP2), &pairs))
      return kManyPairs;
    return pairs;
  }

  Side to_move() const { return state_.pending() ? Side::kP2 : Side::kP1; }

  // Distinct successors after both parts, keyed by their position text.
  static std::map<std::string, Child> Children(const Position& pos, const std::atomic<bool>& stop) {
    std::vector<Tactic> a_parts, b_parts;
    G::ForEachTactic(pos, Side::kP1, [&](const Tactic& t) { a_parts.push_back(t); });
    G::ForEachTactic(pos, Side::kP2, [&](const Tactic& t) { b_parts.push_back(t); });
    std::map<std::string, Child> children;
    for (const Tactic& a : a_parts) {
      PollInput();
      if (stop.load(std::memory_order_relaxed)) break;
      const std::string a_text = G::FormatTactic(pos, Side::kP1, a);
      for (const Tactic& b : b_parts) {
        if (stop.load(std::memory_order_relaxed)) break;
        Position child = pos;
        G::Resolve(child, a, b);
        std::string token = a_text + "/" + G::FormatTactic(pos, Side::kP2, b);
        auto [it, inserted] = children.try_emplace(G::FormatPosition(child), Child{token, child});
        Child& kept = it->second;
        if (!inserted && (token.size() < kept.token.size() ||
                          (token.size() == kept.token.size() && token < kept.token))) {
          kept.token = std::move(token);
        }
      }
    }
    return children;
  }

  static uint64_t CountLeaves(const Position& pos, int depth, const std::atomic<bool>& stop) {
    if (depth <= 0) return 1;
    if (G::Status(pos).over()) return 0;
    const auto children = Children(pos, stop);
    if (depth == 1) return children.size();
    uint64_t n = 0;
    for (const auto& [text, child] : children) {
      if (stop.load(std::memory_order_relaxed)) break;
      n += CountLeaves(child.position, depth - 1, stop);
    }
    return n;
  }

  GameRules rules_ = GameRules::Defaults(G::kOptions);
  State state_{G::StartPosition(rules_)};
  bool blind_ = true;
};

}  // namespace melee
