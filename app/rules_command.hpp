#pragma once
// `rockpool rules`: a stable line-oriented interface to the engines for tools and tests.

#include <iosfwd>
#include <string>
#include <vector>

namespace rockpool::app {

int run_rules_command(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                      std::ostream& err);

}  // namespace rockpool::app
