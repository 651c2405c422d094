// The forced-goal solver on seeded dense positions (every player of both sides on the field):
// `soule_dense_solver [count] [players] [max_stages] [cap_seconds] [first_seed] [nearly]`
// solves `count` random positions (seeds first_seed (1) onward, the side to solve
// alternating) within `max_stages` stages, each stopped after `cap_seconds` of CPU time, and
// prints one line per position and the time distribution per answer class. With `nearly` (1)
// about one player in six is knocked out instead. Times are the solver thread's CPU time (the
// cap too), so that a shared, loaded machine measures the same work.
//
// `soule_dense_solver <file> <max_stages> <cap_seconds> [threads]` solves every puzzle line of
// <file>
// (e.g. positions/soule/dense_bench.txt; its own n is replaced by max_stages) the same way
// (`threads` > 1: SolveBudget::threads; the cap is still the main thread's CPU time, the wall
// time on each line shows the speed-up)
// and prints the distribution: the share answered within 0.1, 0.5, 1, 2, 5, 10, 30 and 60 s
// of CPU time (up to the cap) and the time quantiles of the answered ones; each line also
// shows the wall time.
#include <pthread.h>
#include <time.h>

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

// The CPU time of the calling thread so far, in ms (the solver runs on the main thread).
double ThreadCpuMs(clockid_t clock) {
  timespec t{};
  clock_gettime(clock, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

// Raises `stop` once the calling thread has used `seconds` of CPU time (polled every 5 ms)
// unless the solve ends first: on a shared machine the cap then means the same work whatever
// else runs (wall times moved by 2x between runs under other builds).
class Deadline {
 public:
  Deadline(std::atomic<bool>& stop, double seconds) {
    pthread_getcpuclockid(pthread_self(), &clock_);
    const double end = ThreadCpuMs(clock_) + seconds * 1e3;
    thread_ = std::thread([this, &stop, end] {
      std::unique_lock lock(mutex_);
      while (!done_cv_.wait_for(lock, std::chrono::milliseconds(5), [this] { return done_; })) {
        if (ThreadCpuMs(clock_) >= end) {
          stop.store(true);
          return;
        }
      }
    });
  }
  ~Deadline() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    done_cv_.notify_one();
    thread_.join();
  }

 private:
  clockid_t clock_{};
  std::mutex mutex_;
  std::condition_variable done_cv_;
  bool done_ = false;
  std::thread thread_;
};

// Measures the solve's CPU time (this thread) and wall time.
struct Clocks {
  Clocks() : wall(std::chrono::steady_clock::now()) {
    pthread_getcpuclockid(pthread_self(), &clock);
    cpu = ThreadCpuMs(clock);
  }
  double CpuMs() const { return ThreadCpuMs(clock) - cpu; }
  double WallMs() const {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall)
        .count();
  }
  clockid_t clock{};
  double cpu = 0;
  std::chrono::steady_clock::time_point wall;
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
    const Clocks clocks;
    ForcedGoal r;
    {
      Deadline deadline(stop, cap_seconds);
      r = SolveForcedGoal(pos, side, max_stages, &stop);
    }
    const double ms = clocks.CpuMs();
    const std::string answer = AnswerText(pos, side, r);
    const std::string cls = r.verdict == ForcedGoal::Verdict::kGoal
                                ? "mate " + std::to_string(r.stages)
                            : r.verdict == ForcedGoal::Verdict::kNone ? "none"
                                                                      : "unknown";
    by_class[cls].push_back(ms);
    std::printf("%2d %s ; %c ; %d ; %s ; %.1f ms cpu ; %llu slots\n", k + 1,
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

int RunFile(const char* path, int max_stages, double cap_seconds, int threads) {
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
    const Clocks clocks;
    ForcedGoal r;
    {
      Deadline deadline(stop, cap_seconds);
      SolveBudget budget(&stop);
      budget.threads = threads;
      r = SolveForcedGoal(p->position, p->side, max_stages, budget);
    }
    const double ms = clocks.CpuMs();
    const double wall_ms = clocks.WallMs();
    ++total;
    const std::string cls = r.verdict == ForcedGoal::Verdict::kGoal
                                ? "mate " + std::to_string(r.stages)
                            : r.verdict == ForcedGoal::Verdict::kNone ? "none"
                                                                      : "unknown";
    by_class[cls].push_back(ms);
    if (r.verdict != ForcedGoal::Verdict::kUnknown) answered.push_back(ms);
    std::printf("%3d %s ; %s ; %.1f ms cpu (%.1f wall) ; %llu slots\n", total,
                std::string(text).c_str(), AnswerText(p->position, p->side, r).c_str(), ms, wall_ms,
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
  if ((argc == 4 || argc == 5) && std::string(argv[1]).find('/') != std::string::npos) {
    return melee::soule::RunFile(argv[1], std::atoi(argv[2]), std::atof(argv[3]),
                                 argc == 5 ? std::atoi(argv[4]) : 1);
  }
  const int count = argc > 1 ? std::atoi(argv[1]) : 12;
  const int players = argc > 2 ? std::atoi(argv[2]) : 11;
  const int max_stages = argc > 3 ? std::atoi(argv[3]) : 3;
  const double cap = argc > 4 ? std::atof(argv[4]) : 10.0;
  const int first_seed = argc > 5 ? std::atoi(argv[5]) : 1;
  const bool dense = argc > 6 ? std::atoi(argv[6]) == 0 : true;
  return melee::soule::Run(count, players, max_stages, cap, first_seed, dense);
}
