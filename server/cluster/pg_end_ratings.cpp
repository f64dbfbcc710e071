// A batch's rated ends, rated in its transaction before its pipeline is sent: the rating rows are
// seeded (a new player's), then locked in one order across the batch (no two nodes can wait on
// each other), read, and each end rated from what the ends before it left.

#include <map>
#include <set>
#include <tuple>

#include "server/cluster/pg_records.hpp"
#include "server/cluster/pg_row.hpp"
#include "server/cluster/pg_writer.hpp"
#include "server/store/account_rows.hpp"

namespace rockpool::server::cluster {

namespace {

using RatingKey = std::tuple<std::string, std::string, std::string>;  // account, game, pace

PgParams key_params(const RatingKey& key) {
  return PgParams().text(std::get<0>(key)).text(std::get<1>(key)).text(std::get<2>(key));
}

}  // namespace

bool PgWriter::rate_ends(const std::vector<const MatchEndRecord*>& ends) {
  std::vector<const MatchEndRecord*> owned;
  std::set<RatingKey> keys;
  for (const MatchEndRecord* end : ends) {
    if (lost.count(room_of_match(end->match_id)) != 0) continue;
    owned.push_back(end);
    for (const std::string& account : end->rating->account_ids)
      keys.emplace(account, end->rating->game, end->rating->pace);
  }
  if (owned.empty()) return false;
  db.exec("BEGIN");
  const RatingRecord fresh;
  std::map<RatingKey, RatingRecord> current;
  for (const RatingKey& key : keys) {
    db.run("rating_seed", key_params(key)
                              .text(pg_real(fresh.rating))
                              .text(pg_real(fresh.deviation))
                              .text(pg_real(fresh.volatility)));
    const PgResult row = db.run("rating_lock", key_params(key));
    current[key] = read_rating(PgRow(row, 0));
  }
  for (const MatchEndRecord* end : owned) {
    const EndRating& rating = *end->rating;
    const RatingKey first{rating.account_ids[0], rating.game, rating.pace};
    if (db.run("rated_already", key_params(first).text(end->match_id)).rows() > 0) continue;
    std::array<RatingRecord, 2> both;
    for (std::size_t seat = 0; seat < 2; ++seat)
      both[seat] = current[{rating.account_ids[seat], rating.game, rating.pace}];
    RatedEnd result = rate_end(rating, both, end->ended_ms, end->match_id);
    for (const RatingRecord& after : result.after)
      current[{after.account_id, after.game, after.pace}] = after;
    *rating.changes = result.changes;
    rated.emplace(end->match_id, std::move(result));
  }
  return true;
}

}  // namespace rockpool::server::cluster
