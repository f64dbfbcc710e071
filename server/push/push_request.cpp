#include "server/push/push_request.hpp"

#include <openssl/ssl.h>
#include <spdlog/spdlog.h>

#include <boost/asio/ssl.hpp>
#include <boost/beast/ssl.hpp>
#include <stdexcept>

#include "server/net/net.hpp"
#include "server/push/public_address.hpp"

namespace rockpool::server::push {

namespace {

namespace ssl = net::ssl;
using Clock = std::chrono::steady_clock;

http::request<http::string_body> make_request(const PushEndpoint& endpoint, const PushPost& post) {
  http::request<http::string_body> request{http::verb::post, endpoint.target, 11};
  request.set(http::field::host, endpoint.host);
  request.set(http::field::user_agent, "rockpool");
  request.set("TTL", std::to_string(post.ttl_s));
  request.set("Urgency", "normal");
  request.set(http::field::content_encoding, "aes128gcm");
  request.set(http::field::content_type, "application/octet-stream");
  request.set(http::field::authorization, post.authorization);
  request.body() = post.body;
  request.prepare_payload();
  return request;
}

// One request's steps, each an asynchronous operation run to its end on the request's own
// io_context, all within one deadline. The sender's thread waits for them: nothing else runs
// there. A step still under way at the deadline is abandoned, its handler destroyed uncalled
// with the io_context.
class Exchange {
 public:
  explicit Exchange(std::chrono::seconds timeout) : deadline_(Clock::now() + timeout) {}

  net::io_context& io() { return io_; }
  Clock::time_point deadline() const { return deadline_; }

  // `start(handler)` begins the operation; its handler takes an error code first.
  template <typename Start>
  void step(Start start) {
    bool done = false;
    beast::error_code error;
    start([&done, &error](beast::error_code code, auto&&...) {
      done = true;
      error = code;
    });
    io_.restart();
    while (!done && io_.run_one_until(deadline_) > 0) {
    }
    if (!done) throw std::runtime_error("no answer in time");
    if (error) throw beast::system_error(error);
  }

 private:
  net::io_context io_;  // first: destroyed after the streams that use it
  Clock::time_point deadline_;
};

// The addresses a push endpoint's host names, or an error when one of them is not public: a
// client's subscription must not make the server send into its own machine or network.
tcp::resolver::results_type resolve_endpoint(Exchange& exchange, const PushEndpoint& endpoint) {
  tcp::resolver resolver(exchange.io());
  tcp::resolver::results_type addresses;
  exchange.step([&](auto handler) {
    resolver.async_resolve(
        endpoint.host, endpoint.port,
        [&addresses, handler](beast::error_code error, tcp::resolver::results_type found) {
          addresses = std::move(found);
          handler(error);
        });
  });
  if (!endpoint.any_address) {
    for (const auto& entry : addresses) {
      if (!is_public_address(entry.endpoint().address())) {
        throw std::runtime_error(endpoint.host + " is not a public address");
      }
    }
  }
  return addresses;
}

template <typename Stream>
int send_and_read(Exchange& exchange, Stream& stream,
                  const http::request<http::string_body>& request) {
  exchange.step([&](auto handler) { http::async_write(stream, request, handler); });
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64 * 1024);  // the answer's body is read, never used
  exchange.step([&](auto handler) { http::async_read(stream, buffer, parser, handler); });
  return static_cast<int>(parser.get().result_int());
}

int post_plain(const PushEndpoint& endpoint, const PushPost& post, std::chrono::seconds timeout) {
  Exchange exchange(timeout);
  beast::tcp_stream stream(exchange.io());
  stream.expires_at(exchange.deadline());
  const auto addresses = resolve_endpoint(exchange, endpoint);
  exchange.step([&](auto handler) { stream.async_connect(addresses, handler); });
  const int status = send_and_read(exchange, stream, make_request(endpoint, post));
  beast::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
  return status;
}

int post_tls(const PushEndpoint& endpoint, const PushPost& post, std::chrono::seconds timeout,
             ssl::context& tls) {
  Exchange exchange(timeout);
  beast::ssl_stream<beast::tcp_stream> stream(exchange.io(), tls);
  // The name the certificate must carry, sent as SNI too.
  if (!SSL_set_tlsext_host_name(stream.native_handle(), endpoint.host.c_str())) {
    throw std::runtime_error("cannot name the host for TLS");
  }
  stream.set_verify_callback(ssl::host_name_verification(endpoint.host));
  beast::get_lowest_layer(stream).expires_at(exchange.deadline());
  const auto addresses = resolve_endpoint(exchange, endpoint);
  exchange.step(
      [&](auto handler) { beast::get_lowest_layer(stream).async_connect(addresses, handler); });
  exchange.step([&](auto handler) { stream.async_handshake(ssl::stream_base::client, handler); });
  return send_and_read(exchange, stream, make_request(endpoint, post));
}

}  // namespace

int post_push(const PushEndpoint& endpoint, const PushPost& post, std::chrono::seconds timeout) {
  ssl::context tls(ssl::context::tls_client);
  tls.set_default_verify_paths();
  tls.set_verify_mode(ssl::verify_peer);
  try {
    return endpoint.tls ? post_tls(endpoint, post, timeout, tls)
                        : post_plain(endpoint, post, timeout);
  } catch (const std::exception& error) {
    spdlog::warn("push to {}: {}", endpoint.origin, error.what());
    return 0;
  }
}

}  // namespace rockpool::server::push
