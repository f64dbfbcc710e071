#pragma once
// `rockpool bench floor --listen HOST:PORT`: the floor relay, the cheapest server that does
// Rockpool's network work per action; `rockpool bench server --target floor` loads it. It lives
// in the rockpool binary so that both servers share the compiler flags, the compiled Beast and
// Asio and the allocator (jemalloc): the ratio of the two then measures only their own work.

#include <iosfwd>
#include <string>
#include <vector>

namespace rockpool::bench {

int run_floor_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace rockpool::bench
