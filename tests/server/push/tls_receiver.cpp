#include "tests/server/push/tls_receiver.hpp"

#include <doctest/doctest.h>
#include <openssl/evp.h>
#include <openssl/x509.h>

#include <boost/asio/ssl.hpp>

namespace rockpool::tests {

namespace {

namespace ssl = net::ssl;

// A context serving a fresh self-signed certificate for 127.0.0.1.
void serve_self_signed(ssl::context& context) {
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
}

}  // namespace

TlsReceiver::TlsReceiver() : acceptor_(io_, tcp::endpoint(net::ip::make_address("127.0.0.1"), 0)) {
  port_ = acceptor_.local_endpoint().port();
  thread_ = std::thread([this] { serve(); });
}

TlsReceiver::~TlsReceiver() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  // A connection wakes the blocked accept, which then sees the stop.
  net::io_context io;
  tcp::socket wake(io);
  beast::error_code ignored;
  wake.connect(acceptor_.local_endpoint(), ignored);
  thread_.join();
}

std::optional<std::string> TlsReceiver::next_handshake(std::chrono::milliseconds wait) {
  std::unique_lock lock(mutex_);
  if (!ended_.wait_for(lock, wait, [this] { return !handshakes_.empty(); })) return std::nullopt;
  std::string outcome = std::move(handshakes_.front());
  handshakes_.pop_front();
  return outcome;
}

void TlsReceiver::serve() {
  ssl::context context(ssl::context::tls_server);
  serve_self_signed(context);
  for (;;) {
    tcp::socket socket(io_);
    beast::error_code error;
    acceptor_.accept(socket, error);
    {
      std::lock_guard lock(mutex_);
      if (stopping_) return;
    }
    if (error) return;
    ssl::stream<tcp::socket> stream(std::move(socket), context);
    stream.handshake(ssl::stream_base::server, error);
    {
      std::lock_guard lock(mutex_);
      handshakes_.push_back(error ? error.message() : std::string());
    }
    ended_.notify_all();
  }
}

}  // namespace rockpool::tests
