#pragma once
// What the embedded store says in SQLite's own way to the code both stores share: the accounts
// (SqlAccounts) and the push subscriptions (SqlPushSubscriptions), each run on a connection of its
// own (SqliteSession; the busy timeout lets a call wait for the match writer's commit).

#include "server/store/sql_accounts.hpp"
#include "server/store/sql_push_subscriptions.hpp"

namespace rockpool::server {

extern const AccountDialect kSqliteAccountDialect;
extern const PushStatements kSqlitePushStatements;

}  // namespace rockpool::server
