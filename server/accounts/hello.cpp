#include "server/accounts/hello.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/hello_result.hpp"
#include "server/context.hpp"
#include "server/net/connection.hpp"
#include "server/net/read_in_order.hpp"
#include "server/random_token.hpp"
#include "server/room/responder.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

namespace {

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

void finish_hello(ServerContext& context, const ConnectionPtr& connection, const std::string& id,
                  const std::string& token, const std::string& name, bool named,
                  SessionPtr session);

}  // namespace

void on_hello(ServerContext& context, const ConnectionPtr& connection, const Request& request) {
  const Responder responder(connection, request.id);
  if (connection->session()) {
    return responder.fail({protocol::code::kHelloTwice, "this connection has already said hello"});
  }
  const auto& fields = std::get<protocol::HelloFields>(request.body);
  const std::string& token = fields.token;
  const bool named = fields.name.has_value();
  const std::string name = fields.name.value_or(std::string());
  if (token.empty() || resumable_here(context, token)) {
    return finish_hello(context, connection, request.id, token, name, named,
                        token.empty() ? nullptr : resume_session(context, token));
  }
  // The token's session may have to be read from the store.
  read_in_order(
      context.store_readers, connection, "hello: reading a session failed",
      [&context, token] { return resume_session(context, token); },
      [&context, connection, id = request.id, token, name,
       named](std::optional<SessionPtr> session) {
        // Unread is not new: the token's own session may be there once the store can be read.
        if (!session) {
          return Responder(connection, id)
              .fail({protocol::code::kStoreBusy,
                     "the server could not read your session: try again"});
        }
        finish_hello(context, connection, id, token, name, named, *session);
      });
}

namespace {

void finish_hello(ServerContext& context, const ConnectionPtr& connection, const std::string& id,
                  const std::string& token, const std::string& name, bool named,
                  SessionPtr session) {
  const Responder responder(connection, id);
  auto& sessions = context.sessions;
  const bool resumed = session != nullptr;
  if (!session) {
    if (!context.addresses.try_new_session(connection->address())) {
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
  context.store->write(
      SessionRecord{session->token(), session->public_id(), session->name(), epoch_ms()});

  // An account's session is resumed by a login's token, never by its own (kept inside).
  const std::string username = session->username();
  const auto& config = context.config;
  const std::string result = protocol::hello_result(
      {username.empty() ? session->token() : token, session->public_id(), session->name(), resumed,
       username, static_cast<std::int64_t>(config.max_frame_bytes),
       static_cast<std::int64_t>(config.max_chat_chars)});
  connection->send_reply(protocol::reply_frame(id, result));
}

}  // namespace

}  // namespace rockpool::server
