#pragma once
// The sessions a store keeps (written as SessionRecord with the store's other writes), read back
// by token: a player who comes back after the server let the session go in memory, or who reaches
// another node of a cluster.

#include <optional>
#include <string>

#include "server/store/records.hpp"

namespace rockpool::server {

class SessionStore {
 public:
  virtual ~SessionStore() = default;
  // A session by its token, also one the server has let go of in memory.
  virtual std::optional<SessionRecord> session(const std::string& token) = 0;
};

}  // namespace rockpool::server
