#include "server/accounts/hello.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/hello_result.hpp"
#include "server/net/connection.hpp"
#include "server/net/read_in_order.hpp"
#include "server/random_token.hpp"
#include "server/room/responder.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

using protocol::Request;

SessionPtr HelloRequests::resume_session(const std::string& token) {
  return accounts_ ? accounts_->resume(token) : sessions_.find_or_load(token, store_);
}

bool HelloRequests::resumable_here(const std::string& token) {
  const SessionPtr session = sessions_.find(token);
  return session && (!accounts_ || session->account_checked());
}

void HelloRequests::handle(const ConnectionPtr& connection, const Request& request) {
  const Responder responder(connection, request.id);
  if (connection->session()) {
    return responder.fail({protocol::code::kHelloTwice, "this connection has already said hello"});
  }
  const auto& fields = std::get<protocol::HelloFields>(request.body);
  const std::string& token = fields.token;
  const bool named = fields.name.has_value();
  const std::string name = fields.name.value_or(std::string());
  if (token.empty() || resumable_here(token)) {
    return finish(connection, request.id, token, name, named,
                  token.empty() ? nullptr : resume_session(token));
  }
  // The token's session may have to be read from the store.
  read_in_order(
      readers_, connection, "hello: reading a session failed",
      [this, token] { return resume_session(token); },
      [this, connection, id = request.id, token, name, named](std::optional<SessionPtr> session) {
        // Unread is not new: the token's own session may be there once the store can be read.
        if (!session) {
          return Responder(connection, id)
              .fail({protocol::code::kStoreBusy,
                     "the server could not read your session: try again"});
        }
        finish(connection, id, token, name, named, *session);
      });
}

void HelloRequests::finish(const ConnectionPtr& connection, const std::string& id,
                           const std::string& token, const std::string& name, bool named,
                           SessionPtr session) {
  const Responder responder(connection, id);
  const bool resumed = session != nullptr;
  if (!session) {
    if (!addresses_.try_new_session(connection->address())) {
      return responder.fail({protocol::code::kTooManySessions,
                             "too many new sessions from your address: say hello with your token"});
    }
    session = sessions_.create(name.empty() ? "Guest " + random_token(3) : name);
    session->mark_account_checked();  // new: no account has it
  }
  // An account's session keeps its username as its name.
  if (resumed && named && session->account_id().empty()) session->set_name(name);
  session->touch();
  connection->adopt_session(session);
  // Kept so that the token still gets its seats back after a restart.
  store_.write(SessionRecord{session->token(), session->public_id(), session->name(), epoch_ms()});

  // An account's session is resumed by a login's token, never by its own (kept inside).
  const std::string username = session->username();
  const std::string result = protocol::hello_result(
      {username.empty() ? session->token() : token, session->public_id(), session->name(), resumed,
       username, static_cast<std::int64_t>(limits_.max_frame_bytes),
       static_cast<std::int64_t>(limits_.max_chat_chars)});
  connection->send_reply(protocol::reply_frame(id, result));
}

}  // namespace rockpool::server
