// The protocol sessions README.md shows, replayed: every `>` line is sent, and the answers
// must be the `<` lines (timing fields `N`/`T` masked; `< ...` stands for any lines).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "protocol/registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

struct Session {
  int line = 0;  // in README.md
  std::vector<std::string> sent, expected;
};

std::vector<Session> ReadmeSessions() {
  std::ifstream in(std::string(MELEE_SOURCE_DIR) + "/README.md");
  std::vector<Session> sessions;
  bool in_block = false;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.rfind("```", 0) == 0) {
      in_block = !in_block;
      if (in_block) sessions.push_back({number, {}, {}});
      continue;
    }
    if (!in_block) continue;
    if (line.rfind("> ", 0) == 0) sessions.back().sent.push_back(line.substr(2));
    if (line.rfind("< ", 0) == 0) sessions.back().expected.push_back(line.substr(2));
  }
  std::erase_if(sessions, [](const Session& s) { return s.sent.empty(); });
  return sessions;
}

// README writes masked numbers as N and T; the transcript masks them as `*`.
std::string Masked(std::string line) {
  for (const char* field : {"nps ", "time "}) {
    const std::size_t at = line.find(field);
    if (at == std::string::npos) continue;
    const std::size_t value = at + std::string(field).size();
    if (value < line.size() && (line[value] == 'N' || line[value] == 'T')) line[value] = '*';
  }
  return line;
}

TEST(ReadmeSessionsTest, EverySessionAnswersAsShown) {
  const std::vector<Session> sessions = ReadmeSessions();
  ASSERT_GE(sessions.size(), 4u);  // one per game
  for (const Session& session : sessions) {
    Transcript t(RegisteredGames());
    std::string script;
    for (const std::string& line : session.sent) script += line + "\n";
    std::istringstream out(t.Run(script));
    std::vector<std::string> got;
    for (std::string line; std::getline(out, line);) got.push_back(line);
    // Match the expected lines in order; `...` skips to the next expected line.
    std::size_t g = 0;
    for (std::size_t e = 0; e < session.expected.size(); ++e) {
      const std::string& want = session.expected[e];
      if (want.rfind("...", 0) == 0) {
        const std::string next = e + 1 < session.expected.size() ? session.expected[e + 1] : "";
        while (g < got.size() && got[g] != Masked(next)) ++g;
        continue;
      }
      ASSERT_LT(g, got.size()) << "README.md:" << session.line << " missing: " << want;
      EXPECT_EQ(got[g], Masked(want)) << "README.md:" << session.line;
      ++g;
    }
    EXPECT_EQ(g, got.size()) << "README.md:" << session.line << " more output than shown";
  }
}

}  // namespace
}  // namespace melee::testing
