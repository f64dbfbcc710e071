#include "server/session.hpp"

#include "server/random_token.hpp"

namespace rockpool::server {

Session::Session(std::string token, std::string public_id, std::string name)
    : token_(std::move(token)), public_id_(std::move(public_id)), name_(std::move(name)) {}

std::string Session::name() const {
  std::lock_guard lock(mutex_);
  return name_;
}

void Session::set_name(std::string name) {
  std::lock_guard lock(mutex_);
  name_ = std::move(name);
}

Session::Remembered* Session::find_remembered(const std::string& id) {
  for (auto& remembered : replies_) {
    if (remembered.id == id) return &remembered;
  }
  return nullptr;
}

void Session::forget_oldest_answered() {
  std::size_t answered = 0;
  for (const auto& remembered : replies_)
    answered += remembered.reply != nullptr;
  if (answered <= kRememberedReplies) return;
  for (auto it = replies_.begin(); it != replies_.end(); ++it) {
    if (it->reply) {
      replies_.erase(it);
      return;
    }
  }
}

Session::RequestState Session::begin_request(const std::string& id,
                                             const std::shared_ptr<Connection>& connection,
                                             Frame& reply) {
  std::lock_guard lock(mutex_);
  if (Remembered* known = find_remembered(id)) {
    if (known->reply) {
      reply = known->reply;
      return RequestState::answered;
    }
    known->waiting.push_back(connection);
    return RequestState::pending;
  }
  replies_.push_back({id, nullptr, {}});
  return RequestState::fresh;
}

std::vector<std::shared_ptr<Connection>> Session::finish_request(const std::string& id,
                                                                 Frame reply) {
  std::vector<std::shared_ptr<Connection>> waiting;
  std::lock_guard lock(mutex_);
  Remembered* known = find_remembered(id);
  if (!known) return waiting;
  for (auto& weak : known->waiting) {
    if (auto connection = weak.lock()) waiting.push_back(std::move(connection));
  }
  if (reply->size() > kMaxRememberedBytes) {
    std::erase_if(replies_, [&](const Remembered& r) { return &r == known; });
    return waiting;
  }
  known->reply = std::move(reply);
  known->waiting.clear();
  forget_oldest_answered();
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

bool Session::take_chat_token() {
  std::lock_guard lock(mutex_);
  return chat_bucket_.take();
}

void Session::touch() {
  std::lock_guard lock(mutex_);
  last_seen_ = std::chrono::steady_clock::now();
}

std::chrono::steady_clock::time_point Session::last_seen() const {
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

SessionPtr SessionRegistry::find_or_load(const std::string& token, Store& store) {
  if (auto session = find(token)) return session;
  auto record = store.session(token);
  if (!record) return nullptr;
  auto loaded = std::make_shared<Session>(record->token, record->public_id, record->name);
  std::lock_guard lock(mutex_);
  // Another connection may have loaded it meanwhile: one object per token.
  return by_token_.try_emplace(loaded->token(), loaded).first->second;
}

void SessionRegistry::sweep(std::chrono::steady_clock::duration unused_for) {
  const auto cutoff = std::chrono::steady_clock::now() - unused_for;
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

std::size_t SessionRegistry::size() const {
  std::lock_guard lock(mutex_);
  return by_token_.size();
}

}  // namespace rockpool::server
