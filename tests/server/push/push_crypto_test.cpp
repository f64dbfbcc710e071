// Web Push's cryptography against fixed values: RFC 8291's example message, the VAPID token's
// signature and claims, the key kept in the data directory.

#include <doctest/doctest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "server/push/base64url.hpp"
#include "server/push/payload_cipher.hpp"
#include "server/push/vapid_jwt.hpp"
#include "server/push/vapid_keys.hpp"
#include "tests/server/push/push_receiver_crypto.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

using server::push::base64url_decode;
using server::push::base64url_encode;
using server::push::P256Key;

std::string decoded(std::string_view text) {
  auto bytes = base64url_decode(text);
  REQUIRE(bytes);
  return *bytes;
}

// RFC 8291 section 5 and Appendix A.
constexpr const char* kPlaintext = "When I grow up, I want to be a watermelon";
constexpr const char* kReceiverPublic =
    "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
constexpr const char* kReceiverPrivate = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94";
constexpr const char* kSenderPublic =
    "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
constexpr const char* kSenderPrivate = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw";
constexpr const char* kAuthSecret = "BTBZMqHH6r4Tts7J_aSIgg";
constexpr const char* kSalt = "DGv6ra1nlYgDCS1FRnbzlw";
constexpr const char* kBody =
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6T"
    "lzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy"
    "4a-fN";

TEST_CASE("push: base64url round trips and refuses what is not base64url") {
  for (const std::string& bytes : {std::string(), std::string("f"), std::string("fo"),
                                   std::string("foo"), std::string("\xff\xfe\x00\x01", 4)}) {
    CHECK(base64url_decode(base64url_encode(bytes)) == bytes);
  }
  CHECK(base64url_encode("\xfb\xff") == "-_8");
  CHECK(base64url_decode("-_8=") == std::string("\xfb\xff"));
  CHECK_FALSE(base64url_decode("ab+c"));
  CHECK_FALSE(base64url_decode("abcde"));
}

TEST_CASE("push: the payload of RFC 8291's example encrypts to the RFC's body, byte for byte") {
  const P256Key sender = P256Key::from_scalar(decoded(kSenderPrivate));
  CHECK(base64url_encode(sender.point()) == kSenderPublic);
  const auto receiver = P256Key::from_point(decoded(kReceiverPublic));
  REQUIRE(receiver);
  const std::string body = server::push::encrypt_payload_with(*receiver, decoded(kAuthSecret),
                                                              kPlaintext, sender, decoded(kSalt));
  CHECK(base64url_encode(body) == kBody);
  // The test's own decryption reads it back with the receiver's private key.
  const P256Key receiver_private = P256Key::from_scalar(decoded(kReceiverPrivate));
  CHECK(decrypt_push_body(receiver_private, decoded(kAuthSecret), body) == kPlaintext);
}

TEST_CASE("push: a fresh key and salt each time, and the receiver reads every message") {
  const P256Key receiver = P256Key::generate();
  const std::string auth = decoded(kAuthSecret);
  const auto public_only = P256Key::from_point(receiver.point());
  REQUIRE(public_only);
  const std::string first = server::push::encrypt_payload(*public_only, auth, R"({"a":1})");
  const std::string second = server::push::encrypt_payload(*public_only, auth, R"({"a":1})");
  CHECK(first != second);
  CHECK(decrypt_push_body(receiver, auth, first) == R"({"a":1})");
  CHECK(decrypt_push_body(receiver, auth, second) == R"({"a":1})");
}

TEST_CASE("push: only points of the curve are keys") {
  CHECK(P256Key::from_point(decoded(kReceiverPublic)));
  std::string off_curve = decoded(kReceiverPublic);
  off_curve[64] = static_cast<char>(off_curve[64] ^ 1);
  CHECK_FALSE(P256Key::from_point(off_curve));
  CHECK_FALSE(P256Key::from_point(std::string(65, '\x04')));
  CHECK_FALSE(P256Key::from_point(decoded(kReceiverPublic).substr(0, 33)));
  CHECK_FALSE(P256Key::from_point(""));
}

TEST_CASE("push: the VAPID token is an ES256 JWT the public key verifies, with its claims") {
  const P256Key key = P256Key::generate();
  const std::string token =
      server::push::vapid_jwt(key, "https://push.example.net", 1700000000, "mailto:a@b.example");
  const auto first_dot = token.find('.');
  const auto second_dot = token.rfind('.');
  REQUIRE(first_dot != second_dot);
  const auto header = nlohmann::json::parse(decoded(token.substr(0, first_dot)));
  CHECK(header == nlohmann::json{{"typ", "JWT"}, {"alg", "ES256"}});
  const auto claims =
      nlohmann::json::parse(decoded(token.substr(first_dot + 1, second_dot - first_dot - 1)));
  CHECK(claims["aud"] == "https://push.example.net");
  CHECK(claims["exp"] == 1700000000);
  CHECK(claims["sub"] == "mailto:a@b.example");
  const std::string signature = decoded(token.substr(second_dot + 1));
  CHECK(signature.size() == 64);
  const auto verifier = P256Key::from_point(key.point());
  REQUIRE(verifier);
  CHECK(verifier->verify(token.substr(0, second_dot), signature));
  CHECK_FALSE(verifier->verify(token.substr(0, second_dot) + "x", signature));

  CHECK(server::push::origin_of("https://fcm.googleapis.com/fcm/send/abc") ==
        "https://fcm.googleapis.com");
  CHECK(server::push::origin_of("http://127.0.0.1:9000/p?x") == "http://127.0.0.1:9000");
  CHECK_FALSE(server::push::origin_of("ftp://x/y"));
  CHECK_FALSE(server::push::origin_of("https:///nohost"));
}

TEST_CASE("push: the VAPID key is made once, private to the server's user, and read again") {
  TempDir dir;
  const P256Key made = server::push::load_or_create_vapid_key(dir.path());
  const std::string path = dir.path() + "/vapid.pem";
  struct stat info {};
  REQUIRE(::stat(path.c_str(), &info) == 0);
  CHECK((info.st_mode & 0777) == 0600);
  const P256Key read = server::push::load_or_create_vapid_key(dir.path());
  CHECK(read.point() == made.point());
  std::ofstream(path, std::ios::trunc) << "not a key";
  CHECK_THROWS(server::push::load_or_create_vapid_key(dir.path()));
}

}  // namespace
}  // namespace rockpool::tests
