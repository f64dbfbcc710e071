#pragma once
// A P-256 key held by OpenSSL: the curve of VAPID (RFC 8292) and of Web Push's key agreement
// (RFC 8291). Keys travel as the uncompressed point (65 bytes: 0x04, x, y) and, for a private key
// given whole, as its 32-byte scalar.

#include <memory>
#include <optional>
#include <string>
#include <string_view>

using EVP_PKEY = struct evp_pkey_st;

namespace rockpool::server::push {

inline constexpr std::size_t kPointBytes = 65;

class P256Key {
 public:
  // A fresh private key.
  static P256Key generate();
  // The public key of an uncompressed point, or nothing when it is not one of the curve.
  static std::optional<P256Key> from_point(std::string_view point);
  // The private key of a scalar (tests use the RFCs' fixed keys); throws on a bad one.
  static P256Key from_scalar(std::string_view scalar);
  // A private key in PEM (PKCS#8), or nothing when it is not a P-256 one.
  static std::optional<P256Key> from_pem(std::string_view pem);

  std::string point() const;
  std::string pem() const;  // the private key, PKCS#8
  // ECDH: the shared x coordinate (32 bytes) with `peer`'s public key.
  std::string agree(const P256Key& peer) const;
  // ES256 (RFC 7518 section 3.4): the ECDSA signature of SHA-256(`data`) as r || s, 64 bytes.
  std::string sign(std::string_view data) const;
  // Whether `signature` (r || s) is this key's of SHA-256(`data`).
  bool verify(std::string_view data, std::string_view signature) const;

  EVP_PKEY* get() const { return key_.get(); }

 private:
  struct Free {
    void operator()(EVP_PKEY* key) const;
  };
  explicit P256Key(EVP_PKEY* key) : key_(key) {}
  std::unique_ptr<EVP_PKEY, Free> key_;
};

// Throws std::runtime_error with OpenSSL's last error after `what`.
[[noreturn]] void throw_openssl(const char* what);

}  // namespace rockpool::server::push
