#include "server/tournament/tournament_hall.hpp"

#include <algorithm>
#include <chrono>

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "server/logging.hpp"
#include "server/net/connection.hpp"
#include "server/random_token.hpp"
#include "server/room/room_host.hpp"
#include "server/server_clock.hpp"
#include "server/tournament/tournament_document.hpp"
#include "server/tournament/tournament_listing.hpp"
#include "server/tournament/tournament_rooms.hpp"

namespace rockpool::server {

namespace {

TournamentPlayer player_of(const Session& session, double rating = kNewPlayerRating) {
  return {session.token(), session.public_id(), session.name(), session.account_id(), rating};
}

rules::Error not_found() {
  return {protocol::code::kTournamentNotFound, "no tournament has this code"};
}

}  // namespace

TournamentHall::TournamentHall(RoomHost& rooms, TournamentStore& kept)
    : rooms_(rooms), kept_(kept) {}

TournamentHall::Entry* TournamentHall::find(const std::string& code) {
  auto it = by_code_.find(code);
  return it == by_code_.end() ? nullptr : it->second.get();
}

const TournamentHall::Entry* TournamentHall::find(const std::string& code) const {
  auto it = by_code_.find(code);
  return it == by_code_.end() ? nullptr : it->second.get();
}

TournamentHall::Entry& TournamentHall::add(Tournament tournament) {
  auto entry = std::make_unique<Entry>(std::move(tournament));
  Entry& added = *entry;
  by_id_[added.tournament.id()] = &added;
  in_order_.push_back(&added);
  by_code_[added.tournament.code()] = std::move(entry);
  return added;
}

int TournamentHall::hosted_by(const TournamentPlayer& player) const {
  return static_cast<int>(std::count_if(in_order_.begin(), in_order_.end(), [&](const Entry* e) {
    return !e->tournament.over() && e->tournament.is_host(player);
  }));
}

void TournamentHall::load(const std::vector<TournamentRecord>& records) {
  for (const TournamentRecord& record : records) {
    auto tournament = Tournament::from_record(record);
    auto settings = tournament ? tournament_room_settings(tournament->settings()) : std::nullopt;
    if (!settings) {
      spdlog::error("tournaments: tournament {} cannot be read back; left out", record.id);
      continue;
    }
    Entry& entry = add(std::move(*tournament));
    entry.room_settings = std::move(*settings);
    entry.shown = ShownDocument(tournament_view(entry.tournament), record.version);
  }
}

void TournamentHall::restore(const std::function<void()>& adopt_games) {
  const std::vector<TournamentRecord> records = kept_.kept_tournaments();
  {
    std::lock_guard lock(mutex_);
    load(records);
  }
  // Their games' rooms end into the tournaments read back.
  if (adopt_games) adopt_games();
  std::lock_guard lock(mutex_);
  // Rooms a crash left unnamed in their tournament's record (opened, the record not yet
  // written): their tournaments adopt them rather than open the game twice.
  std::map<std::pair<std::string, int>, std::shared_ptr<Room>> linked;
  for (const auto& room : rooms_.rooms.all()) {
    if (!room->settings().tournament_id.empty())
      linked[{room->settings().tournament_id, room->settings().tournament_game}] = room;
  }
  for (Entry* entry : in_order_) {
    bool changed = entry->tournament.finish_if_final(epoch_ms());
    arm_end(*entry);
    for (int game : entry->tournament.games_to_open()) {
      auto room = linked.find({entry->tournament.id(), game});
      if (room == linked.end()) continue;
      entry->tournament.set_room(
          game, {room->second->id(), room->second->code(), room->second->id() + ".1", ""});
      changed = true;
    }
    if (open_games(*entry) || changed) save(*entry, {});
  }
  owner_url_.clear();
  serving_ = true;
}

std::string TournamentHall::owner_url() const {
  std::lock_guard lock(mutex_);
  return owner_url_;
}

void TournamentHall::set_owner_url(std::string url) {
  std::lock_guard lock(mutex_);
  owner_url_ = std::move(url);
}

bool TournamentHall::give_away(const std::string& owner_url) {
  serving_ = false;
  std::vector<std::pair<ConnectionPtr, std::string>> watching;
  bool held = false;
  {
    std::lock_guard lock(mutex_);
    held = !in_order_.empty();
    owner_url_ = owner_url;
    watching = watchers_.take_all();
    // Read back again if this node serves them again: the other node may have changed them.
    in_order_.clear();
    by_id_.clear();
    by_code_.clear();
  }
  spdlog::info("tournaments: served by {} now", owner_url.empty() ? "another node" : owner_url);
  for (const auto& [connection, code] : watching)
    connection->send(
        std::make_shared<const std::string>(protocol::tournament_moved_frame(code, owner_url)));
  return held;
}

void TournamentHall::create(const Responder& responder, TournamentSettings settings,
                            double rating) {
  auto room_settings = tournament_room_settings(settings);
  if (!room_settings) {
    return responder.fail({protocol::code::kUnknownGame, "no game '" + settings.game + "'"});
  }
  const TournamentPlayer host = player_of(*responder.session(), rating);
  std::lock_guard lock(mutex_);
  if (hosted_by(host) >= kHostedAtOnce) {
    return responder.fail(
        {protocol::code::kTournamentLimit,
         "you host 3 tournaments that have not finished: finish or cancel one first"});
  }
  Tournament tournament(random_token(6), random_token(16), std::move(settings), host, epoch_ms());
  Entry& entry = add(std::move(tournament));
  entry.room_settings = std::move(*room_settings);
  save(entry, {}, reply_and_watch(responder));
}

TournamentHall::Shown TournamentHall::reply_and_watch(const Responder& responder) {
  return [this, responder](const std::string& code, const rules::View& document,
                           std::int64_t version) {
    responder.ok(protocol::tournament_reply(document, version));
    std::lock_guard lock(mutex_);
    if (find(code)) watchers_.watch(code, responder.connection());
  };
}

void TournamentHall::change(const Responder& responder, const std::string& code,
                            const std::function<std::optional<rules::Error>(Entry&)>& apply,
                            Shown then) {
  std::lock_guard lock(mutex_);
  Entry* entry = find(code);
  if (!entry) return responder.fail(not_found());
  if (auto refusal = apply(*entry)) return responder.fail(*refusal);
  save(*entry, {}, std::move(then));
}

void TournamentHall::join(const Responder& responder, const std::string& code, double rating) {
  change(
      responder, code,
      [&](Entry& entry) -> std::optional<rules::Error> {
        if (auto refusal =
                entry.tournament.join(player_of(*responder.session(), rating), epoch_ms())) {
          return refusal;
        }
        open_games(entry);
        return std::nullopt;
      },
      reply_and_watch(responder));
}

void TournamentHall::leave(const Responder& responder, const std::string& code) {
  change(
      responder, code,
      [&](Entry& entry) { return entry.tournament.leave(player_of(*responder.session())); },
      [responder](const std::string&, const rules::View&, std::int64_t) { responder.ok("{}"); });
}

void TournamentHall::start(const Responder& responder, const std::string& code) {
  change(
      responder, code,
      [&](Entry& entry) -> std::optional<rules::Error> {
        if (auto refusal = entry.tournament.start(player_of(*responder.session()), epoch_ms())) {
          return refusal;
        }
        open_games(entry);
        arm_end(entry);
        return std::nullopt;
      },
      [responder](const std::string&, const rules::View&, std::int64_t) { responder.ok("{}"); });
}

void TournamentHall::cancel(const Responder& responder, const std::string& code) {
  change(
      responder, code,
      [&](Entry& entry) {
        return entry.tournament.cancel(player_of(*responder.session()), epoch_ms());
      },
      [responder](const std::string&, const rules::View&, std::int64_t) { responder.ok("{}"); });
}

void TournamentHall::watch(const Responder& responder, const std::string& code) {
  std::lock_guard lock(mutex_);
  Entry* entry = find(code);
  // Created but not yet committed: not there for anyone but its creator.
  if (!entry || !entry->shown.ever_shown()) return responder.fail(not_found());
  responder.ok(protocol::tournament_reply(entry->shown.document(), entry->shown.version()));
  watchers_.watch(code, responder.connection());
}

void TournamentHall::unwatch(const ConnectionPtr& connection) {
  std::lock_guard lock(mutex_);
  watchers_.unwatch(connection);
}

void TournamentHall::game_ended(const std::string& tournament_id, int game,
                                const std::string& room_id, GameResult first_result,
                                const std::string& reason, StoreWrite end,
                                std::function<void()> done) {
  std::lock_guard lock(mutex_);
  auto it = by_id_.find(tournament_id);
  // A room that a crash left out of its tournament's record (opened, the record not yet written)
  // counts for nothing: nobody was shown it, and an Arena may since have given its game's number
  // to another pairing.
  if (it == by_id_.end() || !it->second->tournament.is_room_of(game, room_id) ||
      !it->second->tournament.record(game, first_result, reason, epoch_ms())) {
    return rooms_.store.write(std::move(end), std::move(done));
  }
  Entry& entry = *it->second;
  open_games(entry);
  std::vector<StoreWrite> with;
  with.push_back(std::move(end));
  save(entry, std::move(with),
       [done = std::move(done)](const std::string&, const rules::View&, std::int64_t) {
         if (done) done();
       });
}

bool TournamentHall::open_games(Entry& entry) {
  return open_tournament_games(rooms_, entry.tournament, entry.room_settings);
}

void TournamentHall::arm_end(Entry& entry) {
  const auto ends_ms = entry.tournament.ends_ms();
  if (!ends_ms || entry.tournament.over()) return;
  if (!entry.end_timer) entry.end_timer = std::make_unique<ServerTimer>(rooms_.executors.make());
  entry.end_timer->expires_at(ServerClock::now() +
                              std::chrono::milliseconds(*ends_ms - epoch_ms()));
  entry.end_timer->async_wait([this, code = entry.tournament.code()](beast::error_code error) {
    if (!error) on_end(code);
  });
}

void TournamentHall::on_end(const std::string& code) {
  std::lock_guard lock(mutex_);
  Entry* entry = find(code);
  if (!entry) return;
  const auto ends_ms = entry->tournament.ends_ms();
  // The steady clock the timer follows and the wall clock may part by a millisecond or two.
  if (ends_ms && epoch_ms() < *ends_ms) return arm_end(*entry);
  // With games still running, the last one to end finishes it.
  if (entry->tournament.finish_if_final(epoch_ms())) save(*entry, {});
}

void TournamentHall::save(Entry& entry, std::vector<StoreWrite> with, Shown then) {
  auto document = std::make_shared<const rules::View>(tournament_view(entry.tournament));
  TournamentRecord record = entry.tournament.record();
  record.version = entry.shown.reserve();
  with.emplace_back(std::move(record));
  rooms_.store.write_together(
      std::move(with), [this, code = entry.tournament.code(), document, then = std::move(then)] {
        publish(code, *document, then);
      });
}

void TournamentHall::publish(const std::string& code, const rules::View& document,
                             const Shown& then) {
  std::int64_t version = 0;
  {
    std::lock_guard lock(mutex_);
    Entry* entry = find(code);
    if (!entry) return;
    if (auto frame = entry->shown.show(code, document))
      watchers_.send(code, std::make_shared<const std::string>(std::move(*frame)));
    version = entry->shown.version();
  }
  if (then) then(code, document, version);
}

std::string TournamentHall::list_json(std::int64_t now_ms) const {
  if (!serving()) {
    // Another node serves them: the list as it last committed it.
    const std::vector<Tournament> stored = stored_tournaments(kept_);
    std::vector<const Tournament*> committed;
    committed.reserve(stored.size());
    for (const Tournament& tournament : stored)
      committed.push_back(&tournament);
    return tournament_list_body(committed, now_ms);
  }
  std::lock_guard lock(mutex_);
  std::vector<const Tournament*> committed;
  for (const Entry* entry : in_order_) {
    if (entry->shown.ever_shown()) committed.push_back(&entry->tournament);
  }
  return tournament_list_body(committed, now_ms);
}

std::optional<std::string> TournamentHall::arena_game(const std::string& code) const {
  std::lock_guard lock(mutex_);
  const Entry* entry = find(code);
  if (!entry || !entry->tournament.is_arena()) return std::nullopt;
  return entry->tournament.settings().game;
}

std::optional<std::pair<std::string, std::string>> TournamentHall::name_of(
    const std::string& id) const {
  std::lock_guard lock(mutex_);
  const auto it = by_id_.find(id);
  if (it == by_id_.end()) return std::nullopt;
  return std::pair{it->second->tournament.code(), it->second->tournament.settings().name};
}

std::optional<std::string> TournamentHall::document_json(const std::string& code) const {
  if (!serving()) return stored_tournament_document(kept_, code);
  std::lock_guard lock(mutex_);
  const Entry* entry = find(code);
  if (!entry || !entry->shown.ever_shown()) return std::nullopt;
  return entry->shown.document().json();
}

}  // namespace rockpool::server
