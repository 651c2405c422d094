// Where melee-board finds what it serves when its command line does not say: beside its own
// binary, so the same rule works installed (<prefix>/bin/melee-board with
// <prefix>/share/melee/web) and in a build folder (build/board/melee-board with
// build/share/melee/web, links into the checkout that board/CMakeLists.txt makes). No path of
// the checkout is compiled in: an installed board never reads the source tree.
#pragma once

#include <filesystem>
#include <string>

namespace melee::board {

struct BoardFiles {
  std::string web_dir;  // the page: index.html, js/, style.css
  std::string puzzles;  // positions/soule/puzzles.txt
  std::string engine;   // Melee itself
};

// `binary` is melee-board's own path; `data_from_bin` the data folder relative to the binaries'
// folder ("../share/melee"), `install_data` the data folder of the install prefix, tried when
// the binary was moved away from its data. The engine is `melee` beside the binary when there
// is one (installed), else the build folder's protocol/melee.
BoardFiles FindBoardFiles(const std::filesystem::path& binary,
                          const std::filesystem::path& data_from_bin,
                          const std::filesystem::path& install_data);

// melee-board's own path (/proc/self/exe); empty if unknown.
std::filesystem::path OwnBinary();

}  // namespace melee::board
