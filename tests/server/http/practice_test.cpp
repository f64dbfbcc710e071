// POST /api/games/<id>/practice: positions and legal targets from the real engine, for the How to
// play page, over real sockets; bounded, and refusing what it should.

#include "server/http/practice.hpp"

#include <doctest/doctest.h>

#include "tests/server/net/raw_socket.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

struct Answer {
  int status = 0;
  json body;
  RawResponse raw;
};

Answer post(std::uint16_t port, const std::string& target, const std::string& body) {
  RawSocket socket(port);
  socket.send("POST " + target +
              " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
              "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
  auto response = socket.read_response();
  REQUIRE(response);
  Answer answer{response->status, json::parse(response->body, nullptr, false), *response};
  return answer;
}

Answer practice(std::uint16_t port, const std::string& game, const json& body) {
  return post(port, "/api/games/" + game + "/practice", body.dump());
}

TEST_CASE("practice: the start, and the position after some moves, as the deciding seat sees it") {
  TestServer server;
  const auto start = practice(server.port(), "fences", json::object());
  REQUIRE(start.status == 200);
  CHECK(start.raw.field("Content-Type") == "application/json");
  CHECK(start.body["seat"] == 0);
  const json& view = start.body["view"];
  CHECK(view["you"] == 0);
  CHECK(view["decide"] == true);
  CHECK(view["ply"] == 0);
  CHECK(view["legal"]["N"] == json::array({"e2"}));
  CHECK(view["legal"]["d7-"] == json::array({"d7-"}));
  CHECK(view["pawns"] == json{{"0", "e1"}, {"1", "e9"}});

  const auto later = practice(server.port(), "fences", {{"moves", {"N", "S", "d7-"}}});
  REQUIRE(later.status == 200);
  CHECK(later.body["seat"] == 1);
  CHECK(later.body["view"]["ply"] == 3);
  CHECK(later.body["view"]["fences"] == json{{"d7-", 0}});
  CHECK(later.body["view"]["last"] == json::array({"d7-"}));
  CHECK(later.body["view"]["legal"].contains("N"));
  CHECK_FALSE(later.body["view"]["legal"].contains("S"));  // the fence d7- closes e8-e7

  // Another seat's view on request: it does not decide.
  const auto other = practice(server.port(), "fences", {{"moves", {"N"}}, {"seat", 0}});
  REQUIRE(other.status == 200);
  CHECK(other.body["view"]["you"] == 0);
  CHECK(other.body["view"]["decide"] == false);
}

TEST_CASE("practice: options, and a secret simultaneous choice given with its seat") {
  TestServer server;
  const auto few = practice(server.port(), "fences", {{"options", {{"fences", 3}, {"meet", 2}}}});
  REQUIRE(few.status == 200);
  CHECK(few.body["view"]["fences_left"] == json::array({3, 3}));
  CHECK(few.body["view"]["pawns"]["0"] == "e3");
  // `first`, listed with the options, is the room's: checked here, and without effect.
  const auto listed = practice(server.port(), "fences", {{"options", {{"first", "guest"}}}});
  CHECK(listed.status == 200);
  CHECK(practice(server.port(), "fences", {{"options", {{"first", "me"}}}}).body["error"]["code"] ==
        "options/out_of_range");

  // Both seats choose their King's square at once: a plain notation cannot say whose it is.
  const auto unclear = practice(server.port(), "lazyking", {{"moves", {"B1:K"}}});
  CHECK(unclear.status == 400);
  CHECK(unclear.body["error"]["code"] == "request/bad_field");
  CHECK(unclear.body["move"] == 0);
  const auto chosen =
      practice(server.port(), "lazyking", {{"moves", {{{"seat", 0}, {"action", "B1:K"}}}}});
  REQUIRE(chosen.status == 200);
  CHECK(chosen.body["seat"] == 1);  // seat 0 has chosen: seat 1 still decides
  CHECK(chosen.body["view"]["decide"] == true);
  CHECK(chosen.body["view"]["legal"].contains("C8:K"));
}

TEST_CASE("practice: the view is the one a player of a live match is sent") {
  Table table({{"game", "fences"}, {"first", "host"}});
  const std::vector<std::string> moves = {"N", "S", "c3/", "e5-", "W"};
  for (const auto& move : moves) {
    Seat& mover = table.mover();
    REQUIRE(mover.act(move).contains("result"));
    table.sync(mover);
  }
  Seat& deciding = table.mover();
  const auto answer = practice(table.server.port(), "fences", {{"moves", moves}});
  REQUIRE(answer.status == 200);
  json practised = answer.body["view"];
  json live = deciding.match.view;
  // The match's identity, the people and the clock are the room's own.
  for (json* view : {&practised, &live}) {
    for (const char* member : {"match", "players", "clock"})
      view->erase(member);
  }
  CHECK(practised == live);
}

TEST_CASE("practice: refusals name the move and the engine's reason; the rest is bounded") {
  TestServer server;
  // X's pawn cannot go north from the board's north edge.
  const auto illegal = practice(server.port(), "fences", {{"moves", {"N", "N"}}});
  CHECK(illegal.status == 400);
  CHECK(illegal.body["error"]["code"] == "action/illegal");
  CHECK(illegal.body["move"] == 1);
  CHECK_FALSE(illegal.body["error"]["message"].get<std::string>().empty());
  CHECK(practice(server.port(), "fences", {{"moves", {"zz"}}}).body["error"]["code"] ==
        "action/malformed");
  CHECK(practice(server.port(), "fences", {{"options", {{"fences", 11}}}}).body["error"]["code"] ==
        "options/out_of_range");
  CHECK(practice(server.port(), "fences", {{"moves", "N"}}).body["error"]["code"] ==
        "request/bad_field");
  CHECK(practice(server.port(), "fences", {{"seat", 2}}).status == 400);
  CHECK(post(server.port(), "/api/games/fences/practice", "{not json").body["error"]["code"] ==
        "request/invalid_json");
  const auto unknown = practice(server.port(), "chess", json::object());
  CHECK(unknown.status == 404);
  CHECK(unknown.body["error"]["code"] == "game/unknown");

  json many = json::array();
  for (std::size_t i = 0; i <= server::kMaxPracticeMoves; ++i)
    many.push_back(i % 2 ? "S" : "N");
  const auto too_many = practice(server.port(), "fences", {{"moves", many}});
  CHECK(too_many.status == 400);
  CHECK(too_many.body["error"]["code"] == "request/bad_field");

  const auto too_big = post(server.port(), "/api/games/fences/practice",
                            R"({"moves": [")" + std::string(20000, 'N') + R"("]})");
  CHECK(too_big.status == 413);

  // Only POST.
  RawSocket socket(server.port());
  const RawResponse get = get_over(socket, "/api/games/fences/practice");
  CHECK(get.status == 405);
  CHECK(get.field("Allow") == "POST");
}

}  // namespace
}  // namespace rockpool::tests
