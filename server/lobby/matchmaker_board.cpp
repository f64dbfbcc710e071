// Quick pairing across the nodes of a cluster: the seeks are on the store's seek board, and the
// node whose round holds the board's lock pairs every node's seekers with the same SeekPool as
// one node does. A seeker of this node whose connection is gone is not paired (its seek goes, the
// other waits on), as on one node; a seeker of another node is seated by its session token, and
// its node is told by an announcement (protocol/pairing_announcement.hpp).

#include <spdlog/spdlog.h>

#include <unordered_map>

#include "protocol/error_codes.hpp"
#include "protocol/pairing_announcement.hpp"
#include "protocol/reply_bodies.hpp"
#include "server/lobby/matchmaker.hpp"
#include "server/nodes/cluster.hpp"
#include "server/room/room_host.hpp"

namespace rockpool::server {

void Matchmaker::follow_board() {
  board_->follow({[this](std::vector<SharedSeek> seeks) { return choose(std::move(seeks)); },
                  [this](bool committed) { chosen(committed); },
                  [this](const std::string& payload) { announced(payload); }});
}

void Matchmaker::seek_on_board(const Responder& responder, const PoolKey& pool, const Seek& seek) {
  std::lock_guard lock(mutex_);
  if (stopped_) {
    return responder.fail({protocol::code::kShuttingDown, "the server is shutting down"});
  }
  if (auto error = SeekPool::refusal(pool, seek)) return responder.fail(*error);
  seekers_[seek.seeker] = {responder.connection(), responder.connection().get(),
                           responder.session(), ++generations_};
  responder.ok(seek_result(pool, seek.rating));
  // Under the mutex: the board gets a seeker's seeks and cancels in the order they came.
  board_->put({node_id_, responder.session()->token(), pool, seek});
}

void Matchmaker::cancel_on_board(const Responder& responder) {
  const std::string seeker = responder.session()->public_id();
  std::uint64_t generation = 0;
  std::lock_guard lock(mutex_);
  if (stopped_) {
    // stop() took every seek of this node off the board already.
    return responder.fail({protocol::code::kShuttingDown, "the server is shutting down"});
  }
  if (const auto it = seekers_.find(seeker); it != seekers_.end())
    generation = it->second.generation;
  // Answered once the seek is off the board: a pairing that took it first is announced, and the
  // seeker told, rather than the cancel said to have worked. A shutdown that comes first answers
  // it at once (with the mutex held, maybe: that answer takes nothing of this object).
  board_->remove(seeker, [this, responder, seeker, generation](SeekBoard::Removal removal) {
    if (removal == SeekBoard::Removal::unknown) {
      return responder.fail({protocol::code::kShuttingDown, "the server is shutting down"});
    }
    const bool removed = removal == SeekBoard::Removal::removed;
    if (removed) {
      std::lock_guard lock(mutex_);
      const auto it = seekers_.find(seeker);
      if (it != seekers_.end() && it->second.generation == generation) seekers_.erase(it);
    }
    responder.ok(protocol::flag_result("cancelled", removed));
  });
}

std::vector<std::string> Matchmaker::choose(std::vector<SharedSeek> seeks) {
  SeekPool pool;
  std::unordered_map<std::string, SharedSeek> by_seeker;
  for (SharedSeek& seek : seeks) {
    if (pool.add(seek.pool, seek.seek)) continue;  // refused: never put on the board so
    std::string seeker = seek.seek.seeker;
    by_seeker.emplace(std::move(seeker), std::move(seek));
  }
  std::vector<std::string> gone;
  chosen_.clear();
  for (Pairing& pairing : pool.pair(epoch_ms())) {
    Paired paired{std::move(pairing), {}, {}, {}};
    const std::array<const Seek*, 2> pair{&paired.pairing.first, &paired.pairing.second};
    bool present = true;
    for (std::size_t i = 0; i < 2; ++i) {
      const SharedSeek& seek = by_seeker.at(pair[i]->seeker);
      if (seek.node != node_id_) {
        paired.nodes[i] = seek.node;
        paired.seekers[i].session = session_elsewhere(seek);
      } else {
        std::lock_guard lock(mutex_);
        if (const auto it = seekers_.find(seek.seek.seeker); it != seekers_.end()) {
          paired.seekers[i] = it->second;
          paired.connections[i] = it->second.connection.lock();
        }
        if (!paired.connections[i]) paired.seekers[i].session = nullptr;
      }
      // A seeker whose connection or session is gone is not paired, and its seek goes; the
      // other's stays on the board.
      if (!paired.seekers[i].session) {
        gone.push_back(seek.seek.seeker);
        present = false;
      }
    }
    if (!present) continue;
    gone.push_back(paired.pairing.first.seeker);
    gone.push_back(paired.pairing.second.seeker);
    chosen_.push_back(std::move(paired));
  }
  return gone;
}

SessionPtr Matchmaker::session_elsewhere(const SharedSeek& seek) {
  try {
    SessionPtr session = rooms_.sessions.find_or_load(seek.token, rooms_.store);
    if (!session || !seek.seek.account || !session->account_id().empty()) return session;
    // An account's session read back from the store: its account too, which a rated match needs.
    AccountStore* accounts = rooms_.store.accounts();
    if (!accounts) return nullptr;
    const auto account = accounts->account_by_session(seek.token);
    if (!account) return nullptr;
    session->set_account(account->id, account->username);
    return session;
  } catch (const std::exception& error) {
    spdlog::warn("quick pairing: reading a seeker's session: {}", error.what());
    return nullptr;
  }
}

void Matchmaker::chosen(bool committed) {
  std::vector<Paired> pairs = std::move(chosen_);
  chosen_.clear();
  // Not committed: every seek is still on the board, for a later round.
  if (!committed || pairs.empty()) return;
  {
    std::lock_guard lock(mutex_);
    if (stopped_) return;
    for (const Paired& paired : pairs) {
      for (std::size_t i = 0; i < 2; ++i) {
        if (!paired.nodes[i].empty()) continue;
        const auto it = seekers_.find(paired.seekers[i].session->public_id());
        if (it != seekers_.end() && it->second.generation == paired.seekers[i].generation) {
          seekers_.erase(it);
        }
      }
      set_last_opponents(paired);
    }
  }
  net::post(executor_, [this, pairs = std::move(pairs)] { open_rooms(pairs); });
}

void Matchmaker::announce(const Paired& paired, std::size_t side, const std::string& room_id,
                          std::string frame) {
  const Seek& seek = side == 0 ? paired.pairing.first : paired.pairing.second;
  const Seek& opponent = side == 0 ? paired.pairing.second : paired.pairing.first;
  board_->announce(
      protocol::announcement_text({paired.nodes[side], seek.seeker, room_id,
                                   paired.pairing.pool.name(), opponent.player, std::move(frame)}));
}

void Matchmaker::announced(const std::string& payload) {
  const auto pairing = protocol::read_announcement(payload);
  if (!pairing) {
    spdlog::warn("quick pairing: an unreadable announcement");
    return;
  }
  if (pairing->node != node_id_) return;
  std::lock_guard lock(mutex_);
  const auto it = seekers_.find(pairing->seeker);
  const ConnectionPtr connection = it == seekers_.end() ? nullptr : it->second.connection.lock();
  if (!connection) {
    // Its connection closed after the pairing took its seek: it is seated all the same, and has
    // the grace period to come, as a player whose connection closes just after pairing.
    spdlog::info("quick pairing: seeker {} of room {} left before it was told", pairing->seeker,
                 pairing->room);
    if (it != seekers_.end()) seekers_.erase(it);
    return;
  }
  it->second.session->set_last_opponent(pairing->pool, pairing->opponent);
  connection->send(pairing->frame);
  seekers_.erase(it);
}

}  // namespace rockpool::server
