#include "protocol/build_info.h"

#include "protocol/build_id.h"  // generated at build time: MELEE_COMMIT, MELEE_DIRTY

// MELEE_PROJECT_VERSION, MELEE_COMPILER, MELEE_BUILD_KIND and MELEE_BUILD_TYPE come from
// protocol/CMakeLists.txt, for this file only. The strings are built by appending: GCC 12 warns
// of overlapping copies in `"literal" + std::string` (GCC bug 105329), which -Werror stops.

namespace melee {

std::string MeleeVersion() {
  std::string version = MELEE_PROJECT_VERSION;
  const std::string_view commit = MELEE_COMMIT;
  if (!commit.empty()) {
    version.append("+").append(commit);
    if (MELEE_DIRTY) version.append(".dirty");
  }
  return version;
}

std::string MeleeIdentity() { return std::string("Melee ").append(MeleeVersion()); }

std::string BuildDescription() {
  return std::string(MELEE_COMPILER)
      .append(", ")
      .append(MELEE_BUILD_KIND)
      .append(", ")
      .append(MELEE_BUILD_TYPE);
}

std::string VersionText(std::string_view program) {
  return std::string(program)
      .append(" ")
      .append(MeleeVersion())
      .append("\n")
      .append(BuildDescription());
}

}  // namespace melee
