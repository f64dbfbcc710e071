#pragma once
// One HTTP connection: reads requests (bounded in size and time), answers them, and hands a
// WebSocket upgrade at /ws to a Connection.

#include <memory>
#include <optional>

#include "server/net/connection_limit.hpp"
#include "server/net/net.hpp"

namespace rockpool::server {

struct HttpHost;
class ConnectionOwner;

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  // `owner` is the owner of the WebSocket connection this session may become.
  HttpSession(tcp::socket&& socket, HttpHost& host, ConnectionOwner& owner, ConnectionSlot slot);
  void run();

 private:
  void do_read();
  void on_read(beast::error_code error, std::size_t bytes);
  // Answers a request that reads the store on the store readers' threads.
  void answer_off_thread();
  void write(const std::shared_ptr<http::response<http::string_body>>& response);
  void on_write(bool keep_alive, beast::error_code error, std::size_t bytes);
  bool origin_allowed() const;

  ConnectionSlot slot_;  // declared first: given back once the socket is closed
  beast::tcp_stream stream_;
  HttpHost& host_;
  ConnectionOwner& owner_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
};

}  // namespace rockpool::server
