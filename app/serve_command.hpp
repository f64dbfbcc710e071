#pragma once

#include <string>
#include <vector>

namespace rockpool::app {

// `rockpool serve`: the game server, until SIGTERM.
int run_serve_command(const std::vector<std::string>& args, char** environment);
// `rockpool healthcheck`: exit 0 when the local server answers /healthz.
int run_healthcheck_command(const std::vector<std::string>& args, char** environment);

}  // namespace rockpool::app
