#pragma once
// The SQL of the push subscriptions that differs between the databases (SqlPushSubscriptions
// writes the rest once): each statement names its parameters ?1, ?2, ... as SqlSession says.

namespace rockpool::server {

struct PushStatements {
  // endpoint, p256dh, auth, public_id, account_id, created_ms: replaces the endpoint's row.
  const char* add;
  // public_id, the endpoint just added, how many to keep: drops the session's oldest.
  const char* keep_newest;
  // public_id, account_id: endpoint, p256dh, auth, public_id, account_id, created_ms, oldest
  // first.
  const char* of_player;
};

}  // namespace rockpool::server
