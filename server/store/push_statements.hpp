#pragma once
// The SQL of the push subscriptions, in one database's dialect: SqlPushSubscriptions runs it,
// with the parameters named after each statement (?1 or $1 first).

namespace rockpool::server {

struct PushStatements {
  // endpoint, p256dh, auth, public_id, account_id, created_ms: replaces the endpoint's row.
  const char* add;
  // public_id, the endpoint just added, how many to keep: drops the session's oldest.
  const char* keep_newest;
  const char* remove;           // endpoint, public_id, account_id
  const char* remove_endpoint;  // endpoint
  // public_id, account_id: endpoint, p256dh, auth, public_id, account_id, created_ms.
  const char* of_player;
};

}  // namespace rockpool::server
