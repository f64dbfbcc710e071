#include "server/tournament/arena.hpp"

#include <algorithm>
#include <utility>

namespace rockpool::server {

namespace {

// Score first, then the better rating; a stable sort keeps the earlier joiner first on a tie.
bool ranked_before(const ArenaPlayer* a, const ArenaPlayer* b) {
  if (a->score != b->score) return a->score > b->score;
  return a->rating > b->rating;
}

}  // namespace

bool ArenaPlayer::on_fire() const {
  return wins_in_a_row >= Arena::kWinsForFire;
}

Arena::Arena(std::int64_t starts_ms, std::int64_t ends_ms)
    : starts_ms_(starts_ms), ends_ms_(ends_ms) {}

ArenaJoin Arena::join(const std::string& id, const std::string& name, double rating,
                      std::int64_t now_ms) {
  if (over(now_ms)) return ArenaJoin::finished;
  if (ArenaPlayer* player = find_mutable(id)) {
    if (player->present) return ArenaJoin::already_in;
    player->present = true;
    player->rating = rating;
    if (!player->playing()) player->free_since_ms = now_ms;
    return ArenaJoin::returned;
  }
  index_.emplace(id, players_.size());
  ArenaPlayer& player = players_.emplace_back();
  player.id = id;
  player.name = name;
  player.rating = rating;
  player.free_since_ms = now_ms;
  return ArenaJoin::joined;
}

bool Arena::leave(const std::string& id) {
  ArenaPlayer* player = find_mutable(id);
  if (!player || !player->present) return false;
  player->present = false;
  return true;
}

std::vector<ArenaPairing> Arena::pair(std::int64_t now_ms) {
  std::vector<ArenaPairing> pairings;
  if (!started(now_ms) || over(now_ms)) return pairings;
  std::vector<ArenaPlayer*> free;
  for (ArenaPlayer& player : players_) {
    if (player.present && !player.playing()) free.push_back(&player);
  }
  std::stable_sort(free.begin(), free.end(), ranked_before);
  std::vector<bool> taken(free.size(), false);
  for (std::size_t i = 0; i < free.size(); ++i) {
    if (taken[i]) continue;
    ArenaPlayer& a = *free[i];
    for (std::size_t j = i + 1; j < free.size(); ++j) {
      ArenaPlayer& b = *free[j];
      if (taken[j] || a.last_opponent == b.id || b.last_opponent == a.id) continue;
      taken[i] = taken[j] = true;
      // Whoever has begun fewer matches than it answered begins; on a tie, the better placed.
      const auto balance = [](const ArenaPlayer& player) {
        return 2 * player.played_first - static_cast<int>(player.sheet.size());
      };
      const bool a_first = balance(a) <= balance(b);
      ArenaPairing pairing{a_first ? a.id : b.id, a_first ? b.id : a.id};
      begin(pairing);
      pairings.push_back(std::move(pairing));
      break;
    }
  }
  return pairings;
}

bool Arena::begin(const ArenaPairing& pairing) {
  ArenaPlayer* first = find_mutable(pairing.first);
  ArenaPlayer* second = find_mutable(pairing.second);
  if (!first || !second || first == second || first->playing() || second->playing()) return false;
  ++first->played_first;
  first->playing_against = second->id;
  second->playing_against = first->id;
  ++playing_;
  return true;
}

bool Arena::record(const ArenaPairing& pairing, GameResult first_result, std::int64_t now_ms) {
  ArenaPlayer* first = find_mutable(pairing.first);
  ArenaPlayer* second = find_mutable(pairing.second);
  if (!first || !second || first->playing_against != second->id ||
      second->playing_against != first->id) {
    return false;
  }
  const GameResult second_result = reversed(first_result);
  first->sheet.push_back({second->id, first_result, 0, false});
  second->sheet.push_back({first->id, second_result, 0, false});
  score(*first, first_result, now_ms);
  score(*second, second_result, now_ms);
  --playing_;
  return true;
}

void Arena::score(ArenaPlayer& player, GameResult result, std::int64_t now_ms) {
  ArenaGame& game = player.sheet.back();
  const int multiplier = player.on_fire() ? 2 : 1;
  game.doubled = multiplier == 2;
  game.points = multiplier * (result == GameResult::win    ? kWinPoints
                              : result == GameResult::draw ? kDrawPoints
                                                           : 0);
  player.score += game.points;
  player.wins_in_a_row = result == GameResult::win ? player.wins_in_a_row + 1 : 0;
  player.last_opponent = std::exchange(player.playing_against, {});
  player.free_since_ms = now_ms;
}

const ArenaPlayer* Arena::find(const std::string& id) const {
  const auto it = index_.find(id);
  return it == index_.end() ? nullptr : &players_[it->second];
}

ArenaPlayer* Arena::find_mutable(const std::string& id) {
  const auto it = index_.find(id);
  return it == index_.end() ? nullptr : &players_[it->second];
}

std::vector<const ArenaPlayer*> Arena::standings() const {
  std::vector<const ArenaPlayer*> order;
  order.reserve(players_.size());
  for (const ArenaPlayer& player : players_)
    order.push_back(&player);
  std::stable_sort(order.begin(), order.end(), ranked_before);
  return order;
}

}  // namespace rockpool::server
