#pragma once
// The SQLite file's tables, and the steps that bring a file an older rockpool wrote up to date.

#include "server/store/sqlite_database.hpp"

namespace rockpool::server {

// The account tables (schema 3), created by a fresh file and by the migration from 2; run again
// at every start of an older file for the indexes added since.
extern const char* const kSqliteAccountSchema;
// The push subscriptions' table (schema 7), created by a fresh file and by the migration from 6.
extern const char* const kSqlitePushSchema;

// Makes the tables of a new file, or brings an older file's up to date (in one transaction).
// Throws on a file a newer rockpool wrote.
void migrate(Database& db);

}  // namespace rockpool::server
