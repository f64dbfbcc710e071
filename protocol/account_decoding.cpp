#include "protocol/account_decoding.hpp"

#include "protocol/json_fields.hpp"

namespace rockpool::protocol {

namespace {

constexpr std::size_t kMaxUsernameChars = 64;  // longer than any valid one: checked by accounts
constexpr std::size_t kMaxPasswordChars = 256;
constexpr std::size_t kMaxTokenChars = 64;
constexpr std::size_t kMaxCodeChars = 64;
constexpr std::size_t kMaxSessionChars = 32;

template <typename Fields>
Decoded done(Fields fields, RequestBody& out) {
  out = std::move(fields);
  return std::nullopt;
}

}  // namespace

Decoded decode_account_request(RequestKind kind, const nlohmann::json& frame, RequestBody& out) {
  switch (kind) {
    case RequestKind::account_claim:
    case RequestKind::account_login: {
      CredentialsFields fields;
      if (auto error = read_string(frame, "username", fields.username, kMaxUsernameChars)) {
        return error;
      }
      if (auto error = read_string(frame, "password", fields.password, kMaxPasswordChars)) {
        return error;
      }
      return done(std::move(fields), out);
    }
    case RequestKind::account_logout: {
      LogoutFields fields;
      if (auto error = read_string(frame, "token", fields.token, kMaxTokenChars)) return error;
      return done(std::move(fields), out);
    }
    case RequestKind::account_password: {
      PasswordChangeFields fields;
      if (auto error = read_string(frame, "password", fields.password, kMaxPasswordChars)) {
        return error;
      }
      if (auto error = read_string(frame, "new_password", fields.new_password, kMaxPasswordChars)) {
        return error;
      }
      return done(std::move(fields), out);
    }
    case RequestKind::account_reset: {
      PasswordResetFields fields;
      if (auto error = read_string(frame, "username", fields.username, kMaxUsernameChars)) {
        return error;
      }
      if (auto error = read_string(frame, "code", fields.code, kMaxCodeChars)) return error;
      if (auto error = read_string(frame, "new_password", fields.new_password, kMaxPasswordChars)) {
        return error;
      }
      return done(std::move(fields), out);
    }
    case RequestKind::account_revoke: {
      RevokeFields fields;
      if (auto error = read_string(frame, "session", fields.session, kMaxSessionChars)) {
        return error;
      }
      return done(std::move(fields), out);
    }
    default:
      return done(NoFields{}, out);
  }
}

}  // namespace rockpool::protocol
