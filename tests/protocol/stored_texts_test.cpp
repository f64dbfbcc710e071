// Texts the server stores or sends between its nodes and to push services: archived moves, the
// quick pairing's announcement, a push notice and a VAPID token's parts, each read back as written.

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "protocol/archived_moves.hpp"
#include "protocol/pairing_announcement.hpp"
#include "protocol/push_payloads.hpp"

namespace rockpool::tests {
namespace {

using nlohmann::json;

TEST_CASE("archived moves: written and read back, a bot's move without a request id") {
  protocol::ArchivedMovesWriter writer(2);
  writer.add(0, "D1:K", 100, "\"r1\"");
  writer.add(1, R"(E3\B1)", 200, "");
  const std::string text = std::move(writer).text();
  CHECK(text == R"([[0,"D1:K",100,"\"r1\""],[1,"E3\\B1",200,null]])");
  const auto moves = protocol::read_archived_moves(text);
  REQUIRE(moves);
  REQUIRE(moves->size() == 2);
  CHECK((*moves)[0].request_id == "\"r1\"");
  CHECK((*moves)[1].notation == R"(E3\B1)");
  CHECK((*moves)[1].request_id.empty());
  CHECK(protocol::read_archived_moves(std::move(protocol::ArchivedMovesWriter(0)).text())->empty());
  CHECK_FALSE(protocol::read_archived_moves("[[0,\"N\",1]]"));
}

TEST_CASE("pairing announcement: written and read back; anything else is refused") {
  const protocol::PairingAnnouncement sent{"node-2",       "seeker", "room",
                                           "fences:300+2", "Grace",  R"({"type":"seek.paired"})"};
  const auto read = protocol::read_announcement(protocol::announcement_text(sent));
  REQUIRE(read);
  CHECK(read->node == "node-2");
  CHECK(read->seeker == "seeker");
  CHECK(read->room == "room");
  CHECK(read->pool == "fences:300+2");
  CHECK(read->opponent == "Grace");
  CHECK(read->frame == sent.frame);
  CHECK_FALSE(protocol::read_announcement("{}"));
  CHECK_FALSE(protocol::read_announcement("not json"));
}

TEST_CASE("push payloads: the notice a service worker shows, and a VAPID token's parts") {
  CHECK(json::parse(protocol::notice_payload("Your turn", "Fences against \"Ada\"", "/r/x", "t")) ==
        json{{"title", "Your turn"},
             {"body", "Fences against \"Ada\""},
             {"url", "/r/x"},
             {"tag", "t"}});
  CHECK(json::parse(protocol::vapid_header()) == json{{"typ", "JWT"}, {"alg", "ES256"}});
  CHECK(json::parse(protocol::vapid_claims("https://push.example", 1700000000, "mailto:a@b")) ==
        json{{"aud", "https://push.example"}, {"exp", 1700000000}, {"sub", "mailto:a@b"}});
}

}  // namespace
}  // namespace rockpool::tests
