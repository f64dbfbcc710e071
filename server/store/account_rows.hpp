#pragma once
// The rows of the account tables, as both stores read them. `Row` is one row of a query's result
// (an SqlRow: text(i), integer(i) and real(i) read its column i).

#include "server/store/account_records.hpp"

namespace rockpool::server {

// id, username, username_key, password_hash, session_token, public_id, created_ms, seen_ms.
template <typename Row>
AccountRecord read_account(const Row& row) {
  return {row.text(0), row.text(1), row.text(2),    row.text(3),
          row.text(4), row.text(5), row.integer(6), row.integer(7)};
}

// token, account_id, address, created_ms, seen_ms.
template <typename Row>
AccountLoginRecord read_login(const Row& row) {
  return {row.text(0), row.text(1), row.text(2), row.integer(3), row.integer(4)};
}

// account_id, game, pace, rating, deviation, volatility, games, rated_ms, match_id.
template <typename Row>
RatingRecord read_rating(const Row& row) {
  return {row.text(0),
          row.text(1),
          row.text(2),
          row.real(3),
          row.real(4),
          row.real(5),
          static_cast<int>(row.integer(6)),
          row.integer(7),
          row.text(8)};
}

}  // namespace rockpool::server
