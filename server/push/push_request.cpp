#include "server/push/push_request.hpp"

#include <openssl/ssl.h>
#include <spdlog/spdlog.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/ssl.hpp>
#include <stdexcept>

#include "server/net.hpp"
#include "server/push/public_address.hpp"

namespace rockpool::server::push {

namespace {

namespace ssl = net::ssl;
using net::use_awaitable;

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

// The addresses a push endpoint's host names, or an error when one of them is not public: a
// client's subscription must not make the server send into its own machine or network.
net::awaitable<tcp::resolver::results_type> resolve_endpoint(const PushEndpoint& endpoint) {
  tcp::resolver resolver(co_await net::this_coro::executor);
  auto addresses = co_await resolver.async_resolve(endpoint.host, endpoint.port, use_awaitable);
  if (!endpoint.any_address) {
    for (const auto& entry : addresses) {
      if (!is_public_address(entry.endpoint().address())) {
        throw std::runtime_error(endpoint.host + " is not a public address");
      }
    }
  }
  co_return addresses;
}

template <typename Stream>
net::awaitable<int> send_and_read(Stream& stream, const http::request<http::string_body>& request) {
  co_await http::async_write(stream, request, use_awaitable);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64 * 1024);  // the answer's body is read, never used
  co_await http::async_read(stream, buffer, parser, use_awaitable);
  co_return static_cast<int>(parser.get().result_int());
}

net::awaitable<int> post_plain(const PushEndpoint& endpoint, const PushPost& post,
                               std::chrono::seconds timeout) {
  auto executor = co_await net::this_coro::executor;
  beast::tcp_stream stream(executor);
  stream.expires_after(timeout);
  const auto addresses = co_await resolve_endpoint(endpoint);
  co_await stream.async_connect(addresses, use_awaitable);
  const int status = co_await send_and_read(stream, make_request(endpoint, post));
  beast::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
  co_return status;
}

net::awaitable<int> post_tls(const PushEndpoint& endpoint, const PushPost& post,
                             std::chrono::seconds timeout, ssl::context& tls) {
  auto executor = co_await net::this_coro::executor;
  beast::ssl_stream<beast::tcp_stream> stream(executor, tls);
  // The name the certificate must carry, sent as SNI too.
  if (!SSL_set_tlsext_host_name(stream.native_handle(), endpoint.host.c_str())) {
    throw std::runtime_error("cannot name the host for TLS");
  }
  stream.set_verify_callback(ssl::host_name_verification(endpoint.host));
  beast::get_lowest_layer(stream).expires_after(timeout);
  const auto addresses = co_await resolve_endpoint(endpoint);
  co_await beast::get_lowest_layer(stream).async_connect(addresses, use_awaitable);
  co_await stream.async_handshake(ssl::stream_base::client, use_awaitable);
  co_return co_await send_and_read(stream, make_request(endpoint, post));
}

}  // namespace

int post_push(const PushEndpoint& endpoint, const PushPost& post, std::chrono::seconds timeout) {
  ssl::context tls(ssl::context::tls_client);
  tls.set_default_verify_paths();
  tls.set_verify_mode(ssl::verify_peer);
  int status = 0;
  auto request = [&]() -> net::awaitable<void> {
    try {
      status = endpoint.tls ? co_await post_tls(endpoint, post, timeout, tls)
                            : co_await post_plain(endpoint, post, timeout);
    } catch (const std::exception& error) {
      spdlog::warn("push to {}: {}", endpoint.origin, error.what());
    }
  };
  // Last: a request still under way at the deadline is destroyed with it, before what it uses.
  net::io_context io;
  net::co_spawn(io, request(), net::detached);
  // The stream's deadline covers connecting and the exchange; resolving a name has none of its
  // own, so the whole request gets a little more, then is abandoned.
  io.run_for(timeout + std::chrono::seconds(1));
  return status;
}

}  // namespace rockpool::server::push
