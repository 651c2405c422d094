// melee-match: the tournament manager over Melee's own games (see docs/tournaments.md).
#include "match/cli.h"
#include "protocol/registry.h"

int main(int argc, char** argv) {
  return melee::match::RunMatchCli(argc, argv, melee::RegisteredGames());
}
