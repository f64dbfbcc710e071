#include "server/accounts/hello.hpp"

#include <nlohmann/json.hpp>

#include "protocol/display_name.hpp"
#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "rules/core/json_text.hpp"
#include "server/context.hpp"
#include "server/net/connection.hpp"
#include "server/net/read_in_order.hpp"
#include "server/random_token.hpp"
#include "server/room/responder.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

namespace {

constexpr int kProtocolVersion = 1;

using protocol::Request;

// The session a hello's token resumes (an account's login token gives the account's session), or
// nothing; may read the store.
SessionPtr resume_session(ServerContext& context, const std::string& token) {
  return context.accounts ? context.accounts->resume(token)
                          : context.sessions.find_or_load(token, *context.store);
}

// Whether resuming `token` needs no store read: its session is in memory, and known to be a
// guest's or an account's when accounts are on.
bool resumable_here(ServerContext& context, const std::string& token) {
  const SessionPtr session = context.sessions.find(token);
  return session && (!context.accounts || session->account_checked());
}

void finish_hello(const ConnectionPtr& connection, const std::string& id, const std::string& token,
                  const std::string& name, bool named, SessionPtr session);

}  // namespace

void on_hello(const ConnectionPtr& connection, const Request& request) {
  const Responder responder(connection, request.id);
  if (connection->session()) {
    return responder.fail({protocol::code::kHelloTwice, "this connection has already said hello"});
  }
  std::int64_t version = kProtocolVersion;
  std::string token, name;
  if (auto error = protocol::read_integer(request.body, "protocol", version, 0, 1000, false)) {
    return responder.fail(*error);
  }
  if (version != kProtocolVersion) {
    return responder.fail(
        {protocol::code::kUnsupportedProtocol, "this server speaks protocol version 1 only"});
  }
  if (auto error = protocol::read_string(request.body, "token", token, 64, false)) {
    return responder.fail(*error);
  }
  if (auto error = protocol::read_string(request.body, "name", name, 64, false)) {
    return responder.fail(*error);
  }
  const bool named = request.body.contains("name") && !request.body["name"].is_null();
  if (named) {
    if (auto error = protocol::check_display_name(name)) return responder.fail(*error);
  }
  if (token.empty() || resumable_here(connection->context(), token)) {
    return finish_hello(connection, request.id, token, name, named,
                        token.empty() ? nullptr : resume_session(connection->context(), token));
  }
  // The token's session may have to be read from the store.
  read_in_order(
      connection, "hello: reading a session failed",
      [connection, token] { return resume_session(connection->context(), token); },
      [connection, id = request.id, token, name, named](std::optional<SessionPtr> session) {
        // Unread is not new: the token's own session may be there once the store can be read.
        if (!session) {
          return Responder(connection, id)
              .fail({protocol::code::kStoreBusy,
                     "the server could not read your session: try again"});
        }
        finish_hello(connection, id, token, name, named, *session);
      });
}

namespace {

void finish_hello(const ConnectionPtr& connection, const std::string& id, const std::string& token,
                  const std::string& name, bool named, SessionPtr session) {
  const Responder responder(connection, id);
  auto& sessions = connection->context().sessions;
  const bool resumed = session != nullptr;
  if (!session) {
    if (!connection->context().addresses.try_new_session(connection->address())) {
      return responder.fail({protocol::code::kTooManySessions,
                             "too many new sessions from your address: say hello with your token"});
    }
    session = sessions.create(name.empty() ? "Guest " + random_token(3) : name);
    session->mark_account_checked();  // new: no account has it
  }
  // An account's session keeps its username as its name.
  if (resumed && named && session->account_id().empty()) session->set_name(name);
  session->touch();
  connection->adopt_session(session);
  // Kept so that the token still gets its seats back after a restart.
  connection->context().store->write(
      SessionRecord{session->token(), session->public_id(), session->name(), epoch_ms()});

  // An account's session is resumed by a login's token, never by its own (kept inside).
  const std::string username = session->username();
  std::string result;
  rules::JsonText json(result);
  json.begin_object()
      .key("protocol")
      .number(kProtocolVersion)
      .key("token")
      .string(username.empty() ? session->token() : token)
      .key("id")
      .string(session->public_id())
      .key("name")
      .string(session->name())
      .key("resumed")
      .boolean(resumed)
      .key("account");
  if (username.empty()) {
    json.null();
  } else {
    json.string(username);
  }
  json.key("server")
      .string("rockpool 0.1.0")
      .key("limits")
      .begin_object()
      .key("max_frame_bytes")
      .number(static_cast<std::int64_t>(connection->context().config.max_frame_bytes))
      .key("max_chat_chars")
      .number(static_cast<std::int64_t>(connection->context().config.max_chat_chars))
      .end_object()
      .end_object();
  connection->send_reply(protocol::reply_frame(id, result));
}

}  // namespace

}  // namespace rockpool::server
