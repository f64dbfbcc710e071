#include "server/lobby/matchmaker.hpp"

#include <cmath>
#include <functional>
#include <limits>

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/reply_bodies.hpp"
#include "rules/registry/registry.hpp"
#include "server/nodes/cluster.hpp"
#include "server/room/casual_end_rules.hpp"
#include "server/room/room_host.hpp"
#include "server/room/room_opening.hpp"

namespace rockpool::server {

namespace {

// Who plays, for "never the same two twice in a row": the account, or the guest's session.
std::string seek_player(const Session& session) {
  std::string account = session.account_id();
  return account.empty() ? "session:" + session.public_id() : "account:" + account;
}

std::int64_t whole(double rating) {
  return std::llround(rating);
}

// Where the two paired players are told their room, and the ratings they sought with; each array
// is the host's, then the guest's.
struct PairedSeats {
  std::string pool;
  std::array<ConnectionPtr, 2> connections;  // null: a seeker connected to another node
  std::array<std::int64_t, 2> ratings;
  // Takes the seek.paired frame of a side whose connection is null (the host's 0, the guest's 1).
  std::function<void(std::size_t side, std::string frame)> elsewhere;
};

// Each paired player's connection gets a seek.paired frame naming the room, their seat in its
// match (just started) and their opponent; they join the room by its code.
void tell_paired(const Room& room, const PairedSeats& seats, const std::string& host_id) {
  const Match& match = *room.match();
  const rules::Seat host_seat = match.participant(0).public_id == host_id ? 0 : 1;
  for (std::size_t side = 0; side < 2; ++side) {
    const rules::Seat seat = side == 0 ? host_seat : 1 - host_seat;
    const Participant& opponent = match.participant(1 - seat);
    std::string frame = protocol::seek_paired_frame(
        {seats.pool, room.id(), room.code(), room.settings().rated, seat,
         side == 0 ? "host" : "guest", opponent.name, opponent.public_id, seats.ratings[1 - side]});
    if (seats.connections[side]) {
      seats.connections[side]->send(std::move(frame));
    } else if (seats.elsewhere) {
      seats.elsewhere(side, std::move(frame));
    }
  }
}

}  // namespace

Matchmaker::Matchmaker(RoomHost& rooms, Cluster& cluster, std::string node_id,
                       net::any_io_executor executor)
    : rooms_(rooms),
      cluster_(cluster),
      node_id_(std::move(node_id)),
      executor_(std::move(executor)),
      timer_(executor_) {}

Matchmaker::~Matchmaker() {
  if (board_ && !stopped_) board_->follow({});
}

std::int64_t Matchmaker::now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             ServerClock::now().time_since_epoch())
      .count();
}

void Matchmaker::start() {
  board_ = cluster_.seek_board();
  if (board_) return follow_board();
  net::post(executor_, [this] { schedule_tick(); });
}

void Matchmaker::stop() {
  // Once this returns, the board calls nothing of this object any more and holds none of its
  // callbacks: a cancel still waiting on it is answered now, while its connection and what that
  // uses of the server are whole.
  if (board_) board_->follow({});
  {
    std::lock_guard lock(mutex_);
    stopped_ = true;
    pool_.clear();
    // Off the board too: no other node pairs a seeker whose connection is closing.
    if (board_) {
      for (const auto& [seeker, unused] : seekers_)
        board_->remove(seeker, {});
    }
    seekers_.clear();
  }
  net::post(executor_, [this] { timer_.cancel(); });
}

void Matchmaker::schedule_tick() {
  timer_.expires_after(kTick);
  timer_.async_wait([this](beast::error_code error) {
    if (error) return;
    std::vector<Paired> pairs;
    {
      std::lock_guard lock(mutex_);
      if (stopped_) return;
      pairs = take_pairs();
    }
    open_rooms(pairs);
    schedule_tick();
  });
}

void Matchmaker::seek(const Responder& responder, const PoolKey& pool, double rating) {
  const SessionPtr& session = responder.session();
  Seek seek{session->public_id(),
            seek_player(*session),
            !session->account_id().empty(),
            rating,
            session->last_opponent(pool.name()),
            board_ ? epoch_ms() : now_ms()};
  if (board_) return seek_on_board(responder, pool, seek);
  std::vector<Paired> pairs;
  {
    std::lock_guard lock(mutex_);
    if (stopped_) {
      return responder.fail({protocol::code::kShuttingDown, "the server is shutting down"});
    }
    if (auto error = pool_.add(pool, seek)) return responder.fail(*error);
    seekers_[seek.seeker] = {responder.connection(), responder.connection().get(), session};
    // Answered before any pairing, so that the reply comes before the seek.paired frame.
    responder.ok(seek_result(pool, rating));
    pairs = take_pairs();
  }
  open_rooms(pairs);
}

