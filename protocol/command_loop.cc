#include "protocol/command_loop.h"

#include <chrono>
#include <optional>
#include <sstream>

#include "protocol/build_info.h"
#include "protocol/build_limits.h"
#include "protocol/go_command.h"
#include "protocol/info_format.h"
#include "protocol/session_util.h"
#include "protocol/text.h"
#include "search/time_manager.h"

namespace melee {
namespace {

// Commands that only read the state: they run beside a search, and one queued behind a `go`
// runs as soon as that search has started.
bool ReadsOnly(std::string_view cmd) {
  return cmd == "isready" || cmd == "query" || cmd == "d" || cmd == "eval" || cmd == "help" ||
         cmd == "ugi" || cmd == "uci";
}

// Writes a multi-line text as separate lines.
void SayLines(const std::function<void(std::string_view)>& say, const std::string& text) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) say(line);
}

}  // namespace

CommandLoop::CommandLoop(std::span<const GameEntry> games, Sink sink, Jobs jobs)
    : games_(games), sink_(std::move(sink)), jobs_(jobs) {
  for (const GameEntry& g : games_) {
    rules_[g.name] = GameRules::Defaults(g.options);
    session_values_[g.name] = GameRules::Defaults(g.session_options);
  }
  DeclareOptions();
  MakeSession(games_.front());
  if (jobs_ == Jobs::kWorkerThread) worker_ = std::thread([this] { WorkerLoop(); });
}

CommandLoop::~CommandLoop() {
  Stop();
  {
    std::lock_guard lock(mutex_);
    quitting_ = true;
  }
  worker_cv_.notify_all();
  if (worker_.joinable()) worker_.join();
}

bool CommandLoop::SelectVariant(std::string_view name) {
  const GameEntry* game = FindGame(name);
  if (game == nullptr) return false;
  std::lock_guard lock(execute_mutex_);
  MakeSession(*game);
  return true;
}

void CommandLoop::MakeSession(const GameEntry& game) {
  game_ = &game;
  session_ = game.make();
  session_->SetRules(rules_[game.name]);
  session_->SetSessionOptions(session_values_[game.name]);
  session_->NewGame();
  table_.Show("UCI_Variant", std::string(game.name));
  if (!options_.searcher)
    table_.Show("Search", std::string(SearchName(session_->default_searcher())));
  if (const std::string error = Allocate(); !error.empty()) Error(error);
}

std::string CommandLoop::Allocate() {
  const AllocateResult result = session_->Allocate(options_);
  if (result.error.empty()) return "";
  options_.hash_mb = result.kept_mb;
  table_.Show("Hash", std::to_string(result.kept_mb));
  return result.error + "; keeping " + std::to_string(result.kept_mb) + " MB";
}

const GameEntry* CommandLoop::FindGame(std::string_view name) const {
  for (const GameEntry& g : games_)
    if (EqualsIgnoreCase(g.name, name)) return &g;
  return nullptr;
}

// Errors quote the offending input; bytes outside printable ASCII become '?' so the engine's
// output stays protocol text whatever it was sent, and at most kErrorQuoteLimit characters
// are quoted (a 10 MB line is not echoed back).
void CommandLoop::Error(std::string_view what) {
  constexpr std::size_t kErrorQuoteLimit = 200;
  std::string line = "info string error ";
  for (char c : what.substr(0, kErrorQuoteLimit)) line += c >= 32 && c < 127 ? c : '?';
  if (what.size() > kErrorQuoteLimit) {
    line += "... (" + std::to_string(what.size() - kErrorQuoteLimit) + " more bytes)";
  }
  Say(line);
}

bool CommandLoop::HandleLine(std::string_view line) {
  const std::vector<std::string_view> tokens = SplitTokens(line);
  if (tokens.empty()) return true;
  const std::string_view cmd = tokens[0];
  if (cmd == "quit") {  // ends the search and drops what was queued; the caller ends the loop
    {
      std::lock_guard lock(mutex_);
      queue_.clear();
    }
    Stop();
    WaitForSearch();
    return false;
  }
  if (cmd == "stop") {
    Stop();
    return true;
  }
  if (cmd == "ponderhit") {  // for the running search, or the `go ponder` queued before it
    std::lock_guard lock(mutex_);
    if (queue_.empty()) {
      ponderhit_ = true;
    } else {
      queue_.push_back({std::string(line), stops_, search::SearchClock::now()});
    }
    return true;
  }
  if (cmd == "isready" && searching_) {
    Say("readyok");
    return true;
  }
  const bool reads_only = ReadsOnly(cmd);
  Queued command{std::string(line), 0, search::SearchClock::now()};
  {
    std::lock_guard lock(mutex_);
    command.stops_before = stops_;
    if (!queue_.empty() || draining_ || (busy_ && !reads_only)) {
      queue_.push_back(std::move(command));
      return true;
    }
  }
  {
    std::lock_guard lock(execute_mutex_);
    Execute(command);
  }
  RunInlineJobs();
  return true;
}

