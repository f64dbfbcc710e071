#pragma once
// Sends push messages to the browsers' push services (RFC 8030), signed (VAPID, RFC 8292) and
// encrypted (RFC 8291), on a thread of its own: never on a room's strand or a network thread.
// Messages wait in a bounded queue (past it they are dropped and counted); each request has a
// deadline; a subscription its push service calls gone (404, 410) is forgotten.

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <string>
#include <thread>

#include "server/metrics.hpp"
#include "server/push/p256_key.hpp"
#include "server/store/push_subscription_store.hpp"

namespace rockpool::server::push {

// One message for every browser a player subscribed.
struct PushMessage {
  std::string public_id;   // the player's session
  std::string account_id;  // and account, or empty
  std::string payload;     // JSON, encrypted for each browser
  std::int64_t ttl_s = 0;  // how long a push service may keep it for an absent browser
};

struct PushSenderOptions {
  std::string contact = "mailto:admin@localhost";  // the VAPID token's subject
  bool plain_http_loopback = false;                // tests: http://127.0.0.1:PORT endpoints
  std::size_t max_waiting = 256;
  std::chrono::seconds timeout{10};  // per request: connecting, TLS, writing and reading
};

class PushSender {
 public:
  PushSender(P256Key vapid_key, PushSenderOptions options, PushSubscriptionStore& subscriptions,
             Metrics& metrics);
  ~PushSender();
  PushSender(const PushSender&) = delete;
  PushSender& operator=(const PushSender&) = delete;

  // The VAPID public key (base64url of the point): browsers subscribe with it.
  const std::string& public_key() const { return public_key_; }
  const PushSenderOptions& options() const { return options_; }
  // Queues the message; from any thread, never waits.
  void send(PushMessage message);

 private:
  void run();
  void deliver(const PushMessage& message);

  const P256Key vapid_key_;
  const std::string public_key_;
  const PushSenderOptions options_;
  PushSubscriptionStore& subscriptions_;
  Metrics& metrics_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<PushMessage> waiting_;
  bool stopping_ = false;
  std::thread thread_;  // last: it uses the members above
};

}  // namespace rockpool::server::push
