#pragma once
// The SQLite file's tables, and the steps that bring a file an older rockpool wrote up to date.

#include "server/store/sqlite_database.hpp"

namespace rockpool::server {

// Makes the tables of a new file, or brings an older file's up to date (in one transaction).
// Throws on a file a newer rockpool wrote.
void migrate(Database& db);

}  // namespace rockpool::server
