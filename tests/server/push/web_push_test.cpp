// Web Push for correspondence turns: a browser's subscription kept, and the signed, encrypted
// request the server sends its push service when a match starts waiting for the player. The push
// service is the test's own HTTP receiver on 127.0.0.1 (the server's loopback option for tests). In
// cluster mode every node reads the same subscriptions and signs with the same key.

#include <doctest/doctest.h>
#include <openssl/rand.h>

#include <cstdlib>

#include "rules/registry/registry.hpp"
#include "server/push/base64url.hpp"
#include "server/push/p256_key.hpp"
#include "server/push/vapid_jwt.hpp"
#include "server/server_parts.hpp"
#include "tests/server/push/push_receiver.hpp"
#include "tests/server/push/push_receiver_crypto.hpp"
#include "tests/server/push/tls_receiver.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

using server::push::base64url_decode;
using server::push::base64url_encode;
using server::push::P256Key;

// The whole suite runs again on a one-node cluster (server_postgres): push works there too.
bool cluster_mode() {
  return std::getenv("ROCKPOOL_TEST_CLUSTER") != nullptr;
}

server::ServerConfig push_config() {
  server::ServerConfig config = test_config();
  config.push_plain_http_loopback = true;
  config.push_contact = "mailto:ops@rockpool.example";
  return config;
}

// A browser's side of a subscription: its key pair and auth secret.
struct Browser {
  P256Key key = P256Key::generate();
  std::string auth = random_auth();

  static std::string random_auth() {
    std::string bytes(16, '\0');
    REQUIRE(RAND_bytes(reinterpret_cast<unsigned char*>(bytes.data()), 16) == 1);
    return bytes;
  }
  json subscribe(const std::string& endpoint) const {
    return {
        {"type", "push.subscribe"},
        {"endpoint", endpoint},
        {"keys", {{"p256dh", base64url_encode(key.point())}, {"auth", base64url_encode(auth)}}}};
  }
};

server::PushSubscriptionStore& subscriptions_of(TestServer& server) {
  auto* store = server.server().parts().store->push_subscriptions();
  REQUIRE(store);
  return *store;
}

// The public id of the session `token` resumes, from a connection of its own.
std::string public_id_of(std::uint16_t port, const std::string& token) {
  TestClient client(port);
  return client.hello("Guest", token)["id"];
}

std::string server_key(std::uint16_t port) {
  const auto [status, body] = http_get(port, "/api/push/key");
  REQUIRE(status == 200);
  return json::parse(body)["public_key"];
}

// Waits (boundedly) for the sender's count to reach `count`: it counts once it has read the push
// service's answer, which the receiver sends before it hands the test the request.
bool counted(const std::atomic<std::uint64_t>& counter, std::uint64_t count) {
  for (int i = 0; i < 500 && counter.load() < count; ++i)
    std::this_thread::sleep_for(10ms);
  return counter.load() == count;
}

std::string header(const http::request<http::string_body>& request, const char* name) {
  return std::string(request[name]);
}

TEST_CASE("push: a new turn sends one signed, encrypted push to the player's subscription") {
  PushReceiver receiver;
  Table table({{"game", "fences"}, {"first", "host"}, {"days_per_move", 2}}, push_config());
  const Browser browser;
  const std::string endpoint = receiver.endpoint("/push/guest-1?x=1");
  REQUIRE(table.guest.client->request(browser.subscribe(endpoint)).contains("result"));

  // The host moves: the match now waits for the guest.
  table.play({"N"});
  const std::int64_t turn_ms = server::ServerClock::epoch_ms();
  const auto request = receiver.next();
  REQUIRE(request);
  CHECK(request->method() == http::verb::post);
  CHECK(request->target() == "/push/guest-1?x=1");
  CHECK(header(*request, "Content-Encoding") == "aes128gcm");
  CHECK(header(*request, "Urgency") == "normal");
  // Kept until the guest's deadline, two days away.
  const std::int64_t ttl = std::stoll(header(*request, "TTL"));
  CHECK(ttl <= 2 * 24 * 3600);
  CHECK(ttl > 2 * 24 * 3600 - 60);

  // Authorization: vapid t=<JWT>, k=<the key GET /api/push/key gives>.
  const std::string authorization = header(*request, "Authorization");
  const std::string public_key = server_key(table.server.port());
  REQUIRE(authorization.rfind("vapid t=", 0) == 0);
  const auto comma = authorization.find(", k=");
  REQUIRE(comma != std::string::npos);
  CHECK(authorization.substr(comma + 4) == public_key);
  const std::string token = authorization.substr(8, comma - 8);
  const auto last_dot = token.rfind('.');
  const auto verifier = P256Key::from_point(*base64url_decode(public_key));
  REQUIRE(verifier);
  CHECK(verifier->verify(token.substr(0, last_dot), *base64url_decode(token.substr(last_dot + 1))));
  const auto first_dot = token.find('.');
  CHECK(json::parse(*base64url_decode(token.substr(0, first_dot))) ==
        json{{"typ", "JWT"}, {"alg", "ES256"}});
  const json claims =
      json::parse(*base64url_decode(token.substr(first_dot + 1, last_dot - first_dot - 1)));
  CHECK(claims["aud"] == "http://127.0.0.1:" + std::to_string(receiver.port()));
  CHECK(claims["sub"] == "mailto:ops@rockpool.example");
  const std::int64_t expires = claims["exp"];
  CHECK(expires <= turn_ms / 1000 + 12 * 3600 + 1);
  CHECK(expires > turn_ms / 1000 + 12 * 3600 - 60);

  const json payload = json::parse(decrypt_push_body(browser.key, browser.auth, request->body()));
  const std::string game_name = rules::find_game("fences")->info().name;
  CHECK(payload == json{{"title", "Your turn"},
                        {"body", game_name + " against Host"},
                        {"url", "/room/" + table.room},
                        {"tag", table.room}});

  // The guest moves: the host's turn, and the host subscribed nothing; then the guest's again.
  table.play({"S"});
  table.play({"N"});
  const auto again = receiver.next();
  REQUIRE(again);
  CHECK(json::parse(decrypt_push_body(browser.key, browser.auth, again->body()))["tag"] ==
        table.room);
  CHECK(counted(table.server.server().parts().metrics.push_sent_total, 2));
}

