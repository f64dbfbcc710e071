#pragma once
// `rockpool bench arena`: how long an Arena keeps its free players waiting for a pairing, and
// what a pairing costs, for a number of players over a number of minutes
// (bench/arena_simulation.hpp).

#include <iosfwd>
#include <string>
#include <vector>

namespace rockpool::bench {

int run_arena_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace rockpool::bench
