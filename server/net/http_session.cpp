#include "server/net/http_session.hpp"

#include <algorithm>

#include "protocol/reply_bodies.hpp"
#include "server/http/http_routes.hpp"
#include "server/net/connection.hpp"
#include "server/net/http_host.hpp"

namespace rockpool::server {

namespace {

constexpr std::uint64_t kMaxRequestBytes = 16 * 1024;

// A refusal in plain text, after which the connection closes.
std::shared_ptr<HttpResponse> closing_refusal(http::status status, unsigned version,
                                              const char* text) {
  auto response = std::make_shared<HttpResponse>(status, version);
  response->set(http::field::server, "rockpool");
  response->body() = text;
  response->keep_alive(false);
  response->prepare_payload();
  return response;
}

}  // namespace

HttpSession::HttpSession(tcp::socket&& socket, HttpHost& host, ConnectionOwner& owner,
                         ConnectionSlot slot)
    : slot_(std::move(slot)), stream_(std::move(socket)), host_(host), owner_(owner) {}

void HttpSession::run() {
  net::dispatch(stream_.get_executor(),
                beast::bind_front_handler(&HttpSession::do_read, shared_from_this()));
}

void HttpSession::do_read() {
  parser_.emplace();
  parser_->body_limit(kMaxRequestBytes);
  parser_->header_limit(kMaxRequestBytes);
  stream_.expires_after(host_.handshake_timeout);
  http::async_read(stream_, buffer_, *parser_,
                   beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
}

bool HttpSession::origin_allowed() const {
  const auto& allowed = host_.allowed_origins;
  if (allowed.empty()) return true;
  const auto origin = parser_->get()[http::field::origin];
  return std::find(allowed.begin(), allowed.end(), std::string(origin)) != allowed.end();
}

void HttpSession::on_read(beast::error_code error, std::size_t) {
  if (error == http::error::body_limit) {
    // Said plainly rather than by a dropped connection; nothing more is read from this one.
    auto response =
        std::make_shared<HttpResponse>(http::status::payload_too_large, parser_->get().version());
    response->set(http::field::server, "rockpool");
    response->set(http::field::content_type, "application/json");
    response->body() = protocol::error_body("the body is over 16 KiB");
    response->keep_alive(false);
    response->prepare_payload();
    return write(response);
  }
  if (error) {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    return;
  }
  const auto& request = parser_->get();
  if (websocket::is_upgrade(request)) {
    const std::string target(request.target());
    if (target.substr(0, target.find('?')) != "/ws" || !origin_allowed() || host_.draining) {
      const auto status = !origin_allowed() ? http::status::forbidden
                          : host_.draining  ? http::status::service_unavailable
                                            : http::status::not_found;
      return write(
          closing_refusal(status, request.version(),
                          status == http::status::forbidden ? "origin not allowed\n" : "no\n"));
    }
    beast::error_code address_error;
    const auto remote = stream_.socket().remote_endpoint(address_error);
    const std::string address = address_error ? "" : remote.address().to_string();
    if (!host_.addresses.try_connect(address)) {
      host_.metrics.count_error("connection/address_limit");
      return write(closing_refusal(http::status::too_many_requests, request.version(),
                                   "too many connections from your address\n"));
    }
    AddressSlot address_slot(host_.addresses, address);
    std::make_shared<Connection>(stream_.release_socket(), host_.connections, owner_,
                                 std::move(slot_), std::move(address_slot))
        ->start(parser_->release());
    return;
  }
  if (reads_store(request)) return answer_off_thread();
  write(std::make_shared<HttpResponse>(answer_http(request, host_.routes)));
}

void HttpSession::answer_off_thread() {
  // The session reads nothing more until this answer is written: the parser is the reader's.
  const bool reading = host_.readers.try_read(
      [self = shared_from_this()] {
        return std::make_shared<HttpResponse>(
            answer_http(self->parser_->get(), self->host_.routes));
      },
      [self = shared_from_this()](const std::shared_ptr<HttpResponse>& response) {
        net::post(self->stream_.get_executor(), [self, response] { self->write(response); });
      });
  if (!reading) {
    host_.metrics.count_error("http/store_busy");
    write(std::make_shared<HttpResponse>(store_busy(parser_->get())));
  }
}

void HttpSession::write(const std::shared_ptr<HttpResponse>& response) {
  const bool keep_alive = response->keep_alive();
  http::async_write(stream_, *response,
                    [self = shared_from_this(), response, keep_alive](
                        beast::error_code e, std::size_t n) { self->on_write(keep_alive, e, n); });
}

void HttpSession::on_write(bool keep_alive, beast::error_code error, std::size_t) {
  if (error) return;
  if (!keep_alive) {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    return;
  }
  do_read();
}

}  // namespace rockpool::server
