#include "server/tournament/arena_play.hpp"

#include <string>

namespace rockpool::server {

namespace {

std::string id_of(int player) {
  return std::to_string(player);
}

}  // namespace

ArenaPlay::ArenaPlay(std::int64_t starts_ms, std::int64_t ends_ms,
                     const std::vector<double>& ratings)
    : ends_ms_(ends_ms), arena_(starts_ms, ends_ms) {
  for (std::size_t i = 0; i < ratings.size(); ++i)
    join(static_cast<int>(i), ratings[i], starts_ms);
}

ArenaJoin ArenaPlay::join(int player, double rating, std::int64_t now_ms) {
  if (player < 0 || player > players_) return ArenaJoin::already_in;
  const ArenaJoin joined = arena_.join(id_of(player), id_of(player), rating, now_ms);
  if (joined == ArenaJoin::joined) {
    ++players_;
    present_.push_back(true);
  } else if (joined == ArenaJoin::returned) {
    present_[static_cast<std::size_t>(player)] = true;
  }
  return joined;
}

bool ArenaPlay::leave(int player) {
  if (!arena_.leave(id_of(player))) return false;
  present_[static_cast<std::size_t>(player)] = false;
  return true;
}

bool ArenaPlay::present(int player) const {
  return player >= 0 && player < players_ && present_[static_cast<std::size_t>(player)];
}

bool ArenaPlay::pair(std::int64_t now_ms) {
  const auto pairings = arena_.pair(now_ms);
  for (const ArenaPairing& pairing : pairings) {
    ArenaPlayGame& game = games_.emplace_back();
    game.first = std::stoi(pairing.first);
    game.second = std::stoi(pairing.second);
  }
  return !pairings.empty();
}

bool ArenaPlay::record(int game, GameResult first_result, std::string reason, std::int64_t now_ms) {
  if (game < 0 || game >= static_cast<int>(games_.size())) return false;
  ArenaPlayGame& entry = games_[static_cast<std::size_t>(game)];
  if (entry.first_result ||
      !arena_.record({id_of(entry.first), id_of(entry.second)}, first_result, now_ms)) {
    return false;
  }
  entry.first_result = first_result;
  entry.room.reason = std::move(reason);
  entry.first_points = arena_.find(id_of(entry.first))->sheet.back().points;
  entry.second_points = arena_.find(id_of(entry.second))->sheet.back().points;
  return true;
}

void ArenaPlay::set_room(int game, TournamentGameRoom room) {
  games_.at(static_cast<std::size_t>(game)).room = std::move(room);
}

const ArenaPlayer* ArenaPlay::player(int index) const {
  return index >= 0 && index < players_ ? arena_.find(id_of(index)) : nullptr;
}

std::vector<int> ArenaPlay::standings() const {
  std::vector<int> order;
  for (const ArenaPlayer* player : arena_.standings())
    order.push_back(std::stoi(player->id));
  return order;
}

bool ArenaPlay::replay_pairing(int first, int second, TournamentGameRoom room) {
  if (!arena_.begin({id_of(first), id_of(second)})) return false;
  ArenaPlayGame& game = games_.emplace_back();
  game.first = first;
  game.second = second;
  game.room = std::move(room);
  return true;
}

}  // namespace rockpool::server
