#include "protocol/account_decoding.hpp"

#include "protocol/json_fields.hpp"
#include "protocol/kind_decoders.hpp"

namespace rockpool::protocol {

namespace {

constexpr std::size_t kMaxUsernameChars = 64;  // longer than any valid one: checked by accounts
constexpr std::size_t kMaxPasswordChars = 256;
constexpr std::size_t kMaxTokenChars = 64;
constexpr std::size_t kMaxCodeChars = 64;
constexpr std::size_t kMaxSessionChars = 32;

// A field of an account request, and the member of its `Fields` that it fills: every account
// request's fields are required strings.
template <typename Fields>
struct StringField {
  const char* name;
  std::string Fields::*member;
  std::size_t max_chars;
};

// Each request's fields in the order they are checked.
constexpr StringField<CredentialsFields> kCredentials[] = {
    {"username", &CredentialsFields::username, kMaxUsernameChars},
    {"password", &CredentialsFields::password, kMaxPasswordChars},
};
constexpr StringField<LogoutFields> kLogout[] = {
    {"token", &LogoutFields::token, kMaxTokenChars},
};
constexpr StringField<PasswordChangeFields> kPasswordChange[] = {
    {"password", &PasswordChangeFields::password, kMaxPasswordChars},
    {"new_password", &PasswordChangeFields::new_password, kMaxPasswordChars},
};
constexpr StringField<PasswordResetFields> kPasswordReset[] = {
    {"username", &PasswordResetFields::username, kMaxUsernameChars},
    {"code", &PasswordResetFields::code, kMaxCodeChars},
    {"new_password", &PasswordResetFields::new_password, kMaxPasswordChars},
};
constexpr StringField<RevokeFields> kRevoke[] = {
    {"session", &RevokeFields::session, kMaxSessionChars},
};

// Reads `strings` in order into a `Fields`.
template <typename Fields, const auto& strings>
Decoded decode_strings(const nlohmann::json& frame, RequestBody& out) {
  Fields fields;
  for (const StringField<Fields>& string : strings) {
    if (auto error = read_string(frame, string.name, fields.*string.member, string.max_chars)) {
      return error;
    }
  }
  out = std::move(fields);
  return std::nullopt;
}

constexpr KindDecoder kAccountDecoders[] = {
    {RequestKind::account_claim, decode_strings<CredentialsFields, kCredentials>},
    {RequestKind::account_login, decode_strings<CredentialsFields, kCredentials>},
    {RequestKind::account_logout, decode_strings<LogoutFields, kLogout>},
    {RequestKind::account_password, decode_strings<PasswordChangeFields, kPasswordChange>},
    {RequestKind::account_reset, decode_strings<PasswordResetFields, kPasswordReset>},
    {RequestKind::account_revoke, decode_strings<RevokeFields, kRevoke>},
};

}  // namespace

Decoded decode_account_request(RequestKind kind, const nlohmann::json& frame, RequestBody& out) {
  return decode_listed(kAccountDecoders, kind, frame, out);
}

}  // namespace rockpool::protocol