TEST_CASE("push: bad subscriptions are refused with their codes and keep nothing") {
  PushReceiver receiver;
  TestServer server(push_config());
  TestClient client(server.port());
  const std::string public_id = client.hello("Guest")["id"];
  const Browser browser;
  const auto refused = [&](const json& request) { return error_code(client.request(request)); };

  CHECK(refused(browser.subscribe("ftp://push.example.net/x")) == "push/bad_subscription");
  CHECK(refused(browser.subscribe("http://push.example.net/x")) == "push/bad_subscription");
  CHECK(refused(browser.subscribe("https:///x")) == "push/bad_subscription");
  CHECK(refused(browser.subscribe("https://push.example.net/a b")) == "push/bad_subscription");
  json off_curve = browser.subscribe(receiver.endpoint("/a"));
  std::string point = browser.key.point();
  point[64] = static_cast<char>(point[64] ^ 1);
  off_curve["keys"]["p256dh"] = base64url_encode(point);
  CHECK(refused(off_curve) == "push/bad_subscription");
  json short_point = browser.subscribe(receiver.endpoint("/a"));
  short_point["keys"]["p256dh"] = base64url_encode(point.substr(0, 33));
  CHECK(refused(short_point) == "push/bad_subscription");
  json short_auth = browser.subscribe(receiver.endpoint("/a"));
  short_auth["keys"]["auth"] = base64url_encode(browser.auth.substr(0, 15));
  CHECK(refused(short_auth) == "push/bad_subscription");
  json not_base64 = browser.subscribe(receiver.endpoint("/a"));
  not_base64["keys"]["auth"] = "****";
  CHECK(refused(not_base64) == "push/bad_subscription");
  json no_keys = browser.subscribe(receiver.endpoint("/a"));
  no_keys.erase("keys");
  CHECK(refused(no_keys) == "request/missing_field");
  CHECK(refused({{"type", "push.subscribe"}}) == "request/missing_field");
  CHECK(subscriptions_of(server).of_player(public_id, "").empty());

  // A good one is kept; at most five a session, the oldest dropped; unsubscribing forgets one.
  for (int i = 0; i < 6; ++i) {
    REQUIRE(client.request(browser.subscribe(receiver.endpoint("/s" + std::to_string(i))))
                .contains("result"));
    advance_clock(std::chrono::milliseconds(1));
  }
  auto kept = subscriptions_of(server).of_player(public_id, "");
  REQUIRE(kept.size() == 5);
  CHECK(kept.front().endpoint == receiver.endpoint("/s1"));
  const json removed =
      client.request({{"type", "push.unsubscribe"}, {"endpoint", kept[2].endpoint}});
  CHECK(removed["result"]["removed"] == true);
  CHECK(subscriptions_of(server).of_player(public_id, "").size() == 4);
  // Another session cannot unsubscribe this one's browsers.
  TestClient other(server.port());
  other.hello("Other");
  CHECK(other.request({{"type", "push.unsubscribe"},
                       {"endpoint", kept[0].endpoint}})["result"]["removed"] == false);
  CHECK(subscriptions_of(server).of_player(public_id, "").size() == 4);
}

