// melee-match over the toy games, so that the command line is tested end to end without the
// real games.
#include "match/cli.h"
#include "tests/protocol/toy_registry.h"

int main(int argc, char** argv) {
  return melee::match::RunMatchCli(argc, argv, melee::testing::ToyGames());
}
