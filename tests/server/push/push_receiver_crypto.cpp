#include "tests/server/push/push_receiver_crypto.hpp"

#include <doctest/doctest.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>

#include <memory>

namespace rockpool::tests {

namespace {

const unsigned char* bytes_of(std::string_view text) {
  return reinterpret_cast<const unsigned char*>(text.data());
}

std::string hkdf(std::string_view salt, std::string_view secret, std::string_view info,
                 std::size_t length) {
  std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> context(
      EVP_PKEY_CTX_new_id(EVP_PKEY_HKDF, nullptr), EVP_PKEY_CTX_free);
  std::string out(length, '\0');
  std::size_t written = length;
  REQUIRE(context);
  REQUIRE(EVP_PKEY_derive_init(context.get()) == 1);
  REQUIRE(EVP_PKEY_CTX_set_hkdf_md(context.get(), EVP_sha256()) == 1);
  REQUIRE(EVP_PKEY_CTX_set1_hkdf_salt(context.get(), bytes_of(salt),
                                      static_cast<int>(salt.size())) == 1);
  REQUIRE(EVP_PKEY_CTX_set1_hkdf_key(context.get(), bytes_of(secret),
                                     static_cast<int>(secret.size())) == 1);
  REQUIRE(EVP_PKEY_CTX_add1_hkdf_info(context.get(), bytes_of(info),
                                      static_cast<int>(info.size())) == 1);
  REQUIRE(EVP_PKEY_derive(context.get(), reinterpret_cast<unsigned char*>(out.data()), &written) ==
          1);
  return out;
}

}  // namespace

std::string decrypt_push_body(const server::push::P256Key& receiver, std::string_view auth_secret,
                              std::string_view body) {
  // RFC 8188 section 2.1: salt (16), record size (4), key id length (1), key id (the sender's
  // public key, 65), then the record.
  REQUIRE(body.size() > 86 + 16);
  const std::string_view salt = body.substr(0, 16);
  REQUIRE(static_cast<unsigned char>(body[20]) == 65);
  const std::string_view sender_point = body.substr(21, 65);
  const std::string_view record = body.substr(86);
  const auto sender = server::push::P256Key::from_point(sender_point);
  REQUIRE(sender);
  const std::string receiver_point = receiver.point();
  std::string key_info = std::string("WebPush: info") + '\0' + receiver_point;
  key_info += sender_point;
  const std::string ikm = hkdf(auth_secret, receiver.agree(*sender), key_info, 32);
  const std::string key = hkdf(salt, ikm, std::string("Content-Encoding: aes128gcm") + '\0', 16);
  const std::string nonce = hkdf(salt, ikm, std::string("Content-Encoding: nonce") + '\0', 12);

  const std::string_view ciphertext = record.substr(0, record.size() - 16);
  std::string tag(record.substr(record.size() - 16));
  std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)> context(EVP_CIPHER_CTX_new(),
                                                                          EVP_CIPHER_CTX_free);
  std::string plain(ciphertext.size(), '\0');
  int written = 0;
  int last = 0;
  REQUIRE(EVP_DecryptInit_ex(context.get(), EVP_aes_128_gcm(), nullptr, bytes_of(key),
                             bytes_of(nonce)) == 1);
  REQUIRE(EVP_DecryptUpdate(context.get(), reinterpret_cast<unsigned char*>(plain.data()), &written,
                            bytes_of(ciphertext), static_cast<int>(ciphertext.size())) == 1);
  REQUIRE(EVP_CIPHER_CTX_ctrl(context.get(), EVP_CTRL_GCM_SET_TAG, 16, tag.data()) == 1);
  REQUIRE_MESSAGE(EVP_DecryptFinal_ex(context.get(), nullptr, &last) == 1,
                  "the body does not decrypt");
  // The last record ends in its delimiter 0x02, then padding zeros.
  while (!plain.empty() && plain.back() == '\0')
    plain.pop_back();
  REQUIRE(!plain.empty());
  REQUIRE(plain.back() == '\x02');
  plain.pop_back();
  return plain;
}

}  // namespace rockpool::tests
