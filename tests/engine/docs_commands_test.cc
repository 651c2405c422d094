// Every melee command line the documentation shows runs (issue 12: the README's
// `./run.sh perft --variant ball --depth 1` failed with CLI11's exit 109). Commands are taken
// from README.md and docs/*.md: code-block lines and inline code spans that start with
// `./run.sh`, `build/protocol/melee` or `melee `; each runs as the built binary in the source
// directory, stdin `isready` then EOF, and must exit 0 with some output. A synopsis (a token
// with `<`, `[` or `|`, such as `melee solve <file>`) is not a command line and is skipped.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "tests/engine/run_melee.h"

namespace melee::testing {
namespace {

struct Shown {
  std::string where;  // file:line
  std::string text;
};

// The melee arguments of a shown command, or false when `text` is not a melee command line.
// Splits like a shell for what the docs use: blanks, '...' and "..." quoting, `#` comments.
bool MeleeArguments(std::string_view text, std::vector<std::string>& args) {
  static constexpr std::string_view kPrefixes[] = {"./run.sh", "build/protocol/melee", "melee"};
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  char quote = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quote != 0) {
      if (c == quote) {
        quote = 0;
      } else {
        word += c;
      }
    } else if (c == '\'' || c == '"') {
      quote = c;
      in_word = true;
    } else if (c == ' ' || c == '\t') {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
    } else if (c == '#' && !in_word) {
      break;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(word);
  if (words.empty()) return false;
  if (std::find(std::begin(kPrefixes), std::end(kPrefixes), words[0]) == std::end(kPrefixes)) {
    return false;
  }
  args.assign(words.begin() + 1, words.end());
  return true;
}

std::vector<Shown> ShownCommands() {
  std::vector<std::string> files = {"README.md"};
  for (const auto& entry : std::filesystem::directory_iterator(MELEE_SOURCE_DIR "/docs")) {
    if (entry.path().extension() == ".md")
      files.push_back("docs/" + entry.path().filename().string());
  }
  std::sort(files.begin(), files.end());
  std::vector<Shown> shown;
  for (const std::string& file : files) {
    std::ifstream in(std::string(MELEE_SOURCE_DIR) + "/" + file);
    EXPECT_TRUE(in.good()) << file;
    bool code_block = false;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
      ++number;
      const std::string where = file + ":" + std::to_string(number);
      const std::size_t start = line.find_first_not_of(' ');
      if (start != std::string::npos && line.compare(start, 3, "```") == 0) {
        code_block = !code_block;
        continue;
      }
      if (code_block) {
        if (start != std::string::npos) shown.push_back({where, line.substr(start)});
        continue;
      }
      for (std::size_t open = line.find('`'); open != std::string::npos;) {
        const std::size_t close = line.find('`', open + 1);
        if (close == std::string::npos) break;
        shown.push_back({where, line.substr(open + 1, close - open - 1)});
        open = line.find('`', close + 1);
      }
    }
  }
  return shown;
}

bool IsSynopsis(const std::vector<std::string>& args) {
  return std::any_of(args.begin(), args.end(), [](const std::string& a) {
    return a.find_first_of("<[|") != std::string::npos;
  });
}

TEST(DocsCommandLines, EveryShownMeleeCommandRuns) {
  std::set<std::vector<std::string>> ran;
  for (const Shown& s : ShownCommands()) {
    std::vector<std::string> args;
    if (!MeleeArguments(s.text, args) || IsSynopsis(args)) continue;
    // `./run.sh board` starts the board's server, not the engine: tests/board runs it;
    // `./run.sh web` serves the static site: tests/wasm/run_web_test.sh runs it; `./run.sh
    // package` builds the release: test.sh runs it and tests/package checks what it makes.
    if (!args.empty() && (args[0] == "board" || args[0] == "web" || args[0] == "package")) {
      continue;
    }
    // The whole puzzle file is seconds in Release; the limit only bounds slow builds.
    if (!args.empty() && args[0] == "solve" &&
        std::find(args.begin(), args.end(), "--movetime") == args.end()) {
      args.insert(args.end(), {"--movetime", "1000"});
    }
    if (!ran.insert(args).second) continue;  // `./run.sh bench` and `melee bench` are one
    const MeleeRun run = RunMelee(args, "isready\n");
    EXPECT_EQ(run.status, 0) << s.where << ": " << s.text << "\n" << run.output;
    EXPECT_NE(run.output, "") << s.where << ": " << s.text;
  }
  // The README alone shows the loop, bench, perft (the form of issue 12) and solve.
  EXPECT_GE(ran.size(), 5u);
  EXPECT_TRUE(ran.contains({"perft", "--variant", "ball", "--depth", "1"}));
}

TEST(DocsCommandLines, ArgumentsAreSplitLikeAShell) {
  std::vector<std::string> args;
  ASSERT_TRUE(MeleeArguments(
      R"(build/protocol/melee --variant soule --setoption "Soule Teams=2" perft  # a comment)",
      args));
  EXPECT_EQ(args, (std::vector<std::string>{"--variant", "soule", "--setoption", "Soule Teams=2",
                                            "perft"}));
  ASSERT_TRUE(MeleeArguments("./run.sh", args));
  EXPECT_TRUE(args.empty());
  EXPECT_FALSE(MeleeArguments("melee-match --games 2", args));
  EXPECT_FALSE(MeleeArguments("build/match/melee-match --variant ball", args));
  EXPECT_FALSE(MeleeArguments("> position startpos", args));
}

}  // namespace
}  // namespace melee::testing
