#include "tests/server/push/push_receiver.hpp"

namespace rockpool::tests {

PushReceiver::PushReceiver() : server_([this](tcp::socket socket) { answer(std::move(socket)); }) {}

PushReceiver::~PushReceiver() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  released_.notify_all();
}

std::string PushReceiver::endpoint(const std::string& path) const {
  return "http://127.0.0.1:" + std::to_string(port()) + path;
}

void PushReceiver::answer_with(int status) {
  std::lock_guard lock(mutex_);
  status_ = status;
}

void PushReceiver::hold(bool held) {
  {
    std::lock_guard lock(mutex_);
    held_ = held;
  }
  released_.notify_all();
}

std::optional<http::request<http::string_body>> PushReceiver::next(std::chrono::milliseconds wait) {
  std::unique_lock lock(mutex_);
  if (!arrived_.wait_for(lock, wait, [this] { return !received_.empty(); })) return std::nullopt;
  auto request = std::move(received_.front());
  received_.pop_front();
  return request;
}

void PushReceiver::answer(tcp::socket socket) {
  beast::flat_buffer buffer;
  http::request<http::string_body> request;
  beast::error_code error;
  http::read(socket, buffer, request, error);
  if (error) return;
  // Handed to the test first, then answered (once released, if held).
  int status = 0;
  {
    std::unique_lock lock(mutex_);
    received_.push_back(request);
    arrived_.notify_all();
    released_.wait(lock, [this] { return !held_ || stopping_; });
    status = status_;
  }
  http::response<http::string_body> response{static_cast<http::status>(status), 11};
  response.prepare_payload();
  http::write(socket, response, error);
  socket.shutdown(tcp::socket::shutdown_both, error);
}

}  // namespace rockpool::tests
