#include "match/engine_client.h"

#include "match/engine_output.h"
#include "match/interrupt.h"
#include "protocol/text.h"

namespace melee::match {
namespace {

// Lines an engine may print that the runner does not need; more than this many unknown lines
// in answer to one `go` is garbage rather than chatter.
constexpr int kMaxStrayLines = 1000;

std::string Printable(std::string_view text) {
  std::string out;
  for (char c : text.substr(0, 80)) out += c >= 32 && c < 127 ? c : '?';
  return out;
}

}  // namespace

bool IsWellFormedToken(std::string_view token) {
  if (token.empty() || token == "(none)") return false;
  for (char c : token)
    if (c <= 32 || c >= 127 || c == '#' || c == ';') return false;
  return true;
}

EngineClient::EngineClient(const EngineSpec& spec, std::chrono::milliseconds start_timeout)
    : spec_(spec) {
  process_ = std::make_unique<EngineProcess>(spec.process, spec.stderr_path);
  Handshake(start_timeout);
}

void EngineClient::Handshake(std::chrono::milliseconds start_timeout) {
  if (!process_->ok()) return Fail(Termination::kCrash, process_->error());
  const auto deadline = SteadyClock::now() + start_timeout;
  if (!Send("ugi")) return;
  while (true) {
    const EngineProcess::ReadResult r = process_->ReadLine(deadline);
    if (r.status == EngineProcess::ReadStatus::kTimeout)
      return Fail(Termination::kTimeout, "no ugiok within the start timeout");
    if (r.status == EngineProcess::ReadStatus::kEof)
      return Fail(Termination::kCrash, "exited during the handshake");
    if (r.line == "ugiok") break;
    if (r.line.starts_with("option ")) option_lines_.push_back(r.line);
    if (r.line.starts_with("id name ")) {
      const std::vector<std::string_view> words = SplitTokens(r.line);
      id_name_ = Join(words, 2, words.size());
    }
  }
  for (const auto& [name, value] : spec_.options) {
    if (!Send("setoption name " + name + " value " + value)) return;
  }
  if (!Send("isready")) return;
  if (!WaitFor("readyok", deadline) && !failure_)
    Fail(Termination::kTimeout, "no readyok within the start timeout");
}

EngineClient::~EngineClient() { Quit(); }

void EngineClient::Fail(Termination kind, std::string detail) {
  if (failure_) return;
  if (Interrupted()) detail = "interrupted";
  failure_ = EngineFailure{kind, spec_.name + ": " + std::move(detail)};
  // A failed engine is never asked anything again; a hung one must not go on using a core
  // while the game is adjudicated, nor leave its process group behind.
  if (process_) process_->Kill();
}

bool EngineClient::Send(std::string_view line) {
  if (failure_) return false;
  if (!process_->WriteLine(line)) {
    Fail(Termination::kCrash, "exited (write failed)");
    return false;
  }
  return true;
}

EngineProcess::ReadResult EngineClient::ReadLine(SteadyClock::time_point deadline) {
  if (failure_) return {EngineProcess::ReadStatus::kEof, {}};
  return process_->ReadLine(deadline);
}

std::optional<std::string> EngineClient::WaitFor(std::string_view prefix,
                                                 SteadyClock::time_point deadline) {
  while (!failure_) {
    EngineProcess::ReadResult r = process_->ReadLine(deadline);
    if (r.status == EngineProcess::ReadStatus::kTimeout) return std::nullopt;
    if (r.status == EngineProcess::ReadStatus::kEof) {
      Fail(Termination::kCrash, "exited");
      return std::nullopt;
    }
    if (r.line.starts_with(prefix)) return std::move(r.line);
  }
  return std::nullopt;
}

bool EngineClient::NewGame(std::chrono::milliseconds timeout) {
  if (!Send("uginewgame") || !Send("isready")) return false;
  if (WaitFor("readyok", SteadyClock::now() + timeout)) return true;
  Fail(Termination::kTimeout, "no readyok after uginewgame");
  return false;
}

bool EngineClient::Sync(std::chrono::milliseconds timeout) {
  if (!Send("isready")) return false;
  const auto deadline = SteadyClock::now() + timeout;
  while (!failure_) {
    const EngineProcess::ReadResult r = process_->ReadLine(deadline);
    if (r.status == EngineProcess::ReadStatus::kTimeout) {
      Fail(Termination::kTimeout, "no readyok before go");
    } else if (r.status == EngineProcess::ReadStatus::kEof) {
      Fail(Termination::kCrash, "exited");
    } else if (r.line == "readyok") {
      return true;
    } else if (r.line.starts_with("bestmove")) {
      ++stale_bestmoves_;
    } else if (r.line.starts_with("response") && late_responses_ > 0) {
      --late_responses_;
    }
  }
  return false;
}

MoveReply EngineClient::Go(std::string_view position_line, std::string_view go_line,
                           SteadyClock::time_point deadline) {
  MoveReply reply;
  const auto start = SteadyClock::now();
  const auto finish = [&]() -> MoveReply& {
    reply.elapsed =
        std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - start);
    reply.failure = failure_;
    return reply;
  };
  if (!Send(position_line) || !Send(go_line)) return finish();
  int stray = 0;
  while (!failure_) {
    EngineProcess::ReadResult r = process_->ReadLine(deadline);
    if (r.status == EngineProcess::ReadStatus::kTimeout) {
      Fail(Termination::kTimeout, "no bestmove in time");
    } else if (r.status == EngineProcess::ReadStatus::kEof) {
      Fail(Termination::kCrash, "exited while thinking");
    } else if (r.line.starts_with("info")) {
      if (PvHead(r.line)) reply.last_pv_info = r.line;
      ReadInfoLine(r.line, reply.report);
      reply.last_info = std::move(r.line);
    } else if (r.line.starts_with("response") && late_responses_ > 0) {
      --late_responses_;
    } else if (r.line.starts_with("bestmove")) {
      const std::vector<std::string_view> words = SplitTokens(r.line);
      if (words[0] != "bestmove" || words.size() < 2 || !IsWellFormedToken(words[1])) {
        Fail(Termination::kGarbage, "malformed bestmove line '" + Printable(r.line) + "'");
      } else {
        reply.token = std::string(words[1]);
        return finish();
      }
    } else if (++stray > kMaxStrayLines) {
      Fail(Termination::kGarbage, "unrecognised output, e.g. '" + Printable(r.line) + "'");
    }
  }
  return finish();
}

std::optional<std::string> EngineClient::Query(std::string_view what,
                                               std::chrono::milliseconds timeout) {
  if (!Send("query " + std::string(what))) return std::nullopt;
  const auto deadline = SteadyClock::now() + timeout;
  while (true) {
    std::optional<std::string> line = WaitFor("response", deadline);
    if (!line) {
      ++late_responses_;
      return std::nullopt;
    }
    if (late_responses_ > 0) {
      --late_responses_;  // the answer to an earlier query that timed out
      continue;
    }
    return line->size() > 9 ? line->substr(9) : std::string();
  }
}

void EngineClient::Quit() {
  if (!process_) return;
  if (!failure_) process_->WriteLine("quit");
  process_.reset();
}

}  // namespace melee::match
