#include "server/push/push_sender.hpp"

#include <spdlog/spdlog.h>

#include "server/push/base64url.hpp"
#include "server/push/payload_cipher.hpp"
#include "server/push/push_endpoint.hpp"
#include "server/push/push_request.hpp"
#include "server/push/vapid_jwt.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server::push {

PushSender::PushSender(P256Key vapid_key, PushSenderOptions options,
                       PushSubscriptionStore& subscriptions, Metrics& metrics)
    : vapid_key_(std::move(vapid_key)),
      public_key_(base64url_encode(vapid_key_.point())),
      options_(std::move(options)),
      subscriptions_(subscriptions),
      metrics_(metrics),
      thread_([this] { run(); }) {}

PushSender::~PushSender() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void PushSender::send(PushMessage message) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    if (waiting_.size() >= options_.max_waiting) {
      metrics_.push_dropped_total.fetch_add(1, std::memory_order_relaxed);
      return;
    }
    waiting_.push_back(std::move(message));
  }
  wake_.notify_one();
}

void PushSender::run() {
  for (;;) {
    PushMessage message;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !waiting_.empty(); });
      // Messages still waiting at a stop are dropped: they are notices, and the turn list
      // holds what they said.
      if (stopping_) return;
      message = std::move(waiting_.front());
      waiting_.pop_front();
    }
    try {
      deliver(message);
    } catch (const std::exception& error) {
      metrics_.push_failed_total.fetch_add(1, std::memory_order_relaxed);
      spdlog::warn("push: {}", error.what());
    }
  }
}

void PushSender::deliver(const PushMessage& message) {
  for (const PushSubscription& subscription :
       subscriptions_.of_player(message.public_id, message.account_id)) {
    // Checked when kept; checked again, for a store written by another configuration.
    const auto endpoint = parse_push_endpoint(subscription.endpoint, options_.plain_http_loopback);
    const auto p256dh = base64url_decode(subscription.p256dh);
    const auto auth = base64url_decode(subscription.auth);
    const auto receiver = p256dh ? P256Key::from_point(*p256dh) : std::nullopt;
    if (!endpoint || !receiver || !auth || auth->size() != kAuthSecretBytes) {
      metrics_.push_failed_total.fetch_add(1, std::memory_order_relaxed);
      continue;
    }
    const std::int64_t expires_s = ServerClock::epoch_ms() / 1000 + kVapidLifetimeSeconds;
    PushPost post;
    post.authorization = vapid_authorization(
        vapid_jwt(vapid_key_, endpoint->origin, expires_s, options_.contact), public_key_);
    post.ttl_s = message.ttl_s;
    post.body = encrypt_payload(*receiver, *auth, message.payload);
    const int status = post_push(*endpoint, post, options_.timeout);
    if (status >= 200 && status < 300) {
      metrics_.push_sent_total.fetch_add(1, std::memory_order_relaxed);
    } else if (status == 404 || status == 410) {
      // The browser unsubscribed, or its subscription expired: it never comes back.
      if (subscriptions_.remove_endpoint(subscription.endpoint)) {
        metrics_.push_gone_total.fetch_add(1, std::memory_order_relaxed);
      }
    } else {
      metrics_.push_failed_total.fetch_add(1, std::memory_order_relaxed);
      spdlog::info("push to {}: answered {}", endpoint->origin, status);
    }
  }
}

}  // namespace rockpool::server::push
