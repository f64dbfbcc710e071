#include "server/push/payload_cipher.hpp"

#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <cstdint>
#include <memory>
#include <stdexcept>

namespace rockpool::server::push {

namespace {

constexpr std::size_t kKeyBytes = 16;
constexpr std::size_t kNonceBytes = 12;
constexpr std::size_t kTagBytes = 16;
// Larger than any message we send: one record holds it all.
constexpr std::uint32_t kRecordSize = 4096;

std::string hmac_sha256(std::string_view key, std::string_view data) {
  std::string out(EVP_MAX_MD_SIZE, '\0');
  unsigned int length = 0;
  if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
            reinterpret_cast<const unsigned char*>(data.data()), data.size(),
            reinterpret_cast<unsigned char*>(out.data()), &length)) {
    throw_openssl("HMAC-SHA-256");
  }
  out.resize(length);
  return out;
}

// HKDF-SHA-256 (RFC 5869) for outputs of one hash block at most, all Web Push needs.
std::string hkdf(std::string_view salt, std::string_view secret, std::string_view info,
                 std::size_t length) {
  const std::string key = hmac_sha256(salt, secret);
  std::string block(info);
  block.push_back('\x01');
  return hmac_sha256(key, block).substr(0, length);
}

std::string aes128gcm(std::string_view key, std::string_view nonce, std::string_view plaintext) {
  using Context = std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)>;
  Context context(EVP_CIPHER_CTX_new(), EVP_CIPHER_CTX_free);
  const auto* key_bytes = reinterpret_cast<const unsigned char*>(key.data());
  const auto* nonce_bytes = reinterpret_cast<const unsigned char*>(nonce.data());
  std::string out(plaintext.size() + kTagBytes, '\0');
  auto* out_bytes = reinterpret_cast<unsigned char*>(out.data());
  int written = 0;
  int last = 0;
  if (!context ||
      EVP_EncryptInit_ex(context.get(), EVP_aes_128_gcm(), nullptr, key_bytes, nonce_bytes) != 1 ||
      EVP_EncryptUpdate(context.get(), out_bytes, &written,
                        reinterpret_cast<const unsigned char*>(plaintext.data()),
                        static_cast<int>(plaintext.size())) != 1 ||
      EVP_EncryptFinal_ex(context.get(), out_bytes + written, &last) != 1 ||
      EVP_CIPHER_CTX_ctrl(context.get(), EVP_CTRL_GCM_GET_TAG, kTagBytes,
                          out_bytes + written + last) != 1) {
    throw_openssl("AES-128-GCM");
  }
  return out;
}

}  // namespace

std::string encrypt_payload(const P256Key& receiver, std::string_view auth_secret,
                            std::string_view plaintext) {
  std::string salt(kSaltBytes, '\0');
  if (RAND_bytes(reinterpret_cast<unsigned char*>(salt.data()), kSaltBytes) != 1) {
    throw_openssl("drawing a salt");
  }
  return encrypt_payload_with(receiver, auth_secret, plaintext, P256Key::generate(), salt);
}

std::string encrypt_payload_with(const P256Key& receiver, std::string_view auth_secret,
                                 std::string_view plaintext, const P256Key& sender,
                                 std::string_view salt) {
  if (auth_secret.size() != kAuthSecretBytes || salt.size() != kSaltBytes) {
    throw std::invalid_argument("an auth secret and a salt have 16 bytes");
  }
  const std::string receiver_point = receiver.point();
  const std::string sender_point = sender.point();
  // RFC 8291 section 3.4: the key agreement and the auth secret give the input keying material.
  std::string key_info("WebPush: info");
  key_info.push_back('\0');
  key_info += receiver_point;
  key_info += sender_point;
  const std::string ikm = hkdf(auth_secret, sender.agree(receiver), key_info, 32);
  // RFC 8188 section 2.2 and 2.3: the content key and the nonce of the one record (sequence 0).
  const std::string key =
      hkdf(salt, ikm, std::string_view("Content-Encoding: aes128gcm\0", 28), kKeyBytes);
  const std::string nonce =
      hkdf(salt, ikm, std::string_view("Content-Encoding: nonce\0", 24), kNonceBytes);
  std::string record(plaintext);
  record.push_back('\x02');  // the last record's padding delimiter, and no padding
  std::string body(salt);
  for (int shift = 24; shift >= 0; shift -= 8)
    body.push_back(static_cast<char>((kRecordSize >> shift) & 0xffu));
  body.push_back(static_cast<char>(sender_point.size()));
  body += sender_point;
  body += aes128gcm(key, nonce, record);
  return body;
}

}  // namespace rockpool::server::push
