#include "protocol/command_loop.h"

#include <chrono>
#include <optional>
#include <sstream>

#include "protocol/go_command.h"
#include "protocol/session_util.h"
#include "protocol/text.h"

namespace melee {
namespace {

constexpr std::string_view kVersion = "0.1.0";

constexpr std::string_view kSearchNames[] = {"alphabeta", "mcts", "greedy", "random"};
constexpr SearchKind kSearchKinds[] = {SearchKind::kAlphaBeta, SearchKind::kMcts,
                                       SearchKind::kGreedy, SearchKind::kRandom};

// Writes a multi-line text as separate lines.
void SayLines(const std::function<void(std::string_view)>& say, const std::string& text) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) say(line);
}

}  // namespace

CommandLoop::CommandLoop(std::span<const GameEntry> games, Sink sink)
    : games_(games), sink_(std::move(sink)) {
  for (const GameEntry& g : games_) rules_[g.name] = GameRules::Defaults(g.options);
  SelectVariant(games_.front().name);
}

CommandLoop::~CommandLoop() { StopSearch(); }

bool CommandLoop::SelectVariant(std::string_view name) {
  const GameEntry* game = FindGame(name);
  if (game == nullptr) return false;
  FinishSearch();
  game_ = game;
  session_ = game->make();
  session_->SetRules(rules_[game->name]);
  session_->NewGame();
  return true;
}

const GameEntry* CommandLoop::FindGame(std::string_view name) const {
  for (const GameEntry& g : games_)
    if (EqualsIgnoreCase(g.name, name)) return &g;
  return nullptr;
}

// Errors quote the offending input; bytes outside printable ASCII become '?' so the engine's
// output stays protocol text whatever it was sent.
void CommandLoop::Error(std::string_view what) {
  std::string line = "info string error ";
  for (char c : what) line += c >= 32 && c < 127 ? c : '?';
  Say(line);
}

bool CommandLoop::HandleLine(std::string_view line) {
  const std::vector<std::string_view> tokens = SplitTokens(line);
  if (tokens.empty()) return true;
  const std::string_view cmd = tokens[0];
  const std::span<const std::string_view> args(tokens.data() + 1, tokens.size() - 1);
  if (cmd == "quit") {
    StopSearch();
    return false;
  }
  if (cmd == "isready") {
    Say("readyok");
  } else if (cmd == "ugi" || cmd == "uci") {
    Ugi(cmd == "ugi" ? "ugiok" : "uciok");
  } else if (cmd == "setoption") {
    SetOption(args);
  } else if (cmd == "uginewgame" || cmd == "ucinewgame" || cmd == "uainewgame") {
    FinishSearch();
    session_->NewGame();
  } else if (cmd == "position") {
    Position(args);
  } else if (cmd == "go") {
    Go(args);
  } else if (cmd == "perft") {
    std::vector<std::string_view> go_args{"perft"};
    go_args.insert(go_args.end(), args.begin(), args.end());
    Go(go_args);
  } else if (cmd == "stop") {
    StopSearch();
  } else if (cmd == "ponderhit") {
    std::lock_guard lock(release_mutex_);
    ponderhit_ = true;
    release_cv_.notify_all();
  } else if (cmd == "query") {
    Query(args);
  } else if (cmd == "d") {
    SayLines(sink_, "Variant: " + std::string(game_->name) + "\n" + session_->Diagram());
  } else if (cmd == "eval") {
    SayLines(sink_, session_->EvalReport());
  } else if (cmd == "bench") {
    if (WaitForWorker("bench")) RunBench(args);
  } else if (cmd == "help") {
    Help();
  } else {
    Error("unknown command: " + std::string(cmd));
  }
  return true;
}

void CommandLoop::Ugi(std::string_view ok_word) {
  Say("id name Melee " + std::string(kVersion));
  Say("id author the Melee developers");
  for (const OptionDef& def : OptionDefs()) Say(FormatOptionLine(def));
  Say(ok_word);
}

std::vector<OptionDef> CommandLoop::OptionDefs() const {
  using T = OptionDef::Type;
  std::vector<std::string> variants;
  for (const GameEntry& g : games_) variants.emplace_back(g.name);
  std::string best_search = "greedy";
  for (int i = 0; i < 4; ++i) {
    if (session_->searcher_available(kSearchKinds[i])) {
      best_search = kSearchNames[i];
      break;
    }
  }
  std::vector<OptionDef> defs = {
      {"UCI_Variant", T::kCombo, std::string(games_.front().name), 0, 0, variants},
      {"Hash", T::kSpin, "16", 1, 65536, {}},
      {"Clear Hash", T::kButton, "", 0, 0, {}},
      {"Threads", T::kSpin, "1", 1, 256, {}},
      {"MultiPV", T::kSpin, "1", 1, 256, {}},
      {"Ponder", T::kCheck, "false", 0, 0, {}},
      {"Move Overhead", T::kSpin, "30", 0, 10000, {}},
      {"UCI_AnalyseMode", T::kCheck, "false", 0, 0, {}},
      {"UCI_ShowWDL", T::kCheck, "false", 0, 0, {}},
      {"Seed", T::kSpin, "0", 0, 2147483647, {}},
      {"Search", T::kCombo, best_search, 0, 0, {"alphabeta", "mcts", "greedy", "random"}},
      {"Soule Blind", T::kCheck, "true", 0, 0, {}},
  };
  for (const GameEntry& g : games_) {
    for (const OptionSpec& spec : g.options) {
      if (spec.kind == OptionKind::kCheck) {
        defs.push_back({std::string(spec.name), T::kCheck, spec.default_value ? "true" : "false",
                        0, 0, {}});
      } else {
        defs.push_back({std::string(spec.name), T::kSpin, std::to_string(spec.default_value),
                        spec.min, spec.max, {}});
      }
    }
  }
  return defs;
}

