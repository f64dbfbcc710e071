#include "server/cluster/postgres_push_subscriptions.hpp"

#include <memory>

#include "server/cluster/pg_connection.hpp"
#include "server/cluster/pg_session.hpp"

namespace rockpool::server::cluster {

// Among equal times, the endpoint just added is the newest kept, then the greatest.
const PushStatements kPostgresPushStatements = {
    .add =
        "INSERT INTO push_subscriptions (endpoint, p256dh, auth, public_id, account_id, "
        "created_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (endpoint) DO UPDATE SET "
        "p256dh = ?2, auth = ?3, public_id = ?4, account_id = ?5, created_ms = ?6",
    .keep_newest =
        "DELETE FROM push_subscriptions WHERE public_id = ?1 AND endpoint NOT IN "
        "(SELECT endpoint FROM push_subscriptions WHERE public_id = ?1 ORDER BY "
        "created_ms DESC, endpoint = ?2 DESC, endpoint DESC LIMIT ?3)",
    .of_player =
        "SELECT endpoint, p256dh, auth, public_id, account_id, created_ms FROM "
        "push_subscriptions WHERE public_id = ?1 OR (?2 <> '' AND account_id = ?2) ORDER "
        "BY created_ms, endpoint",
};

PostgresPushSubscriptions::PostgresPushSubscriptions(const std::string& conninfo,
                                                     const std::string& application_name)
    : SqlPushSubscriptions(std::make_unique<PgSession>(std::make_unique<PgConnection>(
                               conninfo, application_name + " push")),
                           kPostgresPushStatements) {}

std::string PostgresPushSubscriptions::shared_signing_key(const std::string& made) {
  return alone([&](SqlSession& db) {
    // The first node to start keeps its key; every other reads that one.
    db.run_again_if_lost(
        "INSERT INTO push_signing_key (id, pem) VALUES (1, ?1) ON CONFLICT (id) DO NOTHING",
        SqlParams().text(made), {});
    std::string kept;
    db.run_again_if_lost("SELECT pem FROM push_signing_key WHERE id = 1", {},
                         [&](const SqlRow& row) { kept = row.text(0); });
    return kept;
  });
}

}  // namespace rockpool::server::cluster
