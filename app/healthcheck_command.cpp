// `rockpool healthcheck`: the Docker HEALTHCHECK, needing no extra package (no curl).

#include <boost/asio/connect.hpp>
#include <iostream>

#include "app/serve_command.hpp"
#include "server/config.hpp"
#include "server/net/net.hpp"

namespace rockpool::app {

int run_healthcheck_command(const std::vector<std::string>& args, char** environment) {
  using namespace rockpool::server;
  auto parsed = parse_server_config(args, environment);
  if (parsed.error) {
    std::cerr << "rockpool healthcheck: " << *parsed.error << "\n";
    return 2;
  }
  std::string host = parsed.config.host;
  if (host == "0.0.0.0") host = "127.0.0.1";
  if (host == "::") host = "::1";
  try {
    net::io_context io;
    beast::tcp_stream stream(io);
    stream.expires_after(std::chrono::seconds(3));
    stream.connect(tcp::endpoint(net::ip::make_address(host), parsed.config.port));
    http::request<http::empty_body> request{http::verb::get, "/healthz", 11};
    request.set(http::field::host, host);
    http::write(stream, request);
    beast::flat_buffer buffer;
    http::response<http::string_body> response;
    http::read(stream, buffer, response);
    if (response.result() == http::status::ok) return 0;
    std::cerr << "rockpool healthcheck: /healthz answered " << response.result_int() << "\n";
  } catch (const std::exception& error) {
    std::cerr << "rockpool healthcheck: " << error.what() << "\n";
  }
  return 1;
}

}  // namespace rockpool::app
