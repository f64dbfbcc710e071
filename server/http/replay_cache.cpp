#include "server/http/replay_cache.hpp"

#include "protocol/game_json.hpp"
#include "protocol/reply_bodies.hpp"
#include "rules/registry/registry.hpp"
#include "server/room/match.hpp"

namespace rockpool::server {

namespace {

std::string position_answer(const std::string& id, std::size_t ply, std::size_t plies,
                            const std::string& view) {
  return protocol::replay_position_body(id, static_cast<std::int64_t>(ply),
                                        static_cast<std::int64_t>(plies), view);
}

}  // namespace

std::shared_ptr<const ReplayedMatch> replay_match(const StoredMatch& stored) {
  const MatchStartRecord& start = stored.start;
  const rules::Game* game = rules::find_game(start.game);
  if (!game) return nullptr;
  std::vector<rules::RawOption> raw;
  protocol::raw_options_from_text(start.options_json, raw);
  auto options = rules::resolve_options(game->info().options, raw);
  if (options.error) return nullptr;
  std::array<Participant, 2> players;
  for (int seat = 0; seat < 2; ++seat) {
    const auto& record = start.seats[seat];
    players[seat] = Participant{nullptr, record.name, record.public_id, record.bot};
  }
  const auto now = ServerClock::now();
  Match match(start.id, start.room_id, *game, options.values, std::move(players), std::nullopt,
              now);

  auto replayed = std::make_shared<ReplayedMatch>();
  replayed->id = start.id;
  replayed->is_public = start.is_public;
  replayed->player_ids = {start.seats[0].public_id, start.seats[1].public_id};
  const std::size_t plies = stored.actions.size();
  replayed->positions.reserve(plies + 1);
  replayed->positions.push_back(
      position_answer(start.id, 0, plies, match.view().view_json(rules::kSpectator)));
  for (std::size_t ply = 1; ply <= plies; ++ply) {
    const auto& action = stored.actions[ply - 1];
    if (match.play(action.seat, action.notation, now, action.at_ms)) return nullptr;
    match.view().begin_update();
    replayed->positions.push_back(
        position_answer(start.id, ply, plies, match.view().view_json(rules::kSpectator)));
    match.view().end_update();
  }
  // The end as it was recorded (a resignation, a timeout, ...) belongs to the final position.
  if (stored.end && !match.over()) {
    match.finish(MatchResult::of_record(stored.end->state, stored.end->winner, stored.end->reason),
                 now);
    match.view().begin_update();
    replayed->positions.back() =
        position_answer(start.id, plies, plies, match.view().view_json(rules::kSpectator));
    match.view().end_update();
  }
  for (const auto& position : replayed->positions)
    replayed->bytes += position.size();
  return replayed;
}

std::shared_ptr<const ReplayedMatch> ReplayCache::find(const std::string& id) {
  std::lock_guard lock(mutex_);
  const auto found = by_id_.find(id);
  if (found == by_id_.end()) return nullptr;
  recent_.splice(recent_.begin(), recent_, found->second);
  return recent_.front();
}

std::shared_ptr<const ReplayedMatch> ReplayCache::add(const StoredMatch& match) {
  auto replayed = replay_match(match);
  if (!replayed || replayed->bytes > max_bytes_) return replayed;
  std::lock_guard lock(mutex_);
  // Replayed meanwhile by another request: keep one.
  if (const auto kept = by_id_.find(replayed->id); kept != by_id_.end()) return *kept->second;
  recent_.push_front(replayed);
  by_id_.emplace(replayed->id, recent_.begin());
  bytes_ += replayed->bytes;
  while (bytes_ > max_bytes_) {
    bytes_ -= recent_.back()->bytes;
    by_id_.erase(recent_.back()->id);
    recent_.pop_back();
  }
  return replayed;
}

std::size_t ReplayCache::bytes() const {
  std::lock_guard lock(mutex_);
  return bytes_;
}

}  // namespace rockpool::server
