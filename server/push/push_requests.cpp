#include "server/push/push_requests.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/reply_bodies.hpp"
#include "server/net/read_in_order.hpp"
#include "server/push/base64url.hpp"
#include "server/push/payload_cipher.hpp"
#include "server/push/push_endpoint.hpp"
#include "server/room/responder.hpp"

namespace rockpool::server {

namespace {

using protocol::Request;
using rules::Error;

// What makes a subscription one the server can send to, else the error that says what is wrong.
std::optional<Error> check_subscription(const protocol::PushSubscribeFields& fields,
                                        bool plain_http_loopback, PushSubscription& subscription) {
  subscription.endpoint = fields.endpoint;
  subscription.p256dh = fields.p256dh;
  subscription.auth = fields.auth;
  if (!push::parse_push_endpoint(subscription.endpoint, plain_http_loopback)) {
    return Error{protocol::code::kBadPushSubscription,
                 "endpoint must be an https:// URL with a host"};
  }
  const auto point = push::base64url_decode(subscription.p256dh);
  if (!point || !push::P256Key::from_point(*point)) {
    return Error{protocol::code::kBadPushSubscription,
                 "keys.p256dh must be a P-256 public key: 65 bytes, base64url"};
  }
  const auto auth = push::base64url_decode(subscription.auth);
  if (!auth || auth->size() != push::kAuthSecretBytes) {
    return Error{protocol::code::kBadPushSubscription,
                 "keys.auth must be a 16-byte secret, base64url"};
  }
  return std::nullopt;
}

void answer_written(const ConnectionPtr& connection, const std::string& id,
                    const std::optional<std::string>& result) {
  const Responder responder(connection, id, false);
  if (!result) {
    return responder.fail(
        {protocol::code::kStoreBusy, "the server could not keep it now: try again"});
  }
  responder.ok(*result);
}

}  // namespace

void PushRequests::handle(const ConnectionPtr& connection, const Request& request) const {
  if (!subscriptions_) {
    return Responder(connection, request.id, false)
        .fail({protocol::code::kPushUnavailable, "this server offers no push notifications"});
  }
  const SessionPtr& session = connection->session();
  PushSubscriptionStore& store = *subscriptions_;
  const auto answer = [connection, id = request.id](const std::optional<std::string>& result) {
    answer_written(connection, id, result);
  };
  if (request.kind == protocol::RequestKind::push_unsubscribe) {
    const std::string endpoint = std::get<protocol::PushUnsubscribeFields>(request.body).endpoint;
    return read_in_order(
        readers_, connection, "push.unsubscribe: writing the store failed",
        [&store, endpoint, public_id = session->public_id(), account_id = session->account_id()] {
          const bool removed = store.remove(endpoint, public_id, account_id);
          return protocol::flag_result("removed", removed);
        },
        answer);
  }
  PushSubscription subscription;
  if (auto error = check_subscription(std::get<protocol::PushSubscribeFields>(request.body),
                                      plain_http_loopback_, subscription)) {
    return Responder(connection, request.id, false).fail(*error);
  }
  subscription.public_id = session->public_id();
  subscription.account_id = session->account_id();
  subscription.created_ms = epoch_ms();
  read_in_order(
      readers_, connection, "push.subscribe: writing the store failed",
      [&store, subscription] {
        store.add(subscription, kPushSubscriptionsPerSession);
        return std::string("{}");
      },
      answer);
}

}  // namespace rockpool::server
