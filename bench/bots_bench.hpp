#pragma once
// `rockpool bench bots`: two bots play a game in colour-swapped pairs, several games at once on
// the machine's cores; prints the score with its 95% interval, the Elo difference, the illegal
// actions and the move times as JSON, and with --sprt stops as soon as the answer is clear.

#include <iosfwd>
#include <string>
#include <vector>

namespace rockpool::bench {

int run_bots_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace rockpool::bench
