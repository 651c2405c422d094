// The one place that formats a search's reports as protocol lines (search/ never prints).
#pragma once

#include <string>

#include "search/report.h"

namespace melee {

// "depth 5 seldepth 9 multipv 1 score cp 31 nodes 1234 nps 56789 hashfull 3 time 21 pv a b"
// (the fields after `info `; hashfull only for a searcher with a table). A progress report:
// "depth 12 seldepth 20 nodes 1234567 nps 890123 hashfull 40 time 2000 currmove h3h7
// currmovenumber 3" (no score, no pv; currmove only where the searcher has one).
std::string FormatInfo(const search::IterationInfo& info);

// "strategy 0.625:+,+ 0.375:0,+" (the text after `info string `); empty without a strategy.
std::string FormatStrategy(const search::IterationInfo& info);

}  // namespace melee
