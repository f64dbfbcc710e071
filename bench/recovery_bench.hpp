#pragma once
// `rockpool bench recovery`: how long a server takes to rebuild its unfinished matches at start.

#include <iosfwd>
#include <string>
#include <vector>

namespace rockpool::bench {

int run_recovery_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace rockpool::bench
