// Which Melee this is: the version of CMake's project(), the commit it was built from and
// whether the tree differed from that commit (cmake/build_id.cmake, at build time), the
// compiler and the build kind. One translation unit sees the commit, so a new commit recompiles
// it alone (docs/release.md).
#pragma once

#include <string>
#include <string_view>

namespace melee {

// "0.1.0+abc1234", "0.1.0+abc1234.dirty" (tracked files changed), or "0.1.0" (built outside a
// git checkout, e.g. from a source archive): semantic versioning's build metadata.
std::string MeleeVersion();
// The engine's `id name`: "Melee " + MeleeVersion(). Two builds of different commits differ.
std::string MeleeIdentity();
// "GCC 12.2.0, portable (-march=x86-64-v2), Release": what made the binary.
std::string BuildDescription();
// What `<program> --version` prints: "<program> <version>\n<BuildDescription()>" (CLI11 ends
// the line).
std::string VersionText(std::string_view program);

}  // namespace melee
