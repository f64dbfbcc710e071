#pragma once
// `rockpool bench pairing`: how long quick pairing keeps seekers waiting, and how far apart the
// ratings it pairs are, for a number of seekers arriving at a rate (bench/pairing_simulation.hpp).

#include <iosfwd>
#include <string>
#include <vector>

namespace rockpool::bench {

int run_pairing_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace rockpool::bench
