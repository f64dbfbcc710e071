#pragma once
// The stores a contract suite runs against: SQLite on a real file, and (when built with libpq)
// PostgreSQL on a real server started by the tests. Each kind opens its store on the same place
// every time, so that a reopen sees what was committed.

#include <chrono>
#include <memory>
#include <string>

#include "server/store/sqlite_database.hpp"
#include "server/store/sqlite_store.hpp"
#include "tests/server/server_fixture.hpp"
#ifdef ROCKPOOL_WITH_POSTGRES
#include "server/cluster/pg_connection.hpp"
#include "server/cluster/postgres_accounts.hpp"
#include "server/cluster/postgres_store.hpp"
#include "tests/server/test_postgres.hpp"
#endif

namespace rockpool::tests {

// A rating row and its history point as a store left them, for tests of what is read back: the
// stores themselves only write ratings they rated (server/ratings/end_rating.hpp).
inline constexpr const char* kPlantedRatingColumns =
    "(account_id, game, pace, rating, deviation, volatility, games, rated_ms, match_id)";

struct OnSqlite {
  TempDir dir;
  std::unique_ptr<server::Store> open() {
    return std::make_unique<server::SqliteStore>(
        server::SqliteStoreOptions{dir.path() + "/rockpool.db", true, std::chrono::hours(24)});
  }
  void plant_rating(const server::RatingRecord& r) {
    server::Database db(dir.path() + "/rockpool.db");
    for (const char* table : {"ratings", "rating_history"}) {
      auto insert =
          db.prepare(std::string("INSERT OR REPLACE INTO ") + table + kPlantedRatingColumns +
                     " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
      insert.bind(1, r.account_id).bind(2, r.game).bind(3, r.pace).bind_real(4, r.rating);
      insert.bind_real(5, r.deviation).bind_real(6, r.volatility).bind(7, std::int64_t{r.games});
      insert.bind(8, r.rated_ms).bind(9, r.match_id).run();
    }
  }
};

#ifdef ROCKPOOL_WITH_POSTGRES
struct OnPostgres {
  std::string conninfo = TestPostgres::shared().fresh_database();
  std::unique_ptr<server::Store> open() {
    return std::make_unique<server::cluster::PostgresStore>(
        server::cluster::PostgresStoreOptions{conninfo, "rockpool tests", std::chrono::hours(24)});
  }
  void plant_rating(const server::RatingRecord& r) {
    server::cluster::PgConnection db(conninfo, "rockpool tests planting");
    using server::cluster::pg_real;
    const auto params = server::cluster::PgParams()
                            .text(r.account_id)
                            .text(r.game)
                            .text(r.pace)
                            .text(pg_real(r.rating))
                            .text(pg_real(r.deviation))
                            .text(pg_real(r.volatility))
                            .integer(r.games)
                            .integer(r.rated_ms)
                            .text(r.match_id);
    db.query(std::string("INSERT INTO ratings ") + kPlantedRatingColumns +
                 " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (account_id, game, "
                 "pace) DO UPDATE SET rating = $4, deviation = $5, volatility = $6, games = $7, "
                 "rated_ms = $8, match_id = $9",
             params);
    db.query(std::string("INSERT INTO rating_history ") + kPlantedRatingColumns +
                 " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING",
             params);
  }
};
#define ROCKPOOL_STORES OnSqlite, OnPostgres
#else
#define ROCKPOOL_STORES OnSqlite
#endif

}  // namespace rockpool::tests
