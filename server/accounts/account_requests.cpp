#include "server/accounts/account_requests.hpp"

#include <spdlog/spdlog.h>

#include "protocol/error_codes.hpp"
#include "server/accounts/account_service.hpp"
#include "server/context.hpp"
#include "server/room/responder.hpp"

namespace rockpool::server {

namespace {

using protocol::RequestKind;

constexpr std::size_t kMaxUsernameChars = 64;  // longer than any valid one: checked later
constexpr std::size_t kMaxPasswordChars = 256;
constexpr std::size_t kMaxTokenChars = 64;

// The fields of every account request, as read.
struct AccountFields {
  std::string username, password, new_password, token, code, session;
};

std::optional<rules::Error> read_fields(const protocol::Request& request, AccountFields& fields) {
  const auto& body = request.body;
  using protocol::read_string;
  switch (request.kind) {
    case RequestKind::account_claim:
    case RequestKind::account_login:
      if (auto error = read_string(body, "username", fields.username, kMaxUsernameChars)) {
        return error;
      }
      return read_string(body, "password", fields.password, kMaxPasswordChars);
    case RequestKind::account_logout:
      return read_string(body, "token", fields.token, kMaxTokenChars);
    case RequestKind::account_password:
      if (auto error = read_string(body, "password", fields.password, kMaxPasswordChars)) {
        return error;
      }
      return read_string(body, "new_password", fields.new_password, kMaxPasswordChars);
    case RequestKind::account_reset:
      if (auto error = read_string(body, "username", fields.username, kMaxUsernameChars)) {
        return error;
      }
      if (auto error = read_string(body, "code", fields.code, 64)) return error;
      return read_string(body, "new_password", fields.new_password, kMaxPasswordChars);
    case RequestKind::account_revoke:
      return read_string(body, "session", fields.session, 32);
    default:
      return std::nullopt;
  }
}

accounts::Outcome run(accounts::AccountService& service, RequestKind kind,
                      const SessionPtr& session, const std::string& address,
                      const AccountFields& fields) {
  switch (kind) {
    case RequestKind::account_claim:
      return service.claim(session, address, fields.username, fields.password);
    case RequestKind::account_login:
      return service.login(address, fields.username, fields.password);
    case RequestKind::account_logout:
      return service.logout(session, fields.token);
    case RequestKind::account_password:
      return service.change_password(session, address, fields.password, fields.new_password);
    case RequestKind::account_reset:
      return service.reset(address, fields.username, fields.code, fields.new_password);
    case RequestKind::account_sessions:
      return service.list_logins(session);
    default:
      return service.revoke(session, fields.session);
  }
}

}  // namespace

void on_account_request(const ConnectionPtr& connection, const protocol::Request& request) {
  auto& context = connection->context();
  Responder responder(connection, request.id);
  if (!context.accounts) {
    return responder.fail({protocol::code::kAccountsOff, "this server keeps no accounts"});
  }
  AccountFields fields;
  if (auto error = read_fields(request, fields)) return responder.fail(*error);
  if (context.metrics.store_reads_waiting.fetch_add(1) >= ServerContext::kMaxStoreReadsWaiting) {
    context.metrics.store_reads_waiting.fetch_sub(1);
    return responder.fail({protocol::code::kStoreBusy, "the server is busy: try again"});
  }
  net::post(context.store_readers, [responder, kind = request.kind, fields = std::move(fields),
                                    address = connection->address(), &context] {
    accounts::Outcome outcome;
    try {
      outcome = run(*context.accounts, kind, responder.session(), address, fields);
    } catch (const std::exception& error) {
      spdlog::error("account request failed: {}", error.what());
      outcome.error = rules::Error{protocol::code::kStoreBusy, "the server could not do that now"};
    }
    context.metrics.store_reads_waiting.fetch_sub(1);
    if (outcome.error) return responder.fail(*outcome.error);
    responder.ok(outcome.result);
  });
}

}  // namespace rockpool::server
