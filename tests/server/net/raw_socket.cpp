#include "tests/server/net/raw_socket.hpp"

#include <arpa/inet.h>
#include <doctest/doctest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>

namespace rockpool::tests {

namespace {

bool same_text_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

std::optional<std::string> RawResponse::field(std::string_view name) const {
  std::size_t start = head.find("\r\n");
  while (start != std::string::npos) {
    start += 2;
    const std::size_t end = std::min(head.find("\r\n", start), head.size());
    const std::string_view line = std::string_view(head).substr(start, end - start);
    const std::size_t colon = line.find(':');
    if (colon != std::string_view::npos && same_text_ignoring_case(line.substr(0, colon), name)) {
      std::string_view value = line.substr(colon + 1);
      while (!value.empty() && value.front() == ' ')
        value.remove_prefix(1);
      while (!value.empty() && value.back() == ' ')
        value.remove_suffix(1);
      return std::string(value);
    }
    if (end == head.size()) break;
    start = end;
  }
  return std::nullopt;
}

RawSocket::RawSocket(std::uint16_t port, std::chrono::milliseconds timeout) {
  fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  REQUIRE(fd_ >= 0);
  timeval limit{};
  limit.tv_sec = static_cast<time_t>(timeout.count() / 1000);
  limit.tv_usec = static_cast<suseconds_t>((timeout.count() % 1000) * 1000);
  REQUIRE(::setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit) == 0);
  REQUIRE(::setsockopt(fd_, SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof limit) == 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(::connect(fd_, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0);
}

RawSocket::~RawSocket() {
  close();
}

void RawSocket::close() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
}

void RawSocket::send(std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t sent = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (sent < 0 && errno == EINTR) continue;
    REQUIRE_MESSAGE(sent > 0, "send failed: errno " << errno);
    bytes.remove_prefix(static_cast<std::size_t>(sent));
  }
}

bool RawSocket::fill() {
  char chunk[4096];
  for (;;) {
    const ssize_t got = ::recv(fd_, chunk, sizeof chunk, 0);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return false;
    buffered_.append(chunk, static_cast<std::size_t>(got));
    return true;
  }
}

std::optional<RawResponse> RawSocket::read_response(bool to_head) {
  std::size_t blank = std::string::npos;
  while ((blank = buffered_.find("\r\n\r\n")) == std::string::npos) {
    if (!fill()) return std::nullopt;
  }
  RawResponse response;
  response.head = buffered_.substr(0, blank);
  buffered_.erase(0, blank + 4);
  if (response.head.rfind("HTTP/1.", 0) == 0 && response.head.size() >= 12) {
    response.status = std::atoi(response.head.substr(9, 3).c_str());
  }
  if (auto length = response.field("Content-Length")) {
    response.content_length = std::stoull(*length);
  }
  const std::size_t body = to_head ? 0 : response.content_length.value_or(0);
  while (buffered_.size() < body) {
    if (!fill()) return std::nullopt;
  }
  response.body = buffered_.substr(0, body);
  buffered_.erase(0, body);
  return response;
}

RawResponse get_over(RawSocket& socket, const std::string& target) {
  socket.send("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  const auto response = socket.read_response();
  REQUIRE_MESSAGE(response, "no response to GET " << target);
  return *response;
}

}  // namespace rockpool::tests
