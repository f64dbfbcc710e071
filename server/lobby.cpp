#include "server/lobby.hpp"

#include <algorithm>
#include <chrono>

#include "protocol/view_patch.hpp"
#include "server/responder.hpp"

namespace rockpool::server {

Lobby::Lobby(net::any_io_executor executor) : strand_(std::move(executor)), timer_(strand_) {
  sent_.map("rooms");
}

void Lobby::set_room(std::string id, std::string summary_json) {
  net::post(strand_, [self = shared_from_this(), id = std::move(id),
                      summary = std::move(summary_json)]() mutable {
    self->rooms_[std::move(id)] = std::move(summary);
    self->schedule_flush();
  });
}

void Lobby::remove_room(std::string id) {
  net::post(strand_, [self = shared_from_this(), id = std::move(id)] {
    if (self->rooms_.erase(id)) self->schedule_flush();
  });
}

void Lobby::subscribe(Responder responder) {
  net::post(strand_, [self = shared_from_this(), responder = std::move(responder)] {
    const auto& connection = responder.connection();
    if (std::find(self->subscribers_.begin(), self->subscribers_.end(), connection) ==
        self->subscribers_.end()) {
      self->subscribers_.push_back(connection);
    }
    std::string result = R"({"version":)" + std::to_string(self->version_) + R"(,"rooms":)";
    rules::View::write_member(self->sent_.members().front(), result);
    result.push_back('}');
    responder.ok(result);
  });
}

void Lobby::unsubscribe(ConnectionPtr connection) {
  net::post(strand_, [self = shared_from_this(), connection = std::move(connection)] {
    auto& subscribers = self->subscribers_;
    subscribers.erase(std::remove(subscribers.begin(), subscribers.end(), connection),
                      subscribers.end());
  });
}

std::string Lobby::rooms_json() const {
  std::lock_guard lock(published_mutex_);
  return published_json_;
}

void Lobby::schedule_flush() {
  if (flush_pending_) return;
  flush_pending_ = true;
  timer_.expires_after(std::chrono::milliseconds(100));
  timer_.async_wait([self = shared_from_this()](beast::error_code) { self->flush(); });
}

void Lobby::flush() {
  flush_pending_ = false;
  rules::View next;
  next.map("rooms");
  for (const auto& [id, summary] : rooms_)
    next.entry(id).raw(summary);
  std::string patch;
  protocol::PatchBuilder builder(patch);
  builder.diff(sent_, next);
  if (builder.count() == 0) return;
  ++version_;
  auto frame = std::make_shared<const std::string>(
      R"({"type":"lobby.patch","base":)" + std::to_string(version_ - 1) + R"(,"version":)" +
      std::to_string(version_) + R"(,"patch":[)" + patch + "]}");
  for (const auto& subscriber : subscribers_)
    subscriber->send(frame);
  sent_ = std::move(next);

  std::string published = R"({"rooms":[)";
  bool first = true;
  for (const auto& [id, summary] : rooms_) {
    if (!first) published.push_back(',');
    first = false;
    published += summary;
  }
  published += "]}";
  std::lock_guard lock(published_mutex_);
  published_json_ = std::move(published);
}

}  // namespace rockpool::server
