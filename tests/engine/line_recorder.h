// LineRecorder: an engine's output lines as they come (the CommandLoop's sink, any thread),
// and a bounded wait for a line, so a test of a hanging engine fails instead of hanging.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace melee::testing {

class LineRecorder {
 public:
  void Add(std::string_view line) {
    std::lock_guard lock(mutex_);
    lines_.emplace_back(line);
    cv_.notify_all();
  }
  // The index of the first line at or after `from` that starts with `prefix`, or -1.
  int WaitFor(const std::string& prefix, std::size_t from, std::chrono::seconds timeout) {
    std::unique_lock lock(mutex_);
    int found = -1;
    cv_.wait_for(lock, timeout, [&] {
      for (std::size_t i = from; i < lines_.size(); ++i) {
        if (lines_[i].rfind(prefix, 0) == 0) {
          found = static_cast<int>(i);
          return true;
        }
      }
      return false;
    });
    return found;
  }
  std::vector<std::string> Lines() {
    std::lock_guard lock(mutex_);
    return lines_;
  }
  std::size_t size() {
    std::lock_guard lock(mutex_);
    return lines_.size();
  }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  std::vector<std::string> lines_;
};

}  // namespace melee::testing
