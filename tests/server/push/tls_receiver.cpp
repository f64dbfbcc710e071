#include "tests/server/push/tls_receiver.hpp"

#include <doctest/doctest.h>
#include <openssl/evp.h>
#include <openssl/x509.h>

#include <boost/asio/ssl.hpp>

namespace rockpool::tests {

namespace {

namespace ssl = net::ssl;

// A context serving a fresh self-signed certificate for 127.0.0.1.
ssl::context self_signed_context() {
  ssl::context context(ssl::context::tls_server);
  EVP_PKEY* key = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "prime256v1");
  X509* certificate = X509_new();
  REQUIRE(key);
  REQUIRE(certificate);
  X509_set_version(certificate, 2);
  ASN1_INTEGER_set(X509_get_serialNumber(certificate), 1);
  X509_gmtime_adj(X509_getm_notBefore(certificate), -60);
  X509_gmtime_adj(X509_getm_notAfter(certificate), 3600);
  X509_set_pubkey(certificate, key);
  X509_NAME* name = X509_get_subject_name(certificate);
  const std::string host = "127.0.0.1";
  X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC,
                             reinterpret_cast<const unsigned char*>(host.c_str()), -1, -1, 0);
  X509_set_issuer_name(certificate, name);
  REQUIRE(X509_sign(certificate, key, EVP_sha256()) > 0);
  REQUIRE(SSL_CTX_use_certificate(context.native_handle(), certificate) == 1);
  REQUIRE(SSL_CTX_use_PrivateKey(context.native_handle(), key) == 1);
  X509_free(certificate);
  EVP_PKEY_free(key);
  return context;
}

}  // namespace

TlsReceiver::TlsReceiver()
    : context_(self_signed_context()),
      server_([this](tcp::socket socket) { shake_hands(std::move(socket)); }) {}

TlsReceiver::~TlsReceiver() = default;

std::optional<std::string> TlsReceiver::next_handshake(std::chrono::milliseconds wait) {
  std::unique_lock lock(mutex_);
  if (!ended_.wait_for(lock, wait, [this] { return !handshakes_.empty(); })) return std::nullopt;
  std::string outcome = std::move(handshakes_.front());
  handshakes_.pop_front();
  return outcome;
}

void TlsReceiver::shake_hands(tcp::socket socket) {
  ssl::stream<tcp::socket> stream(std::move(socket), context_);
  beast::error_code error;
  stream.handshake(ssl::stream_base::server, error);
  {
    std::lock_guard lock(mutex_);
    handshakes_.push_back(error ? error.message() : std::string());
  }
  ended_.notify_all();
}

}  // namespace rockpool::tests
