#pragma once
// A plain TCP client for tests that must see the bytes as the server sends them (pipelined HTTP,
// refusals): blocking POSIX calls, every read bounded by the socket's receive timeout.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rockpool::tests {

// One HTTP/1.1 response as read off the wire (framed by Content-Length only).
struct RawResponse {
  int status = 0;    // 0: the bytes did not start with an HTTP/1.x status line
  std::string head;  // status line and header fields, without the blank line
  std::optional<std::size_t> content_length;
  std::string body;

  // A header field's value (the name in any case), or nothing.
  std::optional<std::string> field(std::string_view name) const;
};

class RawSocket {
 public:
  // Connects to 127.0.0.1:port; fails the test if it cannot.
  explicit RawSocket(std::uint16_t port,
                     std::chrono::milliseconds timeout = std::chrono::seconds(5));
  ~RawSocket();
  RawSocket(const RawSocket&) = delete;
  RawSocket& operator=(const RawSocket&) = delete;

  void send(std::string_view bytes);
  // Reads one response, or nothing if the timeout passed or the server closed first. A response
  // to HEAD has no body whatever its Content-Length says. What follows the response is kept for
  // the next read.
  std::optional<RawResponse> read_response(bool to_head = false);
  // Bytes read but not yet part of a response.
  const std::string& buffered() const { return buffered_; }
  void close();

 private:
  // Reads more bytes into buffered_; false on timeout, error or the end of the stream.
  bool fill();

  int fd_ = -1;
  std::string buffered_;
};

// Sends a GET of `target` (HTTP/1.1 to 127.0.0.1) and reads its response, which must come.
RawResponse get_over(RawSocket& socket, const std::string& target);

}  // namespace rockpool::tests
