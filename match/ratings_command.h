// `melee-match ratings FILES... [--anchor NAME=ELO] [--prior DRAWS] [--json F]`: the rating
// list of every engine over all the games of some records files (match/ratings.h).
#pragma once

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace melee::match {

struct RatingsArgs {
  std::vector<std::string> files;
  std::string anchor;  // NAME=ELO; empty: the mean rating is 0
  double prior_draws = 1;
  std::string json;
};

// Adds the subcommand to `app`; its options are read into `args`.
CLI::App* AddRatingsCommand(CLI::App& app, RatingsArgs& args);
// Prints the list on stdout; 2 with a message on stderr when the records or arguments are bad.
int RunRatings(const RatingsArgs& args);

}  // namespace melee::match