TEST_CASE("push: a subscription its push service calls gone (410) is forgotten") {
  PushReceiver receiver;
  receiver.answer_with(410);
  Table table({{"game", "fences"}, {"first", "host"}, {"days_per_move", 3}}, push_config());
  const Browser browser;
  REQUIRE(table.guest.client->request(browser.subscribe(receiver.endpoint("/gone")))
              .contains("result"));
  const std::string guest_id = public_id_of(table.server.port(), table.guest.client->token());
  REQUIRE(subscriptions_of(table.server).of_player(guest_id, "").size() == 1);
  table.play({"N"});
  REQUIRE(receiver.next());
  // The sender counts the forgotten subscription once its store write is done: wait for that.
  auto& metrics = table.server.server().parts().metrics;
  CHECK(counted(metrics.push_gone_total, 1));
  CHECK(subscriptions_of(table.server).of_player(guest_id, "").empty());
  CHECK(metrics.push_sent_total.load() == 0);
}

TEST_CASE("push: over HTTPS, a push service whose certificate no authority signed gets nothing") {
  TlsReceiver receiver;
  Table table({{"game", "fences"}, {"first", "host"}, {"days_per_move", 3}}, push_config());
  const Browser browser;
  const std::string endpoint = "https://127.0.0.1:" + std::to_string(receiver.port()) + "/p";
  REQUIRE(table.guest.client->request(browser.subscribe(endpoint)).contains("result"));
  table.play({"N"});
  // The sender refused the certificate in the handshake: its alert is what the receiver read.
  const auto handshake = receiver.next_handshake();
  REQUIRE(handshake);
  CHECK_MESSAGE((handshake->find("unknown ca") != std::string::npos ||
                 handshake->find("bad certificate") != std::string::npos),
                *handshake);
  auto& metrics = table.server.server().parts().metrics;
  CHECK(counted(metrics.push_failed_total, 1));
  CHECK(metrics.push_sent_total.load() == 0);
  // A failure is no "gone": the subscription stays for the next turn.
  const std::string guest_id = public_id_of(table.server.port(), table.guest.client->token());
  CHECK(subscriptions_of(table.server).of_player(guest_id, "").size() == 1);
}

TEST_CASE("push: the key and the subscriptions survive a restart") {
  TempDir data;
  server::ServerConfig config = push_config();
  config.data_dir = data.path();
  PushReceiver receiver;
  const Browser browser;
  std::string key, token, public_id;
  {
    TestServer server(config);
    key = server_key(server.port());
    TestClient client(server.port());
    const json hello = client.hello("Guest");
    token = client.token();
    public_id = hello["id"];
    REQUIRE(client.request(browser.subscribe(receiver.endpoint("/kept"))).contains("result"));
  }
  TestServer server(config);
  CHECK(server_key(server.port()) == key);
  const auto kept = subscriptions_of(server).of_player(public_id, "");
  REQUIRE(kept.size() == 1);
  CHECK(kept[0].endpoint == receiver.endpoint("/kept"));
  CHECK(kept[0].p256dh == base64url_encode(browser.key.point()));
}

TEST_CASE(
    "push: in a cluster, every node signs with one key and pushes a turn wherever it was "
    "subscribed") {
  if (!cluster_mode()) return;
  PushReceiver receiver;
  server::ServerConfig config_a = push_config();
  server::ServerConfig config_b = config_a;  // the same database
  config_b.node_id = "node2";
  TestServer a(config_a);
  TestServer b(config_b);
  CHECK(server_key(a.port()) == server_key(b.port()));

  // The guest's browser subscribes through node b; the match is played on node a.
  const Browser browser;
  TestClient guest_on_b(b.port());
  guest_on_b.hello("Guest");
  REQUIRE(guest_on_b.request(browser.subscribe(receiver.endpoint("/b"))).contains("result"));
  Seat host;
  host.client = std::make_unique<TestClient>(a.port());
  host.client->hello("Host");
  const std::string room = create_room(
      *host.client, {{"game", "fences"}, {"first", "host"}, {"days_per_move", 2}})["room"]["id"];
  Seat guest;
  guest.client = std::make_unique<TestClient>(a.port());
  guest.client->hello("Guest", guest_on_b.token());
  REQUIRE(guest.client->request({{"type", "room.join"}, {"room", room}}).contains("result"));
  REQUIRE(host.pump([&](const json&) { return host.match.decides(); }));
  REQUIRE(host.act("N").contains("result"));

  const auto request = receiver.next();
  REQUIRE(request);
  CHECK(request->target() == "/b");
  CHECK(json::parse(decrypt_push_body(browser.key, browser.auth, request->body()))["tag"] == room);
  const std::string authorization = header(*request, "Authorization");
  CHECK(authorization.substr(authorization.find(", k=") + 4) == server_key(b.port()));
}

}  // namespace
}  // namespace rockpool::tests
