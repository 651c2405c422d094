// melee: the engine binary. argv is parsed with CLI11; the protocol itself runs on stdin/stdout.
//   melee [--variant <name>]                       the protocol loop (EOF = quit)
//   melee bench [<variant>] [--depth n|--nodes n]  the node-count signature
//   melee perft --variant <name> --depth <n> [--fen <position>]
//   melee solve <puzzle file> [--movetime <ms>]    Soule forced-goal puzzles, answers and times
//   any of them with --setoption '<name>=<value>' (repeatable)
//   melee --version                                the version, compiler and build kind
// --variant and --setoption may come before or after the subcommand (`melee perft --variant
// ball` is how people write it): the subcommands fall through to the top-level options.
#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/build_info.h"
#include "protocol/command_loop.h"
#include "protocol/registry.h"
#include "solve/soule/puzzle.h"

namespace {

// The one writer of stdout: whole lines, flushed, never interleaved.
void WriteLine(std::string_view line) {
  static std::mutex mutex;
  std::lock_guard lock(mutex);
  std::cout << line << '\n' << std::flush;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  // Reading stdin must not flush stdout behind the writer's back: the search thread prints
  // through WriteLine while this thread reads, and a tied flush races with it (a `bestmove`
  // could come out twice).
  std::cin.tie(nullptr);
  CLI::App app{"Melee: one engine for Bulltricker, BALL, Cannon Ball and Soule Royale"};
  // Inherited by the subcommands added below, so it must be set before them: an option a
  // subcommand does not know (--variant, --setoption) is then parsed by the top level.
  app.fallthrough();
  app.set_version_flag("--version", melee::VersionText("melee"));
  std::string variant;
  app.add_option("--variant", variant, "the game to start with");
  std::vector<std::string> settings;
  app.add_option("--setoption", settings,
                 "'<name>=<value>', applied before anything else (repeatable), e.g. "
                 "--setoption 'Soule Teams=2'");

  CLI::App* bench = app.add_subcommand("bench", "search the fixed bench positions");
  std::string bench_variant;
  int bench_depth = 0;
  long long bench_nodes = 0;
  bench->add_option("variant", bench_variant, "one game only");
  bench->add_option("--depth", bench_depth, "fixed depth")->check(CLI::PositiveNumber);
  bench->add_option("--nodes", bench_nodes, "fixed nodes")->check(CLI::PositiveNumber);

  CLI::App* perft = app.add_subcommand("perft", "count distinct positions after n turns");
  int perft_depth = 1;
  std::string perft_fen;
  perft->add_option("--depth", perft_depth, "turns")->check(CLI::Range(1, 32));
  perft->add_option("--fen", perft_fen, "start from this position");

  CLI::App* solve = app.add_subcommand("solve", "solve Soule tactic puzzles from a file");
  std::string puzzle_file;
  solve->add_option("file", puzzle_file, "puzzles, e.g. positions/soule/puzzles.txt")
      ->required()
      ->check(CLI::ExistingFile);
  int solve_movetime = 0;
  solve->add_option("--movetime", solve_movetime, "time limit per puzzle in ms (0: none)")
      ->check(CLI::NonNegativeNumber);

  CLI11_PARSE(app, argc, argv);

  if (solve->parsed()) {
    std::ifstream in(puzzle_file);
    return melee::soule::SolvePuzzles(in, std::cout, nullptr, solve_movetime) == 0 ? 0 : 1;
  }

  melee::CommandLoop loop(melee::RegisteredGames(), WriteLine);
  if (!variant.empty() && !loop.SelectVariant(variant)) {
    std::cerr << "unknown variant: " << variant << '\n';
    return 2;
  }
  for (const std::string& setting : settings) {
    const std::size_t eq = setting.find('=');
    if (eq == std::string::npos) {
      std::cerr << "--setoption expects <name>=<value>: " << setting << '\n';
      return 2;
    }
    loop.HandleLine("setoption name " + setting.substr(0, eq) + " value " + setting.substr(eq + 1));
  }
  if (bench->parsed()) {
    std::vector<std::string> args;
    // `melee --variant ball bench` and `melee bench --variant ball` mean `melee bench ball`.
    if (bench_variant.empty()) bench_variant = variant;
    if (!bench_variant.empty()) args.push_back(bench_variant);
    if (bench_depth > 0) args.insert(args.end(), {"depth", std::to_string(bench_depth)});
    if (bench_nodes > 0) args.insert(args.end(), {"nodes", std::to_string(bench_nodes)});
    std::vector<std::string_view> views(args.begin(), args.end());
    loop.RunBench(views);
    return 0;
  }
  if (perft->parsed()) {
    loop.HandleLine(perft_fen.empty() ? "position startpos" : "position fen " + perft_fen);
    loop.HandleLine("go perft " + std::to_string(perft_depth));
    loop.WaitForSearch();
    return 0;
  }
  // The full identity once, before any command: a log of the session names the build. GUIs
  // ignore `info string` lines outside a search.
  WriteLine("info string " + melee::MeleeIdentity() + ", " + melee::BuildDescription());
  for (std::string line; std::getline(std::cin, line);) {
    if (!loop.HandleLine(line)) return 0;
  }
  loop.HandleLine("quit");  // EOF = quit
  return 0;
}
