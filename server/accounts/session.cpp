#include "server/accounts/session.hpp"

#include <algorithm>
#include <functional>
#include <string_view>

#include "server/random_token.hpp"

namespace rockpool::server {

Session::Session(std::string token, std::string public_id, std::string name)
    : token_(std::move(token)), public_id_(std::move(public_id)), name_(std::move(name)) {
  pending_.reserve(2);
}

std::string Session::name() const {
  std::lock_guard lock(mutex_);
  return name_;
}

void Session::set_name(std::string name) {
  std::lock_guard lock(mutex_);
  name_ = std::move(name);
}

Session::RequestState Session::begin_request(const std::string& id,
                                             const std::shared_ptr<Connection>& connection,
                                             Frame& reply) {
  const std::size_t hash = std::hash<std::string_view>{}(id);
  std::lock_guard lock(mutex_);
  for (std::size_t slot = 0; slot < kRememberedReplies; ++slot) {
    if (answered_hashes_[slot] != hash) continue;
    const Answered& answered = answered_[slot];
    if (answered.reply && answered.id == id) {
      reply = answered.reply;
      return RequestState::answered;
    }
  }
  for (auto& pending : pending_) {
    if (pending.id == id) {
      pending.waiting.push_back(connection);
      return RequestState::pending;
    }
  }
  pending_.push_back({id, {}});
  return RequestState::fresh;
}

std::vector<std::shared_ptr<Connection>> Session::finish_request(const std::string& id,
                                                                 Frame reply) {
  std::vector<std::shared_ptr<Connection>> waiting;
  std::lock_guard lock(mutex_);
  auto it = std::find_if(pending_.begin(), pending_.end(),
                         [&](const Pending& pending) { return pending.id == id; });
  if (it == pending_.end()) return waiting;
  for (auto& weak : it->waiting) {
    if (auto connection = weak.lock()) waiting.push_back(std::move(connection));
  }
  pending_.erase(it);
  if (reply && reply->size() <= kMaxRememberedBytes) {
    Answered& slot = answered_[answered_next_];
    slot.id.assign(id);
    slot.reply = std::move(reply);
    answered_hashes_[answered_next_] = std::hash<std::string_view>{}(id);
    answered_next_ = (answered_next_ + 1) % kRememberedReplies;
  }
  return waiting;
}

int Session::open_rooms() const {
  std::lock_guard lock(mutex_);
  return open_rooms_;
}

bool Session::try_open_room(int limit) {
  std::lock_guard lock(mutex_);
  if (open_rooms_ >= limit) return false;
  ++open_rooms_;
  return true;
}

void Session::room_closed() {
  std::lock_guard lock(mutex_);
  if (open_rooms_ > 0) --open_rooms_;
}

std::string Session::last_opponent(const std::string& pool) const {
  std::lock_guard lock(mutex_);
  const auto it = last_opponents_.find(pool);
  return it == last_opponents_.end() ? std::string() : it->second;
}

void Session::set_last_opponent(const std::string& pool, std::string player) {
  std::lock_guard lock(mutex_);
  last_opponents_[pool] = std::move(player);
}

void Session::set_account(std::string account_id, std::string username) {
  std::lock_guard lock(mutex_);
  account_id_ = std::move(account_id);
  username_ = std::move(username);
  account_checked_ = true;
}

std::string Session::account_id() const {
  std::lock_guard lock(mutex_);
  return account_id_;
}

std::string Session::username() const {
  std::lock_guard lock(mutex_);
  return username_;
}

bool Session::account_checked() const {
  std::lock_guard lock(mutex_);
  return account_checked_;
}

void Session::mark_account_checked() {
  std::lock_guard lock(mutex_);
  account_checked_ = true;
}

bool Session::take_chat_token() {
  std::lock_guard lock(mutex_);
  return chat_bucket_.take();
}

void Session::touch() {
  std::lock_guard lock(mutex_);
  last_seen_ = ServerClock::now();
}

ServerClock::time_point Session::last_seen() const {
  std::lock_guard lock(mutex_);
  return last_seen_;
}

SessionPtr SessionRegistry::create(std::string name) {
  auto session = std::make_shared<Session>(random_token(16), random_token(6), std::move(name));
  std::lock_guard lock(mutex_);
  by_token_[session->token()] = session;
  return session;
}

SessionPtr SessionRegistry::restore(std::string token, std::string public_id, std::string name) {
  auto session = std::make_shared<Session>(std::move(token), std::move(public_id), std::move(name));
  std::lock_guard lock(mutex_);
  by_token_[session->token()] = session;
  return session;
}

SessionPtr SessionRegistry::find(const std::string& token) {
  std::lock_guard lock(mutex_);
  auto it = by_token_.find(token);
  return it == by_token_.end() ? nullptr : it->second;
}

SessionPtr SessionRegistry::find_or_load(const std::string& token, SessionStore& store) {
  if (auto session = find(token)) return session;
  auto record = store.session(token);
  if (!record) return nullptr;
  auto loaded = std::make_shared<Session>(record->token, record->public_id, record->name);
  std::lock_guard lock(mutex_);
  // Another connection may have loaded it meanwhile: one object per token.
  return by_token_.try_emplace(loaded->token(), loaded).first->second;
}

void SessionRegistry::sweep(ServerClock::duration unused_for) {
  const auto cutoff = ServerClock::now() - unused_for;
  std::lock_guard lock(mutex_);
  for (auto it = by_token_.begin(); it != by_token_.end();) {
    // Only the registry holds it (no connection, no room) and it has not been seen for long.
    if (it->second.use_count() == 1 && it->second->last_seen() < cutoff) {
      it = by_token_.erase(it);
    } else {
      ++it;
    }
  }
}

void SessionRegistry::add_login(const std::string& token, const SessionPtr& session) {
  std::lock_guard lock(mutex_);
  by_login_[token] = session;
}

SessionPtr SessionRegistry::find_login(const std::string& token) {
  std::lock_guard lock(mutex_);
  auto it = by_login_.find(token);
  if (it == by_login_.end()) return nullptr;
  auto session = it->second.lock();
  if (!session) by_login_.erase(it);
  return session;
}

void SessionRegistry::forget_login(const std::string& token) {
  std::lock_guard lock(mutex_);
  by_login_.erase(token);
}

std::size_t SessionRegistry::size() const {
  std::lock_guard lock(mutex_);
  return by_token_.size();
}

}  // namespace rockpool::server
