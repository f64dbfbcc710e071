#include "server/accounts/account_requests.hpp"

#include <spdlog/spdlog.h>

#include "protocol/error_codes.hpp"
#include "server/accounts/account_service.hpp"
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

void AccountRequests::handle(const ConnectionPtr& connection,
                             const protocol::Request& request) const {
  Responder responder(connection, request.id);
  if (!service_) {
    return responder.fail({protocol::code::kAccountsOff, "this server keeps no accounts"});
  }
  const bool reading = readers_.try_read(
      [service = service_, responder, request, address = connection->address()] {
        try {
          return run(*service, request, responder.session(), address);
        } catch (const std::exception& error) {
          spdlog::error("account request failed: {}", error.what());
          accounts::Outcome outcome;
          outcome.error =
              rules::Error{protocol::code::kStoreBusy, "the server could not do that now"};
          return outcome;
        }
      },
      [responder](const accounts::Outcome& outcome) {
        if (outcome.error) return responder.fail(*outcome.error);
        responder.ok(outcome.result);
      });
  if (!reading) responder.fail({protocol::code::kStoreBusy, "the server is busy: try again"});
}

}  // namespace rockpool::server
