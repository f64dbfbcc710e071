// hello, session tokens, and requests answered exactly once.

#include <doctest/doctest.h>

#include <thread>

#include "tests/server/held_store.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

TEST_CASE("session: hello issues a 128-bit token and the name") {
  TestServer server;
  TestClient client(server.port());
  const json result = client.hello("Ada");
  CHECK(result["protocol"] == 1);
  CHECK(result["name"] == "Ada");
  CHECK(result["resumed"] == false);
  CHECK(result["token"].get<std::string>().size() == 22);  // 128 bits in base64url
  CHECK(result["id"].get<std::string>() != result["token"].get<std::string>());
}

TEST_CASE("session: nothing but hello before hello; hello only once") {
  TestServer server;
  TestClient client(server.port());
  json early = client.request({{"type", "lobby.subscribe"}});
  CHECK(early["error"]["code"] == "session/hello_required");
  client.hello("Ada");
  json twice = client.request({{"type", "hello"}, {"protocol", 1}});
  CHECK(twice["error"]["code"] == "session/hello_twice");
}

TEST_CASE("session: names are checked") {
  TestServer server;
  for (const char* bad : {"", " Ada", "Ada ", "<script>", "a\x01b", "abcdefghijklmnopqrstuvwxy"}) {
    TestClient client(server.port());
    json reply = client.request({{"type", "hello"}, {"protocol", 1}, {"name", bad}});
    CHECK_MESSAGE(reply["error"]["code"] == "session/bad_name", bad);
  }
  TestClient unicode(server.port());
  CHECK(unicode.hello("Zoë 🦀")["name"] == "Zoë 🦀");
}

TEST_CASE("session: names that impersonate the bot or hide characters get session/bad_name") {
  TestServer server;
  for (const char* bad :
       {"Rockbot", "ROCKBOT", "Rock bot", "rock-bot", "Bot", "Ｒｏｃｋｂｏｔ", "Rock\u200Bbot",
        "Ada\u202EevE", "\uFEFFAda", "Rock\u00ADbot", "\u3164", "Ada  Lovelace"}) {
    TestClient client(server.port());
    json reply = client.request({{"type", "hello"}, {"protocol", 1}, {"name", bad}});
    CHECK_MESSAGE(reply["error"]["code"] == "session/bad_name", reply.dump());
  }
}

TEST_CASE("session: an unsupported protocol version is refused") {
  TestServer server;
  TestClient client(server.port());
  json reply = client.request({{"type", "hello"}, {"protocol", 2}});
  CHECK(reply["error"]["code"] == "protocol/unsupported");
}

TEST_CASE("session: the token gets the same session back on a new connection") {
  TestServer server;
  std::string token, id;
  {
    TestClient first(server.port());
    const json result = first.hello("Ada");
    token = result["token"];
    id = result["id"];
  }
  TestClient again(server.port());
  const json result = again.hello("Ada", token);
  CHECK(result["resumed"] == true);
  CHECK(result["id"] == id);
  TestClient stranger(server.port());
  CHECK(stranger.hello("Eve", "not-a-token")["resumed"] == false);
}

TEST_CASE(
    "session: a hello whose session is read from the store is answered before the next "
    "request") {
  HeldData data;
  // A session the store keeps but the server has not in memory (not seen for long).
  data.store->write(server::SessionRecord{"old-token-0123456789", "old-id", "Ada", 1});
  data.store->flush();
  data.held->hold_session_reads();
  TestServer server(data.config, std::move(data.store));
  TestClient client(server.port());
  client.send({{"type", "hello"}, {"id", "h"}, {"protocol", 1}, {"token", "old-token-0123456789"}});
  client.send({{"type", "ping"}, {"id", "p"}});
  // The hello waits for its store read, and the request behind it waits for the hello.
  for (int i = 0; i < 500 && data.held->session_reads_waiting() == 0; ++i)
    std::this_thread::sleep_for(10ms);
  REQUIRE(data.held->session_reads_waiting() == 1);
  // Time for the ping to reach the server (the client's second segment may wait for an ACK): a
  // server that read it while the hello waits answers it at once, out of order.
  std::this_thread::sleep_for(300ms);
  data.held->release_session_reads();
  const auto hello = client.next_of_type("reply");
  REQUIRE(hello);
  CHECK((*hello)["id"] == "h");
  CHECK((*hello)["result"]["resumed"] == true);
  CHECK((*hello)["result"]["name"] == "Ada");
  const auto ping = client.next_of_type("reply");
  REQUIRE(ping);
  CHECK((*ping)["id"] == "p");
  CHECK_MESSAGE(ping->contains("result"), ping->dump());
}

TEST_CASE("session: a request sent again with the same id gets the same reply, applied once") {
  TestServer server;
  TestClient host(server.port());
  host.hello("Host");
  const json body = {{"type", "room.create"}, {"id", "create-1"}, {"game", "fences"}};
  host.send(body);
  auto first = host.next_of_type("reply");
  REQUIRE(first);
  host.send(body);
  auto second = host.next_of_type("reply");
  REQUIRE(second);
  CHECK(*first == *second);
  // One room, not two: the room list of /api/rooms shows one.
  std::this_thread::sleep_for(300ms);
  CHECK(json::parse(http_get(server.port(), "/api/rooms").second)["rooms"].size() == 1);
}

TEST_CASE("session: the same id from a reconnected connection gets the same reply") {
  TestServer server;
  std::string token;
  json first_reply;
  {
    TestClient client(server.port());
    token = client.hello("Ada")["token"];
    client.send({{"type", "room.create"}, {"id", 7}, {"game", "fences"}, {"public", false}});
    first_reply = *client.next_of_type("reply");
  }
  TestClient again(server.port());
  again.hello("Ada", token);
  again.send({{"type", "room.create"}, {"id", 7}, {"game", "fences"}, {"public", false}});
  CHECK(*again.next_of_type("reply") == first_reply);
}

}  // namespace
}  // namespace rockpool::tests
