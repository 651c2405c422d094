// `bench` is the engine's functional signature: any change of rules, generation order or search
// changes the node count. When a change is meant to alter it, run `build/protocol/melee bench`
// and record the new total here in the same commit, saying why in the message.
#include <gtest/gtest.h>

#include "protocol/registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

constexpr const char* kSignature = "Nodes searched: 1252521\n";

TEST(BenchSignature, MatchesTheRecordedNodeCount) {
  Transcript t(RegisteredGames());
  const std::string out = t.Run("bench");
  EXPECT_NE(out.find(kSignature), std::string::npos) << out;
}

TEST(BenchSignature, IsDeterministic) {
  Transcript a(RegisteredGames()), b(RegisteredGames());
  EXPECT_EQ(a.Run("bench bulltricker soule"), b.Run("bench bulltricker soule"));
}

}  // namespace
}  // namespace melee::testing
