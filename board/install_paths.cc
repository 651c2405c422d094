#include "board/install_paths.h"

#include <system_error>

namespace melee::board {

namespace fs = std::filesystem;

BoardFiles FindBoardFiles(const fs::path& binary, const fs::path& data_from_bin,
                          const fs::path& install_data) {
  const fs::path bin_dir = binary.parent_path();
  std::error_code ec;
  fs::path data = (bin_dir / data_from_bin).lexically_normal();
  if (!fs::exists(data / "web" / "index.html", ec)) data = install_data;
  BoardFiles files;
  files.web_dir = (data / "web").string();
  files.puzzles = (data / "positions" / "soule" / "puzzles.txt").string();
  const fs::path beside = bin_dir / "melee";
  if (binary.empty()) {
    files.engine = "melee";  // from PATH
  } else {
    files.engine = fs::exists(beside, ec) ? beside.string()
                                          : (bin_dir.parent_path() / "protocol" / "melee").string();
  }
  return files;
}

fs::path OwnBinary() {
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path() : self;
}

}  // namespace melee::board
