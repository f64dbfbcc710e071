#include "server/push/p256_key.hpp"

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>

#include <array>
#include <stdexcept>

namespace rockpool::server::push {

namespace {

constexpr std::size_t kScalarBytes = 32;
constexpr int kScalarLength = 32;
constexpr const char* kCurve = "prime256v1";

template <typename T, void (*F)(T*)>
struct Deleter {
  void operator()(T* p) const { F(p); }
};
using PkeyCtx = std::unique_ptr<EVP_PKEY_CTX, Deleter<EVP_PKEY_CTX, EVP_PKEY_CTX_free>>;
using MdCtx = std::unique_ptr<EVP_MD_CTX, Deleter<EVP_MD_CTX, EVP_MD_CTX_free>>;
using Bio = std::unique_ptr<BIO, Deleter<BIO, BIO_free_all>>;
using BigNum = std::unique_ptr<BIGNUM, Deleter<BIGNUM, BN_free>>;
using Group = std::unique_ptr<EC_GROUP, Deleter<EC_GROUP, EC_GROUP_free>>;
using Point = std::unique_ptr<EC_POINT, Deleter<EC_POINT, EC_POINT_free>>;
using Signature = std::unique_ptr<ECDSA_SIG, Deleter<ECDSA_SIG, ECDSA_SIG_free>>;
using ParamBuilder = std::unique_ptr<OSSL_PARAM_BLD, Deleter<OSSL_PARAM_BLD, OSSL_PARAM_BLD_free>>;
using Params = std::unique_ptr<OSSL_PARAM, Deleter<OSSL_PARAM, OSSL_PARAM_free>>;

const unsigned char* bytes_of(std::string_view text) {
  return reinterpret_cast<const unsigned char*>(text.data());
}

bool is_p256(EVP_PKEY* key) {
  std::array<char, 64> name{};
  std::size_t length = 0;
  return EVP_PKEY_is_a(key, "EC") &&
         EVP_PKEY_get_utf8_string_param(key, OSSL_PKEY_PARAM_GROUP_NAME, name.data(), name.size(),
                                        &length) == 1 &&
         std::string_view(name.data(), length) == kCurve;
}

// A key from OSSL_PARAMs: `selection` says whether it is a public or a whole key pair.
EVP_PKEY* key_from(const ParamBuilder& builder, int selection) {
  Params params(OSSL_PARAM_BLD_to_param(builder.get()));
  PkeyCtx context(EVP_PKEY_CTX_new_from_name(nullptr, "EC", nullptr));
  EVP_PKEY* key = nullptr;
  if (!params || !context || EVP_PKEY_fromdata_init(context.get()) != 1 ||
      EVP_PKEY_fromdata(context.get(), &key, selection, params.get()) != 1) {
    return nullptr;
  }
  return key;
}

}  // namespace

void throw_openssl(const char* what) {
  std::array<char, 256> text{};
  ERR_error_string_n(ERR_get_error(), text.data(), text.size());
  ERR_clear_error();
  throw std::runtime_error(std::string(what) + ": " + text.data());
}

void P256Key::Free::operator()(EVP_PKEY* key) const {
  EVP_PKEY_free(key);
}

P256Key P256Key::generate() {
  EVP_PKEY* key = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", kCurve);
  if (!key) throw_openssl("generating a P-256 key");
  return P256Key(key);
}

std::optional<P256Key> P256Key::from_point(std::string_view point) {
  // Uncompressed points only: that is what browsers give as p256dh.
  if (point.size() != kPointBytes || point[0] != 0x04) return std::nullopt;
  ParamBuilder builder(OSSL_PARAM_BLD_new());
  if (!builder ||
      OSSL_PARAM_BLD_push_utf8_string(builder.get(), OSSL_PKEY_PARAM_GROUP_NAME, kCurve, 0) != 1 ||
      OSSL_PARAM_BLD_push_octet_string(builder.get(), OSSL_PKEY_PARAM_PUB_KEY, point.data(),
                                       point.size()) != 1) {
    throw_openssl("building a P-256 public key");
  }
  EVP_PKEY* key = key_from(builder, EVP_PKEY_PUBLIC_KEY);
  if (!key) {
    ERR_clear_error();
    return std::nullopt;
  }
  P256Key result(key);
  // A point off the curve (or at infinity) would leak the key it is combined with.
  PkeyCtx check(EVP_PKEY_CTX_new_from_pkey(nullptr, key, nullptr));
  if (!check || EVP_PKEY_public_check(check.get()) != 1) {
    ERR_clear_error();
    return std::nullopt;
  }
  return result;
}

P256Key P256Key::from_scalar(std::string_view scalar) {
  if (scalar.size() != kScalarBytes) throw std::runtime_error("a P-256 scalar has 32 bytes");
  BigNum secret(BN_bin2bn(bytes_of(scalar), static_cast<int>(scalar.size()), nullptr));
  Group group(EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1));
  if (!secret || !group) throw_openssl("reading a P-256 scalar");
  Point public_point(EC_POINT_new(group.get()));
  std::array<unsigned char, kPointBytes> encoded{};
  if (!public_point ||
      EC_POINT_mul(group.get(), public_point.get(), secret.get(), nullptr, nullptr, nullptr) != 1 ||
      EC_POINT_point2oct(group.get(), public_point.get(), POINT_CONVERSION_UNCOMPRESSED,
                         encoded.data(), encoded.size(), nullptr) != kPointBytes) {
    throw_openssl("deriving a P-256 public key");
  }
  ParamBuilder builder(OSSL_PARAM_BLD_new());
  if (!builder ||
      OSSL_PARAM_BLD_push_utf8_string(builder.get(), OSSL_PKEY_PARAM_GROUP_NAME, kCurve, 0) != 1 ||
      OSSL_PARAM_BLD_push_BN(builder.get(), OSSL_PKEY_PARAM_PRIV_KEY, secret.get()) != 1 ||
      OSSL_PARAM_BLD_push_octet_string(builder.get(), OSSL_PKEY_PARAM_PUB_KEY, encoded.data(),
                                       encoded.size()) != 1) {
    throw_openssl("building a P-256 key");
  }
  EVP_PKEY* key = key_from(builder, EVP_PKEY_KEYPAIR);
  if (!key) throw_openssl("building a P-256 key");
  return P256Key(key);
}

