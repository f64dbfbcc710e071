#pragma once
// rockpool bench review: the cost of a finished match's review (server/analysis), game by game.
// Matches are played by two bots (level 2) to their end or a ply cap, then reviewed at a budget;
// the figure is CPU time per position, the median over the matches, on one thread.

#include <ostream>
#include <string>
#include <vector>

namespace rockpool::bench {

int run_review_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace rockpool::bench
