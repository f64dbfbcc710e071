#include "tests/server/test_client.hpp"

#include <doctest/doctest.h>

#include <atomic>
#include <boost/asio/connect.hpp>

namespace rockpool::tests {

TestClient::TestClient(std::uint16_t port, const std::string& origin, const std::string& target,
                       std::chrono::milliseconds open_within)
    : ws_(io_) {
  ws_.set_option(websocket::stream_base::decorator([origin](websocket::request_type& request) {
    if (!origin.empty()) request.set(http::field::origin, origin);
  }));
  ws_.read_message_max(64 * 1024 * 1024);
  open(port, target, open_within);
}

void TestClient::open(std::uint16_t port, const std::string& target,
                      std::chrono::milliseconds within) {
  // Asynchronous, since only a tcp_stream's asynchronous operations honour its deadline; the
  // deadline covers the handshake's reads and writes too.
  beast::tcp_stream& socket = beast::get_lowest_layer(ws_);
  socket.expires_after(within);
  beast::error_code error;
  socket.async_connect(
      tcp::endpoint(net::ip::make_address("127.0.0.1"), port), [&](beast::error_code connected) {
        if (connected) {
          error = connected;
          return;
        }
        ws_.async_handshake("127.0.0.1", target, [&](beast::error_code shaken) { error = shaken; });
      });
  io_.run();
  socket.expires_never();
  if (error == beast::error::timeout) {
    throw OpenTimedOut("no WebSocket to 127.0.0.1:" + std::to_string(port) + target + " within " +
                       std::to_string(within.count()) + " ms");
  }
  if (error) throw beast::system_error(error);
}

TestClient::~TestClient() {
  close();
}

std::int64_t TestClient::next_id() {
  static std::atomic<std::int64_t> last{0};
  return ++last;
}

void TestClient::close() {
  if (!ws_.is_open()) return;
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().close(ignored);
}

void TestClient::send_text(const std::string& text) {
  ws_.text(true);
  ws_.write(net::buffer(text));
}

void TestClient::send(const json& body) {
  send_text(body.dump());
}

std::optional<std::string> TestClient::read_frame(std::chrono::milliseconds wait) {
  if (read_failed_) return std::nullopt;
  if (!read_pending_) {
    read_pending_ = true;
    read_done_ = false;
    ws_.async_read(buffer_, [this](beast::error_code e, std::size_t) {
      read_done_ = true;
      read_error_ = e;
    });
  }
  io_.restart();
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (!read_done_ && std::chrono::steady_clock::now() < deadline) {
    io_.run_one_until(deadline);
  }
  if (!read_done_) return std::nullopt;  // still in flight: the next call goes on waiting
  read_pending_ = false;
  if (read_error_) {
    read_failed_ = true;
    return std::nullopt;
  }
  std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  return text;
}

std::optional<json> TestClient::next(std::chrono::milliseconds wait) {
  if (!kept_.empty()) {
    json frame = std::move(kept_.front());
    kept_.pop_front();
    return frame;
  }
  auto text = read_frame(wait);
  if (!text) return std::nullopt;
  return json::parse(*text);
}

std::optional<json> TestClient::next_of_type(const std::string& type,
                                             std::chrono::milliseconds wait) {
  for (auto it = kept_.begin(); it != kept_.end(); ++it) {
    if ((*it)["type"] == type) {
      json frame = std::move(*it);
      kept_.erase(it);
      return frame;
    }
  }
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (std::chrono::steady_clock::now() < deadline) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    auto text = read_frame(std::max(left, 1ms));
    if (!text) return std::nullopt;
    json frame = json::parse(*text);
    if (frame["type"] == type) return frame;
    kept_.push_back(std::move(frame));
  }
  return std::nullopt;
}

json TestClient::request(json body) {
  const std::int64_t id = next_id();
  body["id"] = id;
  send(body);
  const auto deadline = std::chrono::steady_clock::now() + 5s;
  while (std::chrono::steady_clock::now() < deadline) {
    for (auto it = kept_.begin(); it != kept_.end(); ++it) {
      if ((*it)["type"] == "reply" && (*it)["id"] == id) {
        json frame = std::move(*it);
        kept_.erase(it);
        return frame;
      }
    }
    auto text = read_frame(1s);
    if (!text) break;
    kept_.push_back(json::parse(*text));
  }
  FAIL("no reply to request " << body.dump());
  return {};
}

json TestClient::hello(const std::string& name, const std::string& token) {
  json body = {{"type", "hello"}, {"protocol", 1}, {"name", name}};
  if (!token.empty()) body["token"] = token;
  json reply = request(body);
  REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
  token_ = reply["result"]["token"];
  return reply["result"];
}

std::optional<int> TestClient::wait_closed(std::chrono::milliseconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (!read_failed_ && std::chrono::steady_clock::now() < deadline) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    auto text = read_frame(std::max(left, 1ms));
    if (text) kept_.push_back(json::parse(*text));
  }
  if (!read_failed_) return std::nullopt;
  if (read_error_ == websocket::error::closed) return ws_.reason().code;
  return 1006;  // closed without a close frame
}

std::string error_code(const json& reply) {
  return reply.value(json::json_pointer("/error/code"), "");
}

std::pair<int, std::string> http_get(std::uint16_t port, const std::string& target) {
  net::io_context io;
  beast::tcp_stream stream(io);
  stream.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  http::request<http::empty_body> request{http::verb::get, target, 11};
  request.set(http::field::host, "127.0.0.1");
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(stream, buffer, response);
  return {response.result_int(), response.body()};
}

}  // namespace rockpool::tests
