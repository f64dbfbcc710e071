#pragma once
// `rockpool bench server`: a load tool for a running server, single-threaded, cheaper per action
// than the server it loads.

#include <iosfwd>
#include <string>
#include <vector>

namespace rockpool::bench {

int run_server_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace rockpool::bench
