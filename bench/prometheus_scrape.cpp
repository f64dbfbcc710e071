#include "bench/prometheus_scrape.hpp"

#include <sstream>

namespace rockpool::bench {

std::map<std::string, double> scrape_metrics(const Endpoint& endpoint) {
  namespace http = rockpool::server::http;
  net::io_context io;
  beast::tcp_stream stream(io);
  stream.connect(tcp::endpoint(net::ip::make_address(endpoint.host), endpoint.port));
  http::request<http::empty_body> request{http::verb::get, "/metrics", 11};
  request.set(http::field::host, endpoint.host);
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(stream, buffer, response);
  std::map<std::string, double> values;
  std::istringstream lines(response.body());
  std::string line;
  while (std::getline(lines, line)) {
    if (line.empty() || line[0] == '#' || line.find('{') != std::string::npos) continue;
    const auto space = line.find(' ');
    if (space == std::string::npos) continue;
    values[line.substr(0, space)] = std::stod(line.substr(space + 1));
  }
  return values;
}

}  // namespace rockpool::bench
