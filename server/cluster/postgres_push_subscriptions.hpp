#pragma once
// The Web Push subscriptions of the cluster's store, on a connection of their own (as its
// accounts are): every node reads the same subscriptions and signs with the same VAPID key, so a
// player's turn is pushed by whichever node owns the match, to whichever browser subscribed
// through whichever node.

#include <string>

#include "server/store/sql_push_subscriptions.hpp"

namespace rockpool::server::cluster {

class PostgresPushSubscriptions final : public SqlPushSubscriptions {
 public:
  PostgresPushSubscriptions(const std::string& conninfo, const std::string& application_name);

  std::string shared_signing_key(const std::string& made) override;
};

}  // namespace rockpool::server::cluster
