#include "server/accounts/account_requests.hpp"

#include <spdlog/spdlog.h>

#include "protocol/error_codes.hpp"
#include "server/accounts/account_service.hpp"
#include "server/context.hpp"
#include "server/room/responder.hpp"

namespace rockpool::server {

namespace {

using protocol::RequestKind;

accounts::Outcome run(accounts::AccountService& service, const protocol::Request& request,
                      const SessionPtr& session, const std::string& address) {
  const auto& body = request.body;
  switch (request.kind) {
    case RequestKind::account_claim: {
      const auto& fields = std::get<protocol::CredentialsFields>(body);
      return service.claim(session, address, fields.username, fields.password);
    }
    case RequestKind::account_login: {
      const auto& fields = std::get<protocol::CredentialsFields>(body);
      return service.login(address, fields.username, fields.password);
    }
    case RequestKind::account_logout:
      return service.logout(session, std::get<protocol::LogoutFields>(body).token);
    case RequestKind::account_password: {
      const auto& fields = std::get<protocol::PasswordChangeFields>(body);
      return service.change_password(session, address, fields.password, fields.new_password);
    }
    case RequestKind::account_reset: {
      const auto& fields = std::get<protocol::PasswordResetFields>(body);
      return service.reset(address, fields.username, fields.code, fields.new_password);
    }
    case RequestKind::account_sessions:
      return service.list_logins(session);
    default:
      return service.revoke(session, std::get<protocol::RevokeFields>(body).session);
  }
}

}  // namespace

void on_account_request(ServerContext& context, const ConnectionPtr& connection,
                        const protocol::Request& request) {
  Responder responder(connection, request.id);
  if (!context.accounts) {
    return responder.fail({protocol::code::kAccountsOff, "this server keeps no accounts"});
  }
  if (context.metrics.store_reads_waiting.fetch_add(1) >= ServerContext::kMaxStoreReadsWaiting) {
    context.metrics.store_reads_waiting.fetch_sub(1);
    return responder.fail({protocol::code::kStoreBusy, "the server is busy: try again"});
  }
  net::post(context.store_readers, [responder, request, address = connection->address(), &context] {
    accounts::Outcome outcome;
    try {
      outcome = run(*context.accounts, request, responder.session(), address);
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
