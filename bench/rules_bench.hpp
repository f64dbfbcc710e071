#pragma once
// `rockpool bench rules`: uniform random playouts of one game, single-threaded.

#include <iosfwd>
#include <string>
#include <vector>

namespace rockpool::bench {

int run_rules_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace rockpool::bench
