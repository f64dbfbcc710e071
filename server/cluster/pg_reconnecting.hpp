#pragma once
// A read on a connection that PostgreSQL may have closed since its last use (a restart of the
// database, a broken network): a connection known to be broken is opened again first, and a read
// that fails because the connection broke under it runs once more on a new one. For reads and
// other statements that may safely run twice.

#include <exception>

#include "server/cluster/pg_connection.hpp"

namespace rockpool::server::cluster {

template <class Read>
auto read_reconnecting(PgConnection& db, const Read& read) -> decltype(read()) {
  if (db.broken()) db.reconnect();
  try {
    return read();
  } catch (const std::exception&) {
    if (!db.broken()) throw;
  }
  db.reconnect();
  return read();
}

}  // namespace rockpool::server::cluster
