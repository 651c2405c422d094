#include "board/engine_worker.h"

#include <algorithm>
#include <utility>

#include "protocol/text.h"

namespace melee::board {
namespace {

using match::EngineProcess;
using match::SteadyClock;
using nlohmann::json;

// How often a searching worker looks at its queue between reads.
constexpr std::chrono::milliseconds kPollInterval{20};
// `info` lines kept per search event burst: an engine printing `currmove` every node must not
// flood the page's stream.
constexpr std::size_t kMaxLineLength = 4000;

std::string Printable(std::string_view text) {
  std::string out;
  for (char c : text.substr(0, kMaxLineLength)) out += c >= 32 && c < 127 ? c : '?';
  return out;
}

}  // namespace

EngineWorker::EngineWorker(match::EngineSpec spec, WorkerTimeouts timeouts, Emit emit)
    : spec_(std::move(spec)),
      timeouts_(timeouts),
      emit_(std::move(emit)),
      thread_([this] { Run(); }) {}

EngineWorker::~EngineWorker() {
  Push(Command{Command::Kind::kQuit, {}, {}, {}, {}});
  thread_.join();
}

void EngineWorker::Push(Command command) {
  {
    std::lock_guard lock(mutex_);
    queue_.push_back(std::move(command));
  }
  wake_.notify_one();
}

void EngineWorker::Go(GoRequest request) {
  Push(Command{Command::Kind::kGo, std::move(request), {}, {}, {}});
}
void EngineWorker::Stop(std::optional<int64_t> id) {
  Push(Command{Command::Kind::kStop, {}, {}, {}, id});
}
void EngineWorker::SetOption(std::string name, std::string value) {
  Push(Command{Command::Kind::kSetOption, {}, std::move(name), std::move(value), {}});
}
void EngineWorker::Describe() { Push(Command{Command::Kind::kDescribe, {}, {}, {}, {}}); }

json EngineWorker::Event(std::string_view type) const {
  return json{{"type", type}, {"engine", spec_.name}};
}

json EngineWorker::ReadyEvent() const {
  json e = Event("engine");
  e["state"] = "ready";
  e["options"] = client_->option_lines();
  // Each announced option's value as configured (--engine option.NAME=VALUE) or set by the
  // page, under the engine's own spelling of its name; options never set are at their default.
  json values = json::object();
  const auto set = [&](const std::string& name, const std::string& value) {
    for (const std::string& line : client_->option_lines()) {
      const std::vector<std::string_view> words = SplitTokens(line);
      const auto type = std::find(words.begin(), words.end(), "type");
      if (words.size() < 3 || words[1] != "name" || type == words.end()) continue;
      std::string announced;
      for (auto w = words.begin() + 2; w != type; ++w) {
        if (!announced.empty()) announced += ' ';
        announced += *w;
      }
      if (EqualsIgnoreCase(announced, name)) values[announced] = Printable(value);
    }
  };
  for (const auto& [name, value] : spec_.options) set(name, value);
  for (const auto& [name, value] : page_options_) set(name, value);
  e["values"] = std::move(values);
  return e;
}

void EngineWorker::Run() {
  while (true) {
    std::deque<Command> commands;
    {
      std::unique_lock lock(mutex_);
      if (searching_) {
        wake_.wait_for(lock, std::chrono::milliseconds(0), [&] { return !queue_.empty(); });
      } else {
        wake_.wait(lock, [&] { return !queue_.empty(); });
      }
      commands.swap(queue_);
    }
    for (Command& command : commands) {
      if (command.kind == Command::Kind::kQuit) {
        if (searching_) AbortSearch(false);
        client_.reset();  // `quit`, and a kill if the engine lingers
        return;
      }
      Handle(command);
    }
    if (searching_) Poll();
  }
}

bool EngineWorker::EnsureStarted() {
  if (client_) return true;
  client_ = std::make_unique<match::EngineClient>(spec_, timeouts_.start);
  variant_.clear();
  if (client_->failure()) {
    json e = Event("engine");
    e["state"] = "failed";
    e["detail"] = Printable(client_->failure()->detail);
    emit_(std::move(e));
    client_.reset();
    return false;
  }
  // A restarted engine (after a crash or a hang) gets the page's settings back.
  for (const auto& [name, value] : page_options_)
    client_->Send("setoption name " + name + " value " + value);
  if (!page_options_.empty()) SyncAfterOptions();
  emit_(ReadyEvent());
  return true;
}

void EngineWorker::Handle(Command& command) {
  switch (command.kind) {
    case Command::Kind::kDescribe:
      if (client_) {
        emit_(ReadyEvent());
      } else {
        EnsureStarted();
      }
      return;
    case Command::Kind::kStop:
      // A stop meant for a search that has ended must not end the next one.
      if (!searching_ || (command.id && *command.id != current_.id)) return;
      stopped_by_page_ = true;
      if (!stop_sent_flag_) {
        client_->Send("stop");
        stop_sent_flag_ = true;
        stop_sent_ = SteadyClock::now();
      }
      return;
    case Command::Kind::kSetOption:
      // A setoption during a search would end it; the page's own search is stopped first.
      if (searching_) AbortSearch(true);
      if (!EnsureStarted()) return;
      // Only options the engine announced: the page cannot invent commands.
      for (const std::string& line : client_->option_lines()) {
        if (line.starts_with("option name " + command.name + " type ")) {
          client_->Send("setoption name " + command.name + " value " + command.value);
          std::erase_if(page_options_, [&](const auto& o) { return o.first == command.name; });
          page_options_.emplace_back(command.name, command.value);
          SyncAfterOptions();
          return;
        }
      }
      {
        json e = Event("error");
        e["detail"] = "the engine has no option '" + command.name + "'";
        emit_(std::move(e));
      }
      return;
    case Command::Kind::kGo:
      if (searching_) AbortSearch(true);
      StartSearch(command.go);
      return;
    case Command::Kind::kQuit:
      return;
  }
}

void EngineWorker::SyncAfterOptions() {
  if (client_->Sync(timeouts_.option)) return;
  json e = Event("error");
  e["detail"] = "the engine did not answer isready after its options were set";
  emit_(std::move(e));
}

void EngineWorker::StartSearch(GoRequest& request) {
  if (!EnsureStarted()) {
    json e = Event("failure");
    e["id"] = request.id;
    e["detail"] = "the engine could not start";
    emit_(std::move(e));
    return;
  }
  if (variant_ != request.variant) {
    client_->Send("setoption name UCI_Variant value " + request.variant);
    variant_ = request.variant;
  }
  // Sync also drops whatever a stopped search left behind.
  if (!client_->Sync(timeouts_.start)) {
    current_ = std::move(request);
    return Fail("no readyok");
  }
  current_ = std::move(request);
  client_->Send(current_.position_line);
  client_->Send(current_.go_line);
  searching_ = true;
  stop_sent_flag_ = false;
  stopped_by_page_ = false;
  started_ = SteadyClock::now();
  json e = Event("started");
  e["id"] = current_.id;
  e["variant"] = current_.variant;
  emit_(std::move(e));
}

void EngineWorker::Poll() {
  const auto now = SteadyClock::now();
  const bool overdue =
      (stop_sent_flag_ && now - stop_sent_ > timeouts_.stop) ||
      (current_.budget.count() > 0 && now - started_ > current_.budget + timeouts_.stop);
  if (overdue) return Fail("no bestmove: the engine hangs");
  const EngineProcess::ReadResult r = client_->ReadLine(now + kPollInterval);
  if (r.status == EngineProcess::ReadStatus::kTimeout) return;
  if (r.status == EngineProcess::ReadStatus::kEof) return Fail("the engine exited");
  if (r.line.starts_with("info ")) {
    json e = Event("info");
    e["id"] = current_.id;
    e["line"] = Printable(r.line);
    emit_(std::move(e));
  } else if (r.line.starts_with("bestmove")) {
    searching_ = false;
    const std::vector<std::string_view> words = SplitTokens(r.line);
    json e = Event("bestmove");
    e["id"] = current_.id;
    e["variant"] = current_.variant;
    // The page stopped it: an analysis' last word, not a move to play.
    e["stopped"] = stopped_by_page_;
    e["ms"] = std::chrono::duration_cast<std::chrono::milliseconds>(now - started_).count();
    if (words.size() < 2 || words[0] != "bestmove" ||
        !(match::IsWellFormedToken(words[1]) || words[1] == "(none)")) {
      e["legal"] = false;
      e["token"] = Printable(r.line);
      e["detail"] = "malformed bestmove line";
    } else {
      const std::string token(words[1]);
      e["token"] = token;
      if (current_.judge) e.update(current_.judge(token));
    }
    emit_(std::move(e));
  }
}

void EngineWorker::AbortSearch(bool report) {
  if (!stop_sent_flag_) client_->Send("stop");
  const auto deadline = SteadyClock::now() + timeouts_.stop;
  while (true) {
    const EngineProcess::ReadResult r = client_->ReadLine(deadline);
    if (r.status != EngineProcess::ReadStatus::kLine) {
      if (report) return Fail("no bestmove after stop");
      searching_ = false;
      client_.reset();
      return;
    }
    if (r.line.starts_with("bestmove")) break;
  }
  searching_ = false;
  if (report) {
    json e = Event("aborted");
    e["id"] = current_.id;
    emit_(std::move(e));
  }
}

void EngineWorker::Fail(const std::string& detail) {
  json e = Event("failure");
  e["id"] = current_.id;
  e["detail"] = detail;
  emit_(std::move(e));
  searching_ = false;
  // Dropping the client sends `quit` and kills the process if it does not go.
  client_.reset();
}

}  // namespace melee::board
