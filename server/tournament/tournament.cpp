#include "server/tournament/tournament.hpp"

#include <algorithm>

#include "protocol/error_codes.hpp"

namespace rockpool::server {

namespace {

constexpr std::int64_t kMinuteMs = 60'000;

}  // namespace

bool TournamentPlayer::same_player(const TournamentPlayer& other) const {
  if (!account_id.empty() || !other.account_id.empty()) return account_id == other.account_id;
  return public_id == other.public_id;
}

const char* status_word(Tournament::Status status) {
  switch (status) {
    case Tournament::Status::open:
      return "open";
    case Tournament::Status::playing:
      return "playing";
    case Tournament::Status::finished:
      return "finished";
    case Tournament::Status::cancelled:
      return "cancelled";
  }
  return "open";
}

Tournament::Tournament(std::string id, std::string code, TournamentSettings settings,
                       TournamentPlayer host, std::int64_t created_ms)
    : id_(std::move(id)),
      code_(std::move(code)),
      settings_(std::move(settings)),
      created_ms_(created_ms) {
  players_.push_back(std::move(host));
}

bool Tournament::has_player(const TournamentPlayer& player) const {
  return std::any_of(players_.begin(), players_.end(),
                     [&](const TournamentPlayer& p) { return p.same_player(player); });
}

int Tournament::index_of(const TournamentPlayer& player) const {
  const auto it = std::find_if(players_.begin(), players_.end(),
                               [&](const TournamentPlayer& p) { return p.same_player(player); });
  return it == players_.end() ? -1 : static_cast<int>(it - players_.begin());
}

std::vector<double> Tournament::ratings() const {
  std::vector<double> ratings;
  for (const TournamentPlayer& player : players_)
    ratings.push_back(player.rating);
  return ratings;
}

std::optional<std::int64_t> Tournament::ends_ms() const {
  if (!arena_) return std::nullopt;
  return arena_->ends_ms();
}

std::optional<rules::Error> Tournament::join(TournamentPlayer player, std::int64_t now_ms) {
  namespace code = protocol::code;
  if (arena_ && status_ == Status::playing) return join_arena(std::move(player), now_ms);
  if (status_ == Status::playing) {
    return rules::Error{code::kTournamentStarted, "the tournament has begun: watch it"};
  }
  if (over()) return rules::Error{code::kTournamentFinished, "the tournament has ended"};
  if (has_player(player)) {
    return rules::Error{code::kTournamentJoined, "you play in this tournament already"};
  }
  if (static_cast<int>(players_.size()) >= settings_.max_players) {
    return rules::Error{code::kTournamentFull, "the tournament has all the players it takes"};
  }
  players_.push_back(std::move(player));
  return std::nullopt;
}

std::optional<rules::Error> Tournament::join_arena(TournamentPlayer player, std::int64_t now_ms) {
  namespace code = protocol::code;
  const int index = index_of(player);
  if (index < 0 && static_cast<int>(players_.size()) >= settings_.max_players) {
    if (now_ms >= arena_->ends_ms()) {
      return rules::Error{code::kTournamentFinished, "the tournament has ended"};
    }
    return rules::Error{code::kTournamentFull, "the tournament has all the players it takes"};
  }
  const double rating = player.rating;
  switch (arena_->join(index < 0 ? static_cast<int>(players_.size()) : index, rating, now_ms)) {
    case ArenaJoin::finished:
      return rules::Error{code::kTournamentFinished, "the tournament has ended"};
    case ArenaJoin::already_in:
      return rules::Error{code::kTournamentJoined, "you play in this tournament already"};
    case ArenaJoin::joined:
      players_.push_back(std::move(player));
      return std::nullopt;
    case ArenaJoin::returned:
      players_[static_cast<std::size_t>(index)].rating = rating;
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<rules::Error> Tournament::leave_arena(const TournamentPlayer& player) {
  if (!arena_->leave(index_of(player))) {
    return rules::Error{protocol::code::kTournamentNotPlayer,
                        "you are not playing in this tournament now"};
  }
  return std::nullopt;
}

std::optional<rules::Error> Tournament::leave(const TournamentPlayer& player) {
  namespace code = protocol::code;
  if (!has_player(player)) {
    return rules::Error{code::kTournamentNotPlayer, "you do not play in this tournament"};
  }
  if (arena_ && status_ == Status::finished) {
    return rules::Error{code::kTournamentFinished, "the tournament has ended"};
  }
  if (arena_ && status_ == Status::playing) return leave_arena(player);
  if (status_ == Status::cancelled) {
    return rules::Error{code::kTournamentFinished, "the tournament was cancelled"};
  }
  if (status_ != Status::open) {
    return rules::Error{code::kTournamentStarted, "the tournament has begun: its games go on"};
  }
  if (is_host(player)) {
    return rules::Error{code::kTournamentHostStays, "the host plays in their own tournament"};
  }
  std::erase_if(players_, [&](const TournamentPlayer& p) { return p.same_player(player); });
  return std::nullopt;
}

std::optional<rules::Error> Tournament::refuse_unless_open_host(const TournamentPlayer& by,
                                                                const std::string& verb) const {
  namespace code = protocol::code;
  if (!is_host(by)) return rules::Error{code::kTournamentNotHost, "only the host " + verb + " it"};
  if (status_ == Status::playing) {
    return rules::Error{code::kTournamentStarted, "the tournament has begun: its games go on"};
  }
  if (over()) return rules::Error{code::kTournamentFinished, "the tournament has ended"};
  return std::nullopt;
}

std::optional<rules::Error> Tournament::start(const TournamentPlayer& by, std::int64_t now_ms) {
  namespace code = protocol::code;
  if (auto refusal = refuse_unless_open_host(by, "starts")) return refusal;
  if (is_arena()) {
    if (players_.size() < 2)
      return rules::Error{code::kTournamentTooFew, "an Arena needs 2 players"};
    arena_.emplace(now_ms, now_ms + settings_.minutes * kMinuteMs, ratings());
    status_ = Status::playing;
    started_ms_ = now_ms;
    return std::nullopt;
  }
  std::vector<std::string> seeds;
  for (const TournamentPlayer& player : players_)
    seeds.push_back(player.public_id);
  pairings_ = RoundRobin::create(std::move(seeds));
  if (!pairings_) {
    return rules::Error{code::kTournamentTooFew, "a round robin needs 3 players"};
  }
  rooms_.assign(pairings_->games().size(), {});
  status_ = Status::playing;
  started_ms_ = now_ms;
  return std::nullopt;
}

std::optional<rules::Error> Tournament::cancel(const TournamentPlayer& by, std::int64_t now_ms) {
  if (auto refusal = refuse_unless_open_host(by, "cancels")) return refusal;
  status_ = Status::cancelled;
  finished_ms_ = now_ms;
  return std::nullopt;
}

int Tournament::current_round() const {
  if (!pairings_) return -1;
  int round = -1;
  for (const RoundRobinGame& game : pairings_->games()) {
    if (!game.first_result && (round < 0 || game.round < round)) round = game.round;
  }
  return round;
}

std::vector<int> Tournament::games_to_open() const {
  std::vector<int> games;
  if (status_ != Status::playing) return games;
  if (arena_) {
    const auto& all = arena_->games();
    for (std::size_t i = 0; i < all.size(); ++i) {
      if (all[i].room.room_id.empty() && !all[i].first_result) games.push_back(static_cast<int>(i));
    }
    return games;
  }
  const int round = current_round();
  const auto& all = pairings_->games();
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (!rooms_[i].room_id.empty() || all[i].first_result) continue;
    if (live() && all[i].round != round) continue;
    games.push_back(static_cast<int>(i));
  }
  return games;
}

bool Tournament::pair(std::int64_t now_ms) {
  return arena_ && status_ == Status::playing && arena_->pair(now_ms);
}

void Tournament::set_room(int game, TournamentGameRoom room) {
  if (arena_) return arena_->set_room(game, std::move(room));
  rooms_.at(static_cast<std::size_t>(game)) = std::move(room);
}

const TournamentGameRoom& Tournament::room(int game) const {
  if (arena_) return arena_->games().at(static_cast<std::size_t>(game)).room;
  return rooms_.at(static_cast<std::size_t>(game));
}

bool Tournament::is_room_of(int game, const std::string& room_id) const {
  const std::size_t games = arena_ ? arena_->games().size() : rooms_.size();
  return game >= 0 && static_cast<std::size_t>(game) < games && room(game).room_id == room_id;
}

std::pair<int, int> Tournament::game_players(int game) const {
  if (arena_) {
    const ArenaPlayGame& entry = arena_->games().at(static_cast<std::size_t>(game));
    return {entry.first, entry.second};
  }
  const RoundRobinGame& entry = pairings_->games().at(static_cast<std::size_t>(game));
  return {entry.first, entry.second};
}

bool Tournament::finish_if_final(std::int64_t now_ms) {
  if (!arena_ || status_ != Status::playing || !arena_->final(now_ms)) return false;
  status_ = Status::finished;
  finished_ms_ = now_ms;
  return true;
}

void Tournament::pause_absent(int game, GameResult first_result, const std::string& reason) {
  if (reason != "no_first_move" && reason != "abandoned") return;
  const auto [first, second] = game_players(game);
  if (first_result != GameResult::win) arena_->leave(first);
  if (first_result != GameResult::loss) arena_->leave(second);
}

bool Tournament::record(int game, GameResult first_result, std::string reason,
                        std::int64_t now_ms) {
  if (arena_) {
    if (!arena_->record(game, first_result, reason, now_ms)) return false;
    pause_absent(game, first_result, reason);
    finish_if_final(now_ms);
    return true;
  }
  if (!pairings_ || !pairings_->record(static_cast<std::size_t>(game), first_result)) return false;
  rooms_[static_cast<std::size_t>(game)].reason = std::move(reason);
  if (pairings_->complete()) {
    status_ = Status::finished;
    finished_ms_ = now_ms;
  }
  return true;
}

}  // namespace rockpool::server
