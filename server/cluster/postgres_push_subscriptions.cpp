#include "server/cluster/postgres_push_subscriptions.hpp"

#include "server/cluster/pg_connection.hpp"
#include "server/cluster/pg_reconnecting.hpp"

namespace rockpool::server::cluster {

const char* const kPostgresPushSchema = R"sql(
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint text PRIMARY KEY, p256dh text NOT NULL, auth text NOT NULL, public_id text NOT NULL,
  account_id text NOT NULL, created_ms bigint NOT NULL);
CREATE INDEX IF NOT EXISTS push_subscriptions_session ON push_subscriptions (public_id);
CREATE INDEX IF NOT EXISTS push_subscriptions_account ON push_subscriptions (account_id);
CREATE TABLE IF NOT EXISTS push_signing_key (
  id integer PRIMARY KEY CHECK (id = 1), pem text NOT NULL);
)sql";

PostgresPushSubscriptions::PostgresPushSubscriptions(const std::string& conninfo,
                                                     const std::string& application_name)
    : db_(std::make_unique<PgConnection>(conninfo, application_name + " push")) {}

PostgresPushSubscriptions::~PostgresPushSubscriptions() = default;

void PostgresPushSubscriptions::add(const PushSubscription& subscription, int keep_per_session) {
  std::lock_guard lock(mutex_);
  if (db_->broken()) db_->reconnect();
  db_->exec("BEGIN");
  try {
    db_->query(
        "INSERT INTO push_subscriptions (endpoint, p256dh, auth, public_id, account_id, "
        "created_ms) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (endpoint) DO UPDATE SET p256dh "
        "= $2, auth = $3, public_id = $4, account_id = $5, created_ms = $6",
        PgParams()
            .text(subscription.endpoint)
            .text(subscription.p256dh)
            .text(subscription.auth)
            .text(subscription.public_id)
            .text(subscription.account_id)
            .integer(subscription.created_ms));
    db_->query(
        "DELETE FROM push_subscriptions WHERE public_id = $1 AND endpoint NOT IN (SELECT endpoint "
        "FROM push_subscriptions WHERE public_id = $1 ORDER BY created_ms DESC, endpoint = $2 "
        "DESC, endpoint DESC LIMIT $3)",
        PgParams()
            .text(subscription.public_id)
            .text(subscription.endpoint)
            .integer(keep_per_session));
    db_->exec("COMMIT");
  } catch (...) {
    if (!db_->broken()) db_->exec("ROLLBACK");
    throw;
  }
}

bool PostgresPushSubscriptions::remove(const std::string& endpoint, const std::string& public_id,
                                       const std::string& account_id) {
  std::lock_guard lock(mutex_);
  return read_reconnecting(*db_, [&] {
           return db_->query(
               "DELETE FROM push_subscriptions WHERE endpoint = $1 AND (public_id = $2 OR ($3 <> "
               "'' AND account_id = $3))",
               PgParams().text(endpoint).text(public_id).text(account_id));
         }).affected() > 0;
}

bool PostgresPushSubscriptions::remove_endpoint(const std::string& endpoint) {
  std::lock_guard lock(mutex_);
  return read_reconnecting(*db_, [&] {
           return db_->query("DELETE FROM push_subscriptions WHERE endpoint = $1",
                             PgParams().text(endpoint));
         }).affected() > 0;
}

std::vector<PushSubscription> PostgresPushSubscriptions::of_player(const std::string& public_id,
                                                                   const std::string& account_id) {
  std::lock_guard lock(mutex_);
  const PgResult rows = read_reconnecting(*db_, [&] {
    return db_->query(
        "SELECT endpoint, p256dh, auth, public_id, account_id, created_ms FROM push_subscriptions "
        "WHERE public_id = $1 OR ($2 <> '' AND account_id = $2) ORDER BY created_ms, endpoint",
        PgParams().text(public_id).text(account_id));
  });
  std::vector<PushSubscription> found;
  found.reserve(static_cast<std::size_t>(rows.rows()));
  for (int row = 0; row < rows.rows(); ++row) {
    found.push_back({rows.text(row, 0), rows.text(row, 1), rows.text(row, 2), rows.text(row, 3),
                     rows.text(row, 4), rows.integer(row, 5)});
  }
  return found;
}

std::string PostgresPushSubscriptions::shared_signing_key(const std::string& made) {
  std::lock_guard lock(mutex_);
  // The first node to start keeps its key; every other reads that one.
  return read_reconnecting(*db_,
                           [&] {
                             db_->query(
                                 "INSERT INTO push_signing_key (id, pem) VALUES (1, $1) ON "
                                 "CONFLICT (id) DO NOTHING",
                                 PgParams().text(made));
                             return db_->query("SELECT pem FROM push_signing_key WHERE id = 1");
                           })
      .text(0, 0);
}

}  // namespace rockpool::server::cluster