void CommandLoop::SetOption(std::span<const std::string_view> args) {
  if (args.empty() || args[0] != "name" || args.size() < 2) {
    return Error("setoption: expected 'setoption name <id> [value <x>]'");
  }
  std::size_t value_at = 1;
  while (value_at < args.size() && args[value_at] != "value") ++value_at;
  std::vector<std::string_view> tokens(args.begin(), args.end());
  const std::string name = Join(tokens, 1, value_at);
  if (name.empty()) return Error("setoption: missing option name");
  std::optional<std::string> value;
  if (value_at < args.size()) value = Join(tokens, value_at + 1, tokens.size());
  for (const OptionDef& def : OptionDefs()) {
    if (!EqualsIgnoreCase(def.name, name)) continue;
    std::string error;
    std::optional<std::string_view> raw;
    if (value) raw = *value;
    const std::optional<std::string> checked = CheckOptionValue(def, raw, error);
    if (!checked) return Error(error);
    return ApplyOption(def, *checked);
  }
  Error("setoption: unknown option " + name);
}

void CommandLoop::ApplyOption(const OptionDef& def, const std::string& value) {
  const std::string& n = def.name;
  const auto number = [&] { return *ParseInt(value); };
  if (n == "UCI_Variant") {
    SelectVariant(value);
    return;
  }
  if (n == "Search") {
    for (int i = 0; i < 4; ++i) {
      if (value != kSearchNames[i]) continue;
      if (!session_->searcher_available(kSearchKinds[i])) {
        return Error("option Search: " + value + " is not available for " +
                     std::string(game_->name) + " yet");
      }
      options_.search = kSearchKinds[i];
    }
    return;
  }
  if (n == "Clear Hash") {
    FinishSearch();
    session_->ClearHash();
    return;
  }
  if (n == "Hash") options_.hash_mb = static_cast<int>(number());
  if (n == "Threads") options_.threads = static_cast<int>(number());
  if (n == "MultiPV") options_.multi_pv = static_cast<int>(number());
  if (n == "Ponder") options_.ponder = value == "true";
  if (n == "Move Overhead") options_.move_overhead_ms = static_cast<int>(number());
  if (n == "UCI_AnalyseMode") options_.analyse_mode = value == "true";
  if (n == "UCI_ShowWDL") options_.show_wdl = value == "true";
  if (n == "Seed") options_.seed = static_cast<uint64_t>(number());
  if (n == "Soule Blind") options_.soule_blind = value == "true";
  for (const GameEntry& g : games_) {
    for (std::size_t i = 0; i < g.options.size(); ++i) {
      if (g.options[i].name != n) continue;
      FinishSearch();
      const bool is_check = def.type == OptionDef::Type::kCheck;
      rules_[g.name].values[i] = is_check ? value == "true" : static_cast<int>(number());
      if (&g == game_) session_->SetRules(rules_[g.name]);
    }
  }
}

void CommandLoop::Position(std::span<const std::string_view> args) {
  if (args.empty()) return Error("position: expected 'startpos' or 'fen <position>'");
  std::size_t moves_at = 0;
  while (moves_at < args.size() && args[moves_at] != "moves") ++moves_at;
  std::optional<std::string> fen;
  if (args[0] == "startpos") {
    if (moves_at != 1) return Error("position: unexpected token " + std::string(args[1]));
  } else if (args[0] == "fen") {
    if (moves_at < 2) return Error("position: fen needs a position");
    fen = Join(std::vector<std::string_view>(args.begin(), args.end()), 1, moves_at);
  } else {
    return Error("position: expected 'startpos' or 'fen', got " + std::string(args[0]));
  }
  FinishSearch();
  std::vector<std::string_view> moves;
  if (moves_at < args.size()) moves.assign(args.begin() + moves_at + 1, args.end());
  std::optional<std::string_view> fen_view;
  if (fen) fen_view = *fen;
  const PositionResult result = session_->SetPosition(fen_view, moves);
  if (!result.error.empty()) Error(result.error);
}

SearchReporter CommandLoop::Reporter() {
  return {[this](std::string_view fields) { Say("info " + std::string(fields)); },
          [this](std::string_view text) { Say("info string " + std::string(text)); }};
}

bool CommandLoop::WaitForWorker(std::string_view command) {
  if (searching() && unbounded_) {
    Error(std::string(command) + ": a search is running until 'stop'");
    return false;
  }
  WaitForSearch();
  return true;
}

