// A rated room's matches: both players' ratings are read on the store's reader threads once a
// match's start is committed (never on the room's strand), and a match that counts rates them at
// its end, the new ratings written in the end's transaction.

#include <spdlog/spdlog.h>

#include <cmath>

#include "server/context.hpp"
#include "server/rating_lookup.hpp"
#include "server/ratings/glicko2.hpp"
#include "server/room.hpp"

namespace rockpool::server {

namespace {

// The fewest actions a rated match needs: a match called off before both sides played says
// nothing of their strength.
constexpr int kRatedPlies = 2;

// A stored rating as it stands at `at_ms`: its deviation has grown since its last game.
ratings::Glicko2Rating as_of(const RatingRecord& stored, std::int64_t at_ms) {
  const ratings::Glicko2Rating rating{stored.rating, stored.deviation, stored.volatility};
  if (stored.games == 0) return rating;
  return ratings::as_read(rating, at_ms - stored.rated_ms);
}

int whole_points(double rating) {
  return static_cast<int>(std::lround(rating));
}

}  // namespace

void Room::read_ratings() {
  if (!settings_.rated || !match_) return;
  AccountStore* accounts = context_.store->accounts();
  const std::array<std::string, 2> ids{match_->participant(0).account_id,
                                       match_->participant(1).account_id};
  if (!accounts || ids[0].empty() || ids[1].empty()) return on_ratings_read(match_->id(), {});
  net::post(context_.store_readers,
            [self = shared_from_this(), accounts, ids, game = settings_.game->info().id,
             pace = std::string(pace_of(settings_.clock.has_value())), match_id = match_->id()] {
              std::optional<std::array<RatingRecord, 2>> read{std::in_place};
              try {
                for (std::size_t seat = 0; seat < 2; ++seat)
                  (*read)[seat] = stored_rating(*accounts, ids[seat], game, pace);
              } catch (const std::exception& error) {
                // The match goes on unrated.
                spdlog::error("reading the ratings of match {}: {}", match_id, error.what());
                read.reset();
              }
              net::post(self->strand_,
                        [self, match_id, read] { self->on_ratings_read(match_id, read); });
            });
}

void Room::on_ratings_read(const std::string& match_id,
                           const std::optional<std::array<RatingRecord, 2>>& read) {
  if (ratings_read_for_ == match_id) ratings_read_for_.clear();
  if (read && match_ && match_->id() == match_id) match_->set_ratings_before(*read);
  if (!end_awaiting_ratings_ || end_awaiting_ratings_->match_id != match_id) return;
  MatchEndRecord end = std::move(*end_awaiting_ratings_);
  end_awaiting_ratings_.reset();
  write_end(std::move(end));
  on_committed();  // the gate's hold on the end is released: the end's own write holds it now
}

bool Room::end_waits_for_ratings(const MatchEndRecord& end) {
  if (ratings_read_for_.empty() || ratings_read_for_ != end.match_id) return false;
  end_awaiting_ratings_ = end;
  gate_.write_started();
  return true;
}

void Room::write_end(MatchEndRecord end) {
  // The match is still this room's unless a rematch began while the end waited: then it goes
  // unrated rather than unrecorded.
  if (match_ && match_->id() == end.match_id) end.ratings = rate_match(end.ended_ms);
  if (in_tournament() && match_ && match_->id() == end.match_id) {
    return write_tournament_end(std::move(end));
  }
  persist(std::move(end));
}

std::vector<RatingRecord> Room::rate_match(std::int64_t ended_ms) {
  const auto& before = match_->ratings_before();
  const MatchResult& result = match_->result();
  const bool decided =
      result.state == MatchResult::State::won || result.state == MatchResult::State::drawn;
  if (!settings_.rated || !before || !decided || match_->plies() < kRatedPlies) return {};
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (match_->participant(seat).account_id.empty()) return {};
  }
  const std::array<ratings::Glicko2Rating, 2> now{as_of((*before)[0], ended_ms),
                                                  as_of((*before)[1], ended_ms)};
  const double score = result.state == MatchResult::State::drawn ? 0.5
                       : result.winner == 0                      ? 1.0
                                                                 : 0.0;
  const ratings::Glicko2Game rated = ratings::rate_game(now[0], now[1], score);
  const std::array<ratings::Glicko2Rating, 2> after{rated.first, rated.second};
  std::vector<RatingRecord> records;
  std::array<protocol::RatingChange, 2> changes;
  for (std::size_t seat = 0; seat < 2; ++seat) {
    RatingRecord record = (*before)[seat];
    record.rating = after[seat].rating;
    record.deviation = after[seat].deviation;
    record.volatility = after[seat].volatility;
    record.games += 1;
    record.rated_ms = ended_ms;
    record.match_id = match_->id();
    records.push_back(std::move(record));
    changes[seat] = {whole_points(now[seat].rating), whole_points(after[seat].rating),
                     ratings::provisional(after[seat])};
  }
  match_->set_rating_changes(changes);
  return records;
}

}  // namespace rockpool::server
