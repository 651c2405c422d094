// The forced-goal solver on seeded dense positions (every player of both sides on the field):
// `soule_dense_solver [count] [players] [max_stages] [cap_seconds] [first_seed] [nearly]`
// solves `count` random positions (seeds first_seed (1) onward, the side to solve
// alternating) within `max_stages` stages, each stopped after `cap_seconds`, and prints one
// line per position and the time distribution per answer class. With `nearly` (1) about one
// player in six is knocked out instead. Wall times on a shared machine: read the medians.
//
// `soule_dense_solver <file> <max_stages> <cap_seconds>` solves every puzzle line of <file>
// (e.g. positions/soule/dense_bench.txt; its own n is replaced by max_stages) the same way
// and prints the distribution: the share answered within 0.1, 0.5, 1, 2, 5, 10, 30 and 60 s
// (up to the cap) and the time quantiles of the answered ones.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "engine/soule/random_positions.h"
#include "solve/soule/forced_goal.h"
#include "solve/soule/puzzle.h"

namespace melee::soule {
namespace {

// Raises `stop` after `seconds` unless the solve ends first.
class Deadline {
 public:
  Deadline(std::atomic<bool>& stop, double seconds)
      : thread_([this, &stop, seconds] {
          std::unique_lock lock(mutex_);
          if (!done_cv_.wait_for(lock, std::chrono::duration<double>(seconds),
                                 [this] { return done_; })) {
            stop.store(true);
          }
        }) {}
  ~Deadline() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    done_cv_.notify_one();
    thread_.join();
  }

 private:
  std::mutex mutex_;
  std::condition_variable done_cv_;
  bool done_ = false;
  std::thread thread_;
};

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

int Run(int count, int players, int max_stages, double cap_seconds, int first_seed, bool dense) {
  std::map<std::string, std::vector<double>> by_class;
  for (int k = first_seed - 1; k < first_seed - 1 + count; ++k) {
    Rng rng(static_cast<uint64_t>(k + 1));
    const Position pos = soule::RandomTurnPosition(rng, players, max_stages, dense);
    const Side side = k % 2 == 0 ? Side::kP1 : Side::kP2;
    std::atomic<bool> stop{false};
    const auto start = std::chrono::steady_clock::now();
    ForcedGoal r;
    {
      Deadline deadline(stop, cap_seconds);
      r = SolveForcedGoal(pos, side, max_stages, &stop);
    }
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    const std::string answer = AnswerText(pos, side, r);
    const std::string cls = r.verdict == ForcedGoal::Verdict::kGoal
                                ? "mate " + std::to_string(r.stages)
                            : r.verdict == ForcedGoal::Verdict::kNone ? "none"
                                                                      : "unknown";
    by_class[cls].push_back(ms);
    std::printf("%2d %s ; %c ; %d ; %s ; %.1f ms ; %llu slots\n", k + 1,
                Soule::FormatPosition(pos).c_str(), side == Side::kP1 ? 'A' : 'B', max_stages,
                answer.c_str(), ms, static_cast<unsigned long long>(r.nodes));
    std::fflush(stdout);
  }
  for (const auto& [cls, times] : by_class) {
    std::printf("%-8s positions %zu median %.1f ms max %.1f ms\n", cls.c_str(), times.size(),
                Median(times), *std::max_element(times.begin(), times.end()));
  }
  return 0;
}

int RunFile(const char* path, int max_stages, double cap_seconds) {
  std::ifstream in(path);
  if (!in) return 2;
  std::vector<double> answered;
  std::map<std::string, std::vector<double>> by_class;
  int total = 0;
  for (std::string line; std::getline(in, line);) {
    const std::string_view text = Trim(line);
    if (text.empty() || text.front() == '#') continue;
    std::string error;
    std::optional<Puzzle> p = ParsePuzzle(text, error);
    if (!p) {
      std::fprintf(stderr, "%s: %s\n", error.c_str(), std::string(text).c_str());
      return 2;
    }
    std::atomic<bool> stop{false};
    const auto start = std::chrono::steady_clock::now();
    ForcedGoal r;
    {
      Deadline deadline(stop, cap_seconds);
      r = SolveForcedGoal(p->position, p->side, max_stages, &stop);
    }
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    ++total;
    const std::string cls = r.verdict == ForcedGoal::Verdict::kGoal
                                ? "mate " + std::to_string(r.stages)
                            : r.verdict == ForcedGoal::Verdict::kNone ? "none"
                                                                      : "unknown";
    by_class[cls].push_back(ms);
    if (r.verdict != ForcedGoal::Verdict::kUnknown) answered.push_back(ms);
    std::printf("%3d %s ; %s ; %.1f ms ; %llu slots\n", total, std::string(text).c_str(),
                AnswerText(p->position, p->side, r).c_str(), ms,
                static_cast<unsigned long long>(r.nodes));
    std::fflush(stdout);
  }
  for (const auto& [cls, times] : by_class) {
    std::printf("%-8s positions %zu median %.1f ms max %.1f ms\n", cls.c_str(), times.size(),
                Median(times), *std::max_element(times.begin(), times.end()));
  }
  std::printf("n <= %d, cap %.0f s: answered %zu of %d\n", max_stages, cap_seconds, answered.size(),
              total);
  for (double limit : {0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0}) {
    if (limit > cap_seconds) break;
    const auto within = std::count_if(answered.begin(), answered.end(),
                                      [&](double ms) { return ms <= limit * 1000; });
    std::printf("  within %5.1f s: %3lld (%.0f %%)\n", limit, static_cast<long long>(within),
                total == 0 ? 0.0 : 100.0 * static_cast<double>(within) / total);
  }
  std::sort(answered.begin(), answered.end());
  if (!answered.empty()) {
    auto q = [&](double f) {
      return answered[std::min(answered.size() - 1, static_cast<std::size_t>(f * answered.size()))];
    };
    std::printf("  answered: min %.1f ms p25 %.1f p50 %.1f p75 %.1f p90 %.1f max %.1f ms\n",
                answered.front(), q(0.25), q(0.5), q(0.75), q(0.9), answered.back());
  }
  return 0;
}

}  // namespace
}  // namespace melee::soule

int main(int argc, char** argv) {
  if (argc == 4 && std::string(argv[1]).find('/') != std::string::npos) {
    return melee::soule::RunFile(argv[1], std::atoi(argv[2]), std::atof(argv[3]));
  }
  const int count = argc > 1 ? std::atoi(argv[1]) : 12;
  const int players = argc > 2 ? std::atoi(argv[2]) : 11;
  const int max_stages = argc > 3 ? std::atoi(argv[3]) : 3;
  const double cap = argc > 4 ? std::atof(argv[4]) : 10.0;
  const int first_seed = argc > 5 ? std::atoi(argv[5]) : 1;
  const bool dense = argc > 6 ? std::atoi(argv[6]) == 0 : true;
  return melee::soule::Run(count, players, max_stages, cap, first_seed, dense);
}
