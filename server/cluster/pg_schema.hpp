#pragma once
// The tables of cluster mode on PostgreSQL and the functions that fence a room's writes by its
// owner's epoch (deploy/cluster/DESIGN.md), created or brought up to date at start.

#include <string>

namespace rockpool::server::cluster {

class PgConnection;

// The SQLSTATE of a write refused because the room has another owner (or another epoch); the
// error's detail is the room's id.
inline constexpr const char* kOwnershipLost = "RPOWN";

// Creates the tables and functions (several nodes may start at once: one changes the schema).
void migrate(PgConnection& db);
// Acknowledged means durable: a server that may lose a commit it reported is refused.
void require_durable_commits(PgConnection& db);

}  // namespace rockpool::server::cluster