void CommandLoop::Execute(const Queued& command) {
  const std::vector<std::string_view> tokens = SplitTokens(command.line);
  const std::string_view cmd = tokens[0];
  const std::span<const std::string_view> args(tokens.data() + 1, tokens.size() - 1);
  if (cmd == "isready") {
    Say("readyok");
  } else if (cmd == "ponderhit") {  // queued behind commands: for no search any more
    ponderhit_ = true;
  } else if (cmd == "ugi" || cmd == "uci") {
    Ugi(cmd == "ugi" ? "ugiok" : "uciok");
  } else if (cmd == "setoption") {
    SetOption(args);
  } else if (cmd == "uginewgame" || cmd == "ucinewgame" || cmd == "uainewgame") {
    session_->NewGame();
    // A game's random draws depend on that game alone, not on what the process did before.
    options_.search.sample_index = 0;
  } else if (cmd == "position") {
    Position(args);
  } else if (cmd == "go") {
    Go(args, command);
  } else if (cmd == "perft") {
    std::vector<std::string_view> go_args{"perft"};
    go_args.insert(go_args.end(), args.begin(), args.end());
    Go(go_args, command);
  } else if (cmd == "query") {
    Query(args);
  } else if (cmd == "d") {
    SayLines(sink_, "Variant: " + std::string(game_->name) + "\n" + session_->Diagram());
  } else if (cmd == "eval") {
    SayLines(sink_, session_->EvalReport());
  } else if (cmd == "bench") {
    Bench({args.begin(), args.end()}, command.stops_before);
  } else if (cmd == "help") {
    Help();
  } else {
    Error("unknown command: " + std::string(cmd));
  }
}

void CommandLoop::Ugi(std::string_view ok_word) {
  Say("id name " + MeleeIdentity());
  Say("id author the Melee developers");
  for (const std::string& line : table_.UgiLines()) Say(line);
  Say(ok_word);
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
  std::optional<std::string_view> raw;
  if (value) raw = *value;
  if (const std::string error = table_.Set(name, raw); !error.empty()) Error(error);
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
  std::vector<std::string_view> moves;
  if (moves_at < args.size()) moves.assign(args.begin() + moves_at + 1, args.end());
  std::optional<std::string_view> fen_view;
  if (fen) fen_view = *fen;
  const PositionResult result = session_->SetPosition(fen_view, moves);
  if (!result.error.empty()) Error(result.error);
}

// Reports print as they come; `last_printed` keeps the last one so that the answer's report
// is printed only when it is not already the last line.
search::SearchCallbacks CommandLoop::Reporter(search::IterationInfo* last_printed) {
  return {[this, last_printed](const search::IterationInfo& info) {
            PrintReport(info);
            *last_printed = info;
          },
          [this](std::string_view text) { Say("info string " + std::string(text)); }};
}

void CommandLoop::PrintReport(const search::IterationInfo& info) {
  Say("info " + FormatInfo(info));
  if (const std::string strategy = FormatStrategy(info); !strategy.empty()) {
    Say("info string " + strategy);
  }
}

void CommandLoop::Go(std::span<const std::string_view> args, const Queued& command) {
  std::string error;
  std::optional<GoCommand> go = ParseGo(args, error);
  if (!go) return Error(error);
  if (go->perft_depth) {
    StartJob(
        [this, depth = *go->perft_depth] {
          session_->Perft(
              depth, [this](std::string_view line) { Say(line); }, stop_);
          searching_ = false;
        },
        command.stops_before);
    return;
  }
  go->limits.start = command.received;
  // Checked here, for every searcher alike: the searchers keep only the legal tokens, and
  // with none left search every move after saying so (docs/protocol.md).
  std::vector<std::string>& searchmoves = go->limits.searchmoves;
  if (!searchmoves.empty() && !session_->status().over()) {
    std::erase_if(searchmoves, [this](const std::string& t) { return !session_->IsLegal(t); });
    if (searchmoves.empty()) Error("no legal move among searchmoves; searching all moves");
  }
  const EngineOptions options = options_;
  ++options_.search.sample_index;
  StartJob(
      [this, limits = std::move(go->limits), options] {
        search::IterationInfo last_printed;
        const search::SearchCallbacks callbacks = Reporter(&last_printed);
        const search::SearchOutcome outcome =
            session_->Search(limits, options, callbacks, stop_, ponderhit_);
        if (!outcome.last.pv.empty() && !(outcome.last == last_printed)) {
          PrintReport(outcome.last);
        }
        // Not searching any more before the bestmove: a `go` sent on reading it is never
        // taken for one sent during the search.
        searching_ = false;
        std::string line = "bestmove " + outcome.best_move;
        if (options.ponder && !outcome.ponder_move.empty())
          line += " ponder " + outcome.ponder_move;
        Say(line);
      },
      command.stops_before);
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
  std::optional<int> depth;
  std::optional<int64_t> nodes;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "depth" || args[i] == "nodes") {
      const std::optional<int64_t> n =
          i + 1 < args.size() ? ParseInt(args[i + 1]) : std::optional<int64_t>{};
      if (!n || *n < 1 || (args[i] == "depth" && *n > 100) || depth || nodes) {
        Error("bench: " + std::string(args[i]) + " needs one positive number (depth <= 100)");
        return 0;
      }
      if (args[i] == "depth") {
        depth = static_cast<int>(*n);
      } else {
        nodes = *n;
      }
      ++i;
    } else if (const GameEntry* g = FindGame(args[i])) {
      games.push_back(g);
    } else {
      Error("bench: unexpected argument " + std::string(args[i]));
      return 0;
    }
  }
  if (games.empty())
    for (const GameEntry& g : games_) games.push_back(&g);
  const search::Deadline clock({}, search::SearchClock::now());
  uint64_t total = 0;
  search::SearchCallbacks report;
  report.on_text = [this](std::string_view text) { Say("info string " + std::string(text)); };
  for (const GameEntry* g : games) {
    std::unique_ptr<GameSession> session = g->make();
    session->SetRules(GameRules::Defaults(g->options));
    const uint64_t n = session->Bench(report, depth, nodes, stop_);
    if (stop_) break;
    Say("info string bench " + std::string(g->name) + " Nodes searched: " + std::to_string(n));
    total += n;
  }
  // Like perft: a cut-short bench never prints a total that could pass for the signature.
  if (stop_) {
    Say("info string bench interrupted");
    return 0;
  }
  Say("Nodes searched: " + std::to_string(total));
  Say("Nodes/second: " + std::to_string(clock.Nps(total)));
  return total;
}

