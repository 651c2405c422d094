// The forced-goal solver on seeded dense positions (every player of both sides on the field):
// `soule_dense_solver [count] [players] [max_stages] [cap_seconds] [first_seed] [nearly]`
// solves `count` random positions (seeds first_seed (1) onward, the side to solve
// alternating) within `max_stages` stages, each stopped after `cap_seconds`, and prints one
// line per position and the time distribution per answer class. With `nearly` (1) about one
// player in six is knocked out instead. Wall times on a shared machine: read the medians.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "solve/soule/forced_goal.h"
#include "solve/soule/puzzle.h"
#include "tests/soule_search/random_positions.h"

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
    const Position pos = soule_test::RandomTurnPosition(rng, players, max_stages, dense);
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

}  // namespace
}  // namespace melee::soule

int main(int argc, char** argv) {
  const int count = argc > 1 ? std::atoi(argv[1]) : 12;
  const int players = argc > 2 ? std::atoi(argv[2]) : 11;
  const int max_stages = argc > 3 ? std::atoi(argv[3]) : 3;
  const double cap = argc > 4 ? std::atof(argv[4]) : 10.0;
  const int first_seed = argc > 5 ? std::atoi(argv[5]) : 1;
  const bool dense = argc > 6 ? std::atoi(argv[6]) == 0 : true;
  return melee::soule::Run(count, players, max_stages, cap, first_seed, dense);
}
