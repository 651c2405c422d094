#include "solve/soule/puzzle.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <istream>
#include <mutex>
#include <ostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace melee::soule {

std::string_view Trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) {
    text.remove_suffix(1);
  }
  return text;
}

namespace {

std::vector<std::string_view> SplitFields(std::string_view line) {
  std::vector<std::string_view> fields;
  while (true) {
    const std::size_t semi = line.find(';');
    fields.push_back(Trim(line.substr(0, semi)));
    if (semi == std::string_view::npos) return fields;
    line.remove_prefix(semi + 1);
  }
}

}  // namespace

std::optional<Puzzle> ParsePuzzle(std::string_view line, std::string& error) {
  const std::vector<std::string_view> fields = SplitFields(line);
  if (fields.size() != 3 && fields.size() != 4 && fields.size() != 6) {
    error = "expected <position> ; <side> ; <n> [; <answer> [; effort <slots> ; <theme>]]";
    return std::nullopt;
  }
  Puzzle puzzle;
  std::string why;
  GameRules rules;
  std::optional<Position> pos = Soule::ParsePosition(fields[0], rules, why);
  if (!pos) {
    error = "invalid position: " + why;
    return std::nullopt;
  }
  puzzle.position = *pos;
  if (fields[1] != "A" && fields[1] != "B") {
    error = "side must be A or B";
    return std::nullopt;
  }
  puzzle.side = fields[1] == "A" ? Side::kP1 : Side::kP2;
  const std::string_view n = fields[2];
  const auto [end, ec] = std::from_chars(n.data(), n.data() + n.size(), puzzle.max_stages);
  if (ec != std::errc{} || end != n.data() + n.size() || puzzle.max_stages < 1 ||
      puzzle.max_stages > 20) {
    error = "n must be 1..20";
    return std::nullopt;
  }
  if (Soule::Status(puzzle.position).over()) {
    error = "the match is over";
    return std::nullopt;
  }
  if (fields.size() >= 4) puzzle.answer = std::string(fields[3]);
  if (fields.size() == 6) {
    constexpr std::string_view kEffort = "effort ";
    std::string_view effort = fields[4];
    const bool prefixed = effort.starts_with(kEffort);
    if (prefixed) effort.remove_prefix(kEffort.size());
    const auto [effort_end, effort_ec] =
        std::from_chars(effort.data(), effort.data() + effort.size(), puzzle.effort);
    if (!prefixed || effort.empty() || effort_ec != std::errc{} ||
        effort_end != effort.data() + effort.size()) {
      error = "expected effort <slots>";
      return std::nullopt;
    }
    if (puzzle.answer.empty() || fields[5].empty()) {
      error = "an effort needs an answer and a theme";
      return std::nullopt;
    }
    puzzle.theme = std::string(fields[5]);
    puzzle.rated = true;
  }
  return puzzle;
}

std::string AnswerText(const Position& pos, Side side, const ForcedGoal& result) {
  switch (result.verdict) {
    case ForcedGoal::Verdict::kGoal:
      return "mate " + std::to_string(result.stages) + " " +
             Soule::FormatTactic(pos, side, result.tactic) + " proof " +
             std::to_string(result.refuted);
    case ForcedGoal::Verdict::kNone:
      return "none";
    case ForcedGoal::Verdict::kUnknown:
      break;
  }
  return "unknown";
}

bool AgreesWithAnswer(const Puzzle& puzzle, const ForcedGoal& result) {
  const std::string answer = AnswerText(puzzle.position, puzzle.side, result);
  if (answer == puzzle.answer) return true;
  if (result.verdict != ForcedGoal::Verdict::kGoal) return false;
  // `mate <k> <tactic> proof <replies>`, word by word.
  std::istringstream expected(puzzle.answer), found(answer);
  std::string mate, k, tactic, proof, replies, found_mate, found_k;
  expected >> mate >> k >> tactic >> proof >> replies;
  found >> found_mate >> found_k;
  if (mate != "mate" || k != found_k || proof != "proof" ||
      replies != std::to_string(result.refuted)) {
    return false;
  }
  const std::optional<Tactic> theirs = Soule::ParseTactic(puzzle.position, puzzle.side, tactic);
  return theirs && ForcesGoal(puzzle.position, puzzle.side, *theirs, result.stages);
}