void CommandLoop::Go(std::span<const std::string_view> args) {
  std::string error;
  const std::optional<GoCommand> go = ParseGo(args, error);
  if (!go) return Error(error);
  if (!WaitForWorker("go")) return;
  unbounded_ = !go->perft_depth && (go->limits.infinite || go->limits.ponder);
  if (go->perft_depth) {
    const int depth = *go->perft_depth;
    StartWorker([this, depth] {
      session_->Perft(depth, [this](std::string_view line) { Say(line); }, stop_);
    });
    return;
  }
  StartWorker([this, limits = go->limits, options = options_] {
    const SearchResult result = session_->Search(limits, options, Reporter(), stop_, ponderhit_);
    WaitUntilReleased(limits.infinite, limits.ponder);
    std::string line = "bestmove " + result.bestmove;
    if (options.ponder && !result.ponder.empty()) line += " ponder " + result.ponder;
    Say(line);
  });
}

void CommandLoop::Query(std::span<const std::string_view> args) {
  if (args.empty()) return Error("query: missing what to query");
  const std::string_view what = args[0];
  const bool needs_arg = what == "islegal";
  if (args.size() != (needs_arg ? 2u : 1u)) {
    return Error("query " + std::string(what) + ": wrong number of arguments");
  }
  const GameStatus status = session_->status();
  std::string answer;
  if (what == "p1turn") {
    answer = session_->p1_turn() ? "true" : "false";
  } else if (what == "gameover") {
    answer = status.over() ? "true" : "false";
  } else if (what == "result") {
    answer = std::string(OutcomeName(status.outcome));
  } else if (what == "reason") {
    answer = std::string(status.reason);
  } else if (what == "fen") {
    answer = session_->fen();
  } else if (what == "variant") {
    answer = std::string(game_->name);
  } else if (what == "moves") {
    answer = session_->legal_moves();
  } else if (what == "islegal") {
    answer = session_->IsLegal(args[1]) ? "true" : "false";
  } else {
    return Error("query: unknown query " + std::string(what));
  }
  Say(answer.empty() ? "response" : "response " + answer);
}

uint64_t CommandLoop::RunBench(std::span<const std::string_view> args) {
  std::vector<const GameEntry*> games;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if ((args[i] == "depth" || args[i] == "nodes") && i + 1 < args.size() &&
        ParseInt(args[i + 1]).value_or(0) > 0) {
      ++i;  // the baseline players search one turn; the limit is for the real searchers
    } else if (const GameEntry* g = FindGame(args[i])) {
      games.push_back(g);
    } else {
      Error("bench: unexpected argument " + std::string(args[i]));
      return 0;
    }
  }
  if (games.empty())
    for (const GameEntry& g : games_) games.push_back(&g);
  Stopwatch clock;
  uint64_t total = 0;
  for (const GameEntry* g : games) {
    std::unique_ptr<GameSession> session = g->make();
    session->SetRules(GameRules::Defaults(g->options));
    const uint64_t nodes = session->Bench(Reporter());
    Say("info string bench " + std::string(g->name) + " Nodes searched: " + std::to_string(nodes));
    total += nodes;
  }
  Say("Nodes searched: " + std::to_string(total));
  Say("Nodes/second: " + std::to_string(clock.Nps(total)));
  return total;
}

void CommandLoop::Help() {
  for (std::string_view line : {
           "Melee speaks UGI (UCI for any game); see docs/protocol.md.",
           "  ugi | uci | isready | setoption name <id> [value <x>] | uginewgame",
           "  position startpos|fen <position> [moves <t1> ...]",
           "  go [p1time|p2time|p1inc|p2inc|movestogo|movetime|depth|nodes|mate <n>]"
           " [infinite] [ponder] [searchmoves <t>...] | go perft <n>",
           "  stop | ponderhit | quit",
           "  query p1turn|gameover|result|reason|fen|variant|moves|islegal <token>",
           "  d | eval | bench [variant] [depth <n>|nodes <n>] | perft <n> | help",
       }) {
    Say(line);
  }
}

void CommandLoop::StartWorker(std::function<void()> job) {
  if (worker_.joinable()) worker_.join();
  {
    std::lock_guard lock(release_mutex_);
    stop_ = false;
    ponderhit_ = false;
  }
  searching_ = true;
  worker_ = std::thread([this, job = std::move(job)] {
    job();
    searching_ = false;
  });
}

void CommandLoop::FinishSearch() {
  if (searching() && unbounded_) {
    StopSearch();
  } else {
    WaitForSearch();
  }
}

void CommandLoop::StopSearch() {
  {
    std::lock_guard lock(release_mutex_);
    stop_ = true;
  }
  release_cv_.notify_all();
  if (worker_.joinable()) worker_.join();
}

void CommandLoop::WaitForSearch() {
  if (worker_.joinable()) worker_.join();
}

void CommandLoop::WaitUntilReleased(bool infinite, bool ponder) {
  if (!infinite && !ponder) return;
  std::unique_lock lock(release_mutex_);
  release_cv_.wait(lock, [&] { return stop_.load() || (ponderhit_.load() && !infinite); });
}

}  // namespace melee