std::string Matchmaker::seek_result(const PoolKey& pool, double rating) {
  return protocol::seek_result(pool.name(), whole(rating));
}

void Matchmaker::cancel(const Responder& responder) {
  if (board_) return cancel_on_board(responder);
  bool cancelled = false;
  {
    std::lock_guard lock(mutex_);
    const std::string& seeker = responder.session()->public_id();
    cancelled = pool_.cancel(seeker);
    seekers_.erase(seeker);
  }
  responder.ok(protocol::flag_result("cancelled", cancelled));
}

void Matchmaker::connection_closed(const Connection* connection, const SessionPtr& session) {
  std::lock_guard lock(mutex_);
  const auto it = seekers_.find(session->public_id());
  if (it == seekers_.end() || it->second.address != connection) return;
  pool_.cancel(it->first);
  if (board_) board_->remove(it->first, {});
  seekers_.erase(it);
}

std::size_t Matchmaker::waiting() const {
  std::lock_guard lock(mutex_);
  return board_ ? seekers_.size() : pool_.size();
}

std::vector<Matchmaker::Paired> Matchmaker::take_pairs() {
  std::vector<Paired> out;
  for (Pairing& pairing : pool_.pair(now_ms())) {
    Paired paired{std::move(pairing), {}, {}};
    const std::array<const Seek*, 2> seeks{&paired.pairing.first, &paired.pairing.second};
    bool present = true;
    for (std::size_t i = 0; i < 2; ++i) {
      if (const auto it = seekers_.find(seeks[i]->seeker); it != seekers_.end()) {
        paired.seekers[i] = it->second;
        seekers_.erase(it);
      }
      paired.connections[i] = paired.seekers[i].connection.lock();
      present = present && paired.connections[i] && paired.seekers[i].session;
    }
    if (!present) {
      // A seeker whose connection is gone is not paired; the other waits on.
      for (std::size_t i = 0; i < 2; ++i) {
        if (!paired.connections[i] || !paired.seekers[i].session) continue;
        pool_.add(paired.pairing.pool, *seeks[i]);
        seekers_[seeks[i]->seeker] = paired.seekers[i];
      }
      continue;
    }
    set_last_opponents(paired);
    out.push_back(std::move(paired));
  }
  return out;
}

void Matchmaker::set_last_opponents(const Paired& paired) {
  const std::string pool = paired.pairing.pool.name();
  paired.seekers[0].session->set_last_opponent(pool, paired.pairing.second.player);
  paired.seekers[1].session->set_last_opponent(pool, paired.pairing.first.player);
}

void Matchmaker::open_rooms(const std::vector<Paired>& pairs) {
  for (const Paired& paired : pairs) {
    const PoolKey& pool = paired.pairing.pool;
    RoomSettings settings;
    settings.game = rules::find_game(pool.game);
    if (!settings.game) continue;
    settings.options = rules::resolve_options(settings.game->info().options, {}).values;
    apply_casual_end_rules(*settings.game, {}, settings.options);
    settings.is_public = false;  // nobody but the two paired can take a seat
    if (pool.timed()) settings.clock = ClockSettings{pool.initial_ms, pool.increment_ms};
    settings.rated = pool.rated;
    settings.quick = true;
    const SessionPtr& host = paired.seekers[0].session;
    // A paired room counts among its host's open rooms (seek checked the limit) but is never
    // refused: both players are waiting for it.
    host->try_open_room(std::numeric_limits<int>::max());
    auto room = add_room(rooms_, std::move(settings), host, "");
    // A seeker of another node hears of its room through the board; alone, every seeker is here.
    std::function<void(std::size_t, std::string)> elsewhere;
    if (board_) {
      elsewhere = [this, paired, room_id = room->id()](std::size_t side, std::string frame) {
        announce(paired, side, room_id, std::move(frame));
      };
    }
    PairedSeats seats{pool.name(),
                      paired.connections,
                      {whole(paired.pairing.first.rating), whole(paired.pairing.second.rating)},
                      std::move(elsewhere)};
    room->open_with_guest(paired.seekers[1].session,
                          [seats = std::move(seats), host_id = host->public_id()](
                              const Room& opened) { tell_paired(opened, seats, host_id); });
  }
}

}  // namespace rockpool::server
