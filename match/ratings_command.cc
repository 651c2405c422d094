#include "match/ratings_command.h"

#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "match/ratings.h"
#include "match/ratings_report.h"
#include "match/records.h"

namespace melee::match {
namespace {

int Fail(const std::string& message) {
  std::cerr << "melee-match ratings: " << message << '\n';
  return 2;
}

// NAME=ELO; the name may itself hold '=' (the last one splits).
bool ParseAnchor(const std::string& text, RatingOptions& options) {
  const std::size_t eq = text.rfind('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == text.size()) return false;
  const std::string value = text.substr(eq + 1);
  char* end = nullptr;
  const double elo = std::strtod(value.c_str(), &end);
  if (end != value.c_str() + value.size() || !std::isfinite(elo)) return false;
  options.anchor = text.substr(0, eq);
  options.anchor_elo = elo;
  return true;
}

}  // namespace

CLI::App* AddRatingsCommand(CLI::App& app, RatingsArgs& args) {
  CLI::App* ratings = app.add_subcommand(
      "ratings", "the maximum-likelihood rating list of every engine in some records files");
  ratings->add_option("records", args.files, "records files")->required()->check(CLI::ExistingFile);
  ratings->add_option("--anchor", args.anchor,
                      "NAME=ELO: rate this engine ELO (default: the mean rating is 0)");
  ratings
      ->add_option("--prior", args.prior_draws,
                   "virtual draws of each engine against the pool's mean, used only when a "
                   "perfect or nil score makes the ratings diverge")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  ratings->add_option("--json", args.json, "write the list as JSON here");
  return ratings;
}

int RunRatings(const RatingsArgs& args) {
  RatingOptions options;
  options.prior_draws = args.prior_draws;
  if (!args.anchor.empty() && !ParseAnchor(args.anchor, options))
    return Fail("--anchor: expected NAME=ELO, got '" + args.anchor + "'");
  std::vector<GameResult> games;
  std::set<std::string> variants;
  for (const std::string& path : args.files) {
    std::ifstream in(path);
    if (!in) return Fail("cannot read " + path);
    std::stringstream text;
    text << in.rdbuf();
    std::string error;
    std::vector<GameResult> read = ParseRecords(text.str(), error);
    if (!error.empty()) return Fail(path + ": " + error);
    for (GameResult& g : read) {
      variants.insert(g.variant);
      games.push_back(std::move(g));
    }
  }
  if (variants.size() > 1) {
    std::string names;
    for (const std::string& v : variants) names += (names.empty() ? "" : ", ") + v;
    return Fail("the records hold games of several variants (" + names +
                "): rate one game at a time");
  }
  const RatingList list = ComputeRatings(CollectEncounters(games), options);
  if (!list.error.empty()) return Fail(list.error);
  std::cout << RatingListText(list);
  if (!args.json.empty()) {
    std::ofstream out(args.json);
    out << RatingListJson(list);
    if (!out) return Fail("cannot write " + args.json);
  }
  return 0;
}

}  // namespace melee::match