std::optional<P256Key> P256Key::from_pem(std::string_view pem) {
  Bio bio(BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())));
  if (!bio) throw_openssl("reading a PEM key");
  EVP_PKEY* key = PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr);
  if (!key) {
    ERR_clear_error();
    return std::nullopt;
  }
  P256Key result(key);
  if (!is_p256(key)) return std::nullopt;
  return result;
}

std::string P256Key::point() const {
  std::string out(kPointBytes, '\0');
  std::size_t length = 0;
  if (EVP_PKEY_get_octet_string_param(key_.get(), OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY,
                                      reinterpret_cast<unsigned char*>(out.data()), out.size(),
                                      &length) != 1 ||
      length != kPointBytes) {
    throw_openssl("encoding a P-256 public key");
  }
  return out;
}

std::string P256Key::pem() const {
  Bio bio(BIO_new(BIO_s_mem()));
  if (!bio ||
      PEM_write_bio_PrivateKey(bio.get(), key_.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1) {
    throw_openssl("writing a PEM key");
  }
  char* data = nullptr;
  const long length = BIO_get_mem_data(bio.get(), &data);
  return {data, static_cast<std::size_t>(length)};
}

std::string P256Key::agree(const P256Key& peer) const {
  PkeyCtx context(EVP_PKEY_CTX_new_from_pkey(nullptr, key_.get(), nullptr));
  std::size_t length = 0;
  if (!context || EVP_PKEY_derive_init(context.get()) != 1 ||
      EVP_PKEY_derive_set_peer(context.get(), peer.get()) != 1 ||
      EVP_PKEY_derive(context.get(), nullptr, &length) != 1) {
    throw_openssl("ECDH");
  }
  std::string secret(length, '\0');
  if (EVP_PKEY_derive(context.get(), reinterpret_cast<unsigned char*>(secret.data()), &length) !=
      1) {
    throw_openssl("ECDH");
  }
  secret.resize(length);
  return secret;
}

std::string P256Key::sign(std::string_view data) const {
  MdCtx context(EVP_MD_CTX_new());
  std::size_t length = 0;
  if (!context ||
      EVP_DigestSignInit(context.get(), nullptr, EVP_sha256(), nullptr, key_.get()) != 1 ||
      EVP_DigestSign(context.get(), nullptr, &length, bytes_of(data), data.size()) != 1) {
    throw_openssl("signing");
  }
  std::string der(length, '\0');
  auto* out = reinterpret_cast<unsigned char*>(der.data());
  if (EVP_DigestSign(context.get(), out, &length, bytes_of(data), data.size()) != 1) {
    throw_openssl("signing");
  }
  // OpenSSL writes ASN.1 DER; a JWT carries the two numbers side by side, 32 bytes each.
  const unsigned char* in = out;
  Signature signature(d2i_ECDSA_SIG(nullptr, &in, static_cast<long>(length)));
  if (!signature) throw_openssl("reading a signature");
  std::string raw(2 * kScalarBytes, '\0');
  auto* raw_bytes = reinterpret_cast<unsigned char*>(raw.data());
  if (BN_bn2binpad(ECDSA_SIG_get0_r(signature.get()), raw_bytes, kScalarLength) != kScalarLength ||
      BN_bn2binpad(ECDSA_SIG_get0_s(signature.get()), raw_bytes + kScalarBytes, kScalarLength) !=
          kScalarLength) {
    throw_openssl("encoding a signature");
  }
  return raw;
}

bool P256Key::verify(std::string_view data, std::string_view signature) const {
  if (signature.size() != 2 * kScalarBytes) return false;
  Signature parsed(ECDSA_SIG_new());
  BIGNUM* r = BN_bin2bn(bytes_of(signature), kScalarLength, nullptr);
  BIGNUM* s = BN_bin2bn(bytes_of(signature) + kScalarBytes, kScalarLength, nullptr);
  if (!parsed || !r || !s || ECDSA_SIG_set0(parsed.get(), r, s) != 1) {
    BN_free(r);
    BN_free(s);
    throw_openssl("reading a signature");
  }
  unsigned char* der = nullptr;
  const int der_length = i2d_ECDSA_SIG(parsed.get(), &der);
  if (der_length <= 0) throw_openssl("encoding a signature");
  MdCtx context(EVP_MD_CTX_new());
  const bool valid =
      context &&
      EVP_DigestVerifyInit(context.get(), nullptr, EVP_sha256(), nullptr, key_.get()) == 1 &&
      EVP_DigestVerify(context.get(), der, static_cast<std::size_t>(der_length), bytes_of(data),
                       data.size()) == 1;
  OPENSSL_free(der);
  ERR_clear_error();
  return valid;
}

}  // namespace rockpool::server::push
