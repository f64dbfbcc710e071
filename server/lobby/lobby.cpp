#include "server/lobby/lobby.hpp"

#include <algorithm>
#include <chrono>

#include "protocol/frames.hpp"
#include "protocol/reply_bodies.hpp"
#include "protocol/view_patch.hpp"
#include "server/room/responder.hpp"

namespace rockpool::server {

Lobby::Lobby(net::any_io_executor executor) : strand_(std::move(executor)), timer_(strand_) {}

void Lobby::set_room(std::string id, LobbyEntry entry) {
  net::post(strand_,
            [self = shared_from_this(), id = std::move(id), entry = std::move(entry)]() mutable {
              self->rooms_[std::move(id)] = std::move(entry);
              self->schedule_flush();
            });
}

void Lobby::remove_room(std::string id) {
  net::post(strand_, [self = shared_from_this(), id = std::move(id)] {
    if (self->rooms_.erase(id)) self->schedule_flush();
  });
}

void Lobby::update_remote(LobbyChanges changes) {
  net::post(strand_, [self = shared_from_this(), changes = std::move(changes)]() mutable {
    if (changes.whole) self->remote_.clear();
    for (const auto& id : changes.removed)
      self->remote_.erase(id);
    for (auto& listed : changes.listed) {
      self->remote_[std::move(listed.room_id)] = LobbyEntry{
          std::move(listed.game), listed.order, listed.created_ms, std::move(listed.summary_json)};
    }
    self->schedule_flush();
  });
}

void Lobby::subscribe(Responder responder, std::string game) {
  net::post(strand_,
            [self = shared_from_this(), responder = std::move(responder), game = std::move(game)] {
              const auto& connection = responder.connection();
              // One channel per connection: a new subscription replaces the last.
              for (auto& [name, channel] : self->channels_)
                std::erase(channel.subscribers, connection);
              auto [it, created] = self->channels_.try_emplace(game);
              Channel& channel = it->second;
              if (created) channel.sent = self->page(game, channel.total);
              self->refresh(game, channel);
              channel.subscribers.push_back(connection);
              std::string rooms;
              rules::View::write_member(*channel.sent.find("rooms"), rooms);
              responder.ok(protocol::lobby_result(channel.version, rooms,
                                                  static_cast<std::int64_t>(channel.total)));
            });
}

void Lobby::unsubscribe(ConnectionPtr connection) {
  net::post(strand_, [self = shared_from_this(), connection = std::move(connection)] {
    for (auto& [name, channel] : self->channels_)
      std::erase(channel.subscribers, connection);
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

rules::View Lobby::page(const std::string& game, std::size_t& total) const {
  std::vector<std::pair<const std::string*, const LobbyEntry*>> shown;
  total = 0;
  for (const auto& [id, entry] : rooms_) {
    if (!game.empty() && entry.game != game) continue;
    ++total;
    shown.emplace_back(&id, &entry);
  }
  for (const auto& [id, entry] : remote_) {
    if ((!game.empty() && entry.game != game) || rooms_.count(id) != 0) continue;
    ++total;
    shown.emplace_back(&id, &entry);
  }
  auto before = [](const auto& a, const auto& b) {
    if (a.second->order != b.second->order) return a.second->order < b.second->order;
    if (a.second->created_ms != b.second->created_ms)
      return a.second->created_ms < b.second->created_ms;
    return *a.first < *b.first;
  };
  const std::size_t count = std::min(shown.size(), kPageSize);
  std::partial_sort(shown.begin(), shown.begin() + static_cast<std::ptrdiff_t>(count), shown.end(),
                    before);
  shown.resize(count);
  rules::View view;
  view.map("rooms");
  for (const auto& [id, entry] : shown)
    view.entry(*id).raw(entry->summary_json);
  view.finish();
  return view;
}

void Lobby::refresh(const std::string& game, Channel& channel) {
  std::size_t total = 0;
  rules::View next = page(game, total);
  std::string patch;
  protocol::PatchBuilder builder(patch);
  builder.diff(channel.sent, next);
  if (builder.count() == 0 && total == channel.total) return;
  ++channel.version;
  channel.total = total;
  auto frame = std::make_shared<const std::string>(
      protocol::lobby_patch_frame(channel.version, total, patch));
  for (const auto& subscriber : channel.subscribers)
    subscriber->send(frame);
  channel.sent = std::move(next);
}

void Lobby::flush() {
  flush_pending_ = false;
  for (auto it = channels_.begin(); it != channels_.end();) {
    // A channel nobody follows is dropped; a later subscriber starts it afresh.
    if (it->second.subscribers.empty()) {
      it = channels_.erase(it);
      continue;
    }
    refresh(it->first, it->second);
    ++it;
  }
  std::size_t total = 0;
  const rules::View all = page("", total);
  std::vector<std::string_view> rooms;
  for (const auto& entry : all.find("rooms")->entries())
    rooms.emplace_back(entry.json);
  std::string published = protocol::rooms_list(rooms, static_cast<std::int64_t>(total));
  std::lock_guard lock(published_mutex_);
  published_json_ = std::move(published);
}

}  // namespace rockpool::server
