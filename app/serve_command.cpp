#include "app/serve_command.hpp"

#include <csignal>
#include <iostream>

#include "server/config.hpp"
#include "server/logging.hpp"
#include "server/server.hpp"

namespace rockpool::app {

int run_serve_command(const std::vector<std::string>& args, char** environment) {
  auto parsed = server::parse_server_config(args, environment);
  if (parsed.help) {
    std::cout << server::server_config_help();
    return 0;
  }
  if (parsed.error) {
    std::cerr << "rockpool serve: " << *parsed.error << "\n";
    return 2;
  }
  // The signals are waited for by one thread only: block them everywhere first.
  sigset_t blocked;
  sigemptyset(&blocked);
  sigaddset(&blocked, SIGINT);
  sigaddset(&blocked, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &blocked, nullptr);
  server::setup_logging(parsed.config.log_level, parsed.config.log_format);
  const std::string host = parsed.config.host == "0.0.0.0" ? "localhost" : parsed.config.host;
  const auto port = parsed.config.port;
  try {
    server::Server server(parsed.config);
    server.start();
    pthread_sigmask(SIG_UNBLOCK, &blocked, nullptr);
    std::cout << "Rockpool is running: open http://" << host << ":" << server.port() << "/"
              << std::endl;
    (void)port;
    return server.run_until_signal();
  } catch (const std::exception& error) {
    spdlog::critical("cannot start: {}", error.what());
    std::cerr << "rockpool serve: cannot start: " << error.what() << "\n";
    return 1;
  }
}

}  // namespace rockpool::app
