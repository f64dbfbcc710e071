#include "bench/floor/floor_command.hpp"

#include <charconv>
#include <csignal>
#include <iostream>

#include "app/command_line.hpp"
#include "bench/floor/floor_http.hpp"

namespace rockpool::bench {

int run_floor_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  using namespace floor_relay;
  app::CommandLine command(args, {"listen"});
  if (command.error()) {
    err << "rockpool bench floor: " << *command.error() << "\n";
    return 2;
  }
  const std::string listen = command.get_or("listen", "127.0.0.1:0");
  const auto colon = listen.rfind(':');
  unsigned port = 0;
  const char* port_end = listen.data() + listen.size();
  if (colon == std::string::npos ||
      std::from_chars(listen.data() + colon + 1, port_end, port).ptr != port_end || port > 65535) {
    err << "rockpool bench floor: --listen must be HOST:PORT\n";
    return 2;
  }
  try {
    FloorState state;       // before the context: its handlers' sockets leave their rooms in it
    net::io_context io(1);  // one thread: the floor needs no locks and no strands
    const tcp::endpoint endpoint(net::ip::make_address(listen.substr(0, colon)),
                                 static_cast<std::uint16_t>(port));
    auto listener = std::make_shared<FloorListener>(io, endpoint, state);
    listener->start();
    net::signal_set signals(io, SIGINT, SIGTERM);
    signals.async_wait([&io](beast::error_code, int) { io.stop(); });
    out << "rockpool bench floor: listening on http://" << endpoint.address().to_string() << ":"
        << listener->port() << "/ (WebSocket at /ws, metrics at /metrics)" << std::endl;
    io.run();
    return 0;
  } catch (const std::exception& error) {
    err << "rockpool bench floor: " << error.what() << "\n";
    return 1;
  }
}

}  // namespace rockpool::bench