std::string QuoteInput(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string quoted;
  for (const char c : text.substr(0, kMaxQuotedBytes)) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7F && c != '\\') {
      quoted += c;
    } else {
      quoted += {'\\', 'x', kHex[byte >> 4], kHex[byte & 0xF]};
    }
  }
  if (text.size() > kMaxQuotedBytes) {
    quoted += "... (" + std::to_string(text.size()) + " bytes)";
  }
  return quoted;
}

namespace {

// Runs the solver with `outer` (may be null) and, when movetime_ms > 0, a deadline: a watcher
// thread raises the solver's own stop flag at the deadline, or as soon as `outer` is raised,
// since the solver polls one flag only. `timed_out` tells which of the two stopped it.
ForcedGoal SolveWithin(const Puzzle& puzzle, const std::atomic<bool>* outer, int movetime_ms,
                       bool& timed_out) {
  timed_out = false;
  if (movetime_ms <= 0) {
    return SolveForcedGoal(puzzle.position, puzzle.side, puzzle.max_stages, outer);
  }
  std::atomic<bool> stop = false;
  std::mutex mutex;
  std::condition_variable done_changed;
  bool done = false;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(movetime_ms);
  std::thread watcher([&] {
    std::unique_lock lock(mutex);
    while (!done) {
      if (outer != nullptr && outer->load()) break;
      if (std::chrono::steady_clock::now() >= deadline) {
        timed_out = true;
        break;
      }
      // `outer` cannot notify us: look at it every few milliseconds.
      const auto wake =
          std::min(deadline, std::chrono::steady_clock::now() + std::chrono::milliseconds(5));
      done_changed.wait_until(lock, wake);
    }
    stop = true;
  });
  const ForcedGoal result = SolveForcedGoal(puzzle.position, puzzle.side, puzzle.max_stages, &stop);
  {
    std::lock_guard lock(mutex);
    done = true;
  }
  done_changed.notify_one();
  watcher.join();
  // A solver that finished in the same instant as the deadline keeps its answer.
  if (result.verdict != ForcedGoal::Verdict::kUnknown) timed_out = false;
  return result;
}

}  // namespace

int SolvePuzzles(std::istream& in, std::ostream& out, const std::atomic<bool>* stop,
                 int movetime_ms) {
  int failures = 0, solved = 0, timeouts = 0;
  std::string line;
  while (std::getline(in, line)) {
    const std::string_view text = Trim(line);
    if (text.empty() || text.front() == '#') continue;
    std::string error;
    const std::optional<Puzzle> puzzle = ParsePuzzle(text, error);
    if (!puzzle) {
      out << "error: " << QuoteInput(error) << " in: " << QuoteInput(text) << std::endl;
      ++failures;
      continue;
    }
    const auto start = std::chrono::steady_clock::now();
    bool timed_out = false;
    const ForcedGoal result = SolveWithin(*puzzle, stop, movetime_ms, timed_out);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    const std::string answer =
        timed_out ? "timeout" : AnswerText(puzzle->position, puzzle->side, result);
    out << answer;
    if (!puzzle->answer.empty()) {
      const bool ok = !timed_out && AgreesWithAnswer(*puzzle, result);
      failures += !ok && !timed_out;
      out << " ; expected " << puzzle->answer << " ; "
          << (timed_out ? "TIMEOUT"
              : ok      ? "ok"
                        : "MISMATCH");
    }
    timeouts += timed_out;
    out << " ; " << ms << " ms ; effort " << result.nodes;
    if (puzzle->rated) out << " (file " << puzzle->effort << ") ; " << puzzle->theme;
    // endl, not '\n': the line must reach a pipe now, before the next (maybe long) puzzle.
    out << std::endl;
    ++solved;
  }
  out << "puzzles " << solved << " failures " << failures << " timeouts " << timeouts << std::endl;
  return failures;
}

}  // namespace melee::soule