// `bench` on the worker: the input thread stays free for `isready` and `quit`.
void CommandLoop::Bench(std::vector<std::string> args, uint64_t stops_before) {
  StartJob(
      [this, args = std::move(args)] {
        const std::vector<std::string_view> views(args.begin(), args.end());
        RunBench(views);
        searching_ = false;
      },
      stops_before);
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

void CommandLoop::StartJob(std::function<void()> job, uint64_t stops_before) {
  {
    std::lock_guard lock(mutex_);
    job_ = std::move(job);
    busy_ = true;
    searching_ = true;
    ponderhit_ = false;
    // A `stop` sent after this command ends it at once (it still answers).
    stop_ = stops_ != stops_before;
  }
  worker_cv_.notify_all();
}

void CommandLoop::WorkerLoop() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock lock(mutex_);
      if (jobs_ == Jobs::kWorkerThread) {
        worker_cv_.wait(lock, [this] { return job_ != nullptr || quitting_; });
      }
      if (job_ == nullptr) return;  // quitting, or (inline) nothing left to run
      job = std::move(job_);
      job_ = nullptr;
    }
    job();
    // The commands that came meanwhile, in order; a `go` among them is the next job.
    std::size_t ready_owed = 0;
    for (;;) {
      Queued next;
      {
        std::lock_guard lock(mutex_);
        if (job_ != nullptr) {
          // A ponderhit queued right behind the `go ponder` just started is for it.
          while (!queue_.empty() && SplitTokens(queue_.front().line)[0] == "ponderhit") {
            queue_.pop_front();
            ponderhit_ = true;
          }
          // What reads only, right behind the `go`, is answered now, as if it had come
          // during the search; an `isready` further back is too, since `readyok` comes at
          // once during a search. Held back, they waited for the search to end, and behind
          // `go infinite` for ever.
          if (queue_.empty() || !ReadsOnly(SplitTokens(queue_.front().line)[0])) {
            ready_owed = std::erase_if(
                queue_, [](const Queued& q) { return SplitTokens(q.line)[0] == "isready"; });
            break;
          }
        } else if (queue_.empty() || quitting_) {
          busy_ = false;
          idle_cv_.notify_all();
          break;
        }
        next = std::move(queue_.front());
        queue_.pop_front();
        draining_ = true;
      }
      {
        std::lock_guard lock(execute_mutex_);
        Execute(next);
      }
      std::lock_guard lock(mutex_);
      draining_ = false;
    }
    for (; ready_owed > 0; --ready_owed) Say("readyok");
  }
}

void CommandLoop::Stop() {
  {
    std::lock_guard lock(mutex_);
    ++stops_;
    stop_ = true;
  }
}

// Inline, the worker's loop runs on the caller's thread until no job is left; not again for a
// line that came through PollInput during a job (the job's own loop goes on when it returns).
void CommandLoop::RunInlineJobs() {
  if (jobs_ != Jobs::kInline || in_inline_job_) return;
  in_inline_job_ = true;
  WorkerLoop();
  in_inline_job_ = false;
}

void CommandLoop::WaitForSearch() {
  if (jobs_ == Jobs::kInline) return RunInlineJobs();
  std::unique_lock lock(mutex_);
  idle_cv_.wait(lock, [this] { return !busy_; });
}

}  // namespace melee
