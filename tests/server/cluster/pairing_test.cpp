// Quick pairing across nodes, with real nodes on a real PostgreSQL: two seekers whose connections
// reached different nodes are paired into one room, which both join (one of them following
// `moved` to the node that holds it) and play; a seek cancelled on one node is off the shared
// board, and no other node pairs it.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>

#include <functional>
#include <thread>

#include "server/cluster/pg_connection.hpp"
#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/table.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

const json kCasualFencesSeek = {{"type", "seek"}, {"game", "fences"}};

Seat seeking_player(std::uint16_t port, const std::string& name) {
  Seat seat;
  seat.client = std::make_unique<TestClient>(port);
  seat.client->hello(name);
  const json reply = seat.client->request(kCasualFencesSeek);
  REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
  return seat;
}

json paired_frame(Seat& seat) {
  // The first round that sees both seeks pairs them: within a second or so.
  const auto frame = seat.client->next_of_type("seek.paired", 20s);
  REQUIRE(frame);
  return *frame;
}

// Joins the paired room by its code on the seat's node, or else on the node `moved` names.
void join_paired_anywhere(Seat& seat, const json& paired, const std::string& name,
                          const std::map<std::string, std::uint16_t>& ports) {
  const json body = {{"type", "room.join"}, {"code", paired["code"]}, {"as", "player"}};
  json joined = seat.client->request(body);
  if (joined.contains("error")) {
    REQUIRE_MESSAGE(joined["error"]["code"] == "room/moved", joined.dump());
    const auto moved = seat.client->next_of_type("moved", 5s);
    REQUIRE(moved);
    REQUIRE(ports.count((*moved)["url"]) == 1);
    const std::string token = seat.client->token();
    seat.client = std::make_unique<TestClient>(ports.at((*moved)["url"]));
    seat.client->hello(name, token);
    joined = seat.client->request(body);
  }
  REQUIRE_MESSAGE(joined.contains("result"), joined.dump());
  CHECK(joined["result"]["seat"] == paired["seat"]);
  REQUIRE(seat.pump([&](const json&) { return seat.match.ready(); }));
}

std::int64_t seeks_on_board(server::cluster::PgConnection& db) {
  return db.query("SELECT count(*) FROM seeks").integer(0, 0);
}

std::int64_t sessions_of(server::cluster::PgConnection& db, const std::string& token) {
  return db
      .query("SELECT count(*) FROM sessions WHERE token = $1",
             server::cluster::PgParams().text(token))
      .integer(0, 0);
}

// Waits until `count` is `wanted`, for at most ten seconds.
bool becomes(const std::function<std::int64_t()>& count, std::int64_t wanted) {
  for (int i = 0; i < 200; ++i) {
    if (count() == wanted) return true;
    std::this_thread::sleep_for(50ms);
  }
  return false;
}

}  // namespace

TEST_CASE("cluster: seekers connected to different nodes are paired, and play") {
  if (!cluster_tests_on()) return;
  const TwoNodes cluster;
  const std::map<std::string, std::uint16_t> ports{{cluster.a.url(), cluster.a.port},
                                                   {cluster.b.url(), cluster.b.port}};
  Seat ann = seeking_player(cluster.a.port, "Ann");
  Seat bob = seeking_player(cluster.b.port, "Bob");

  const json ann_paired = paired_frame(ann);
  const json bob_paired = paired_frame(bob);
  CHECK(ann_paired["room"] == bob_paired["room"]);
  CHECK(ann_paired["code"] == bob_paired["code"]);
  CHECK(ann_paired["opponent"]["name"] == "Bob");
  CHECK(bob_paired["opponent"]["name"] == "Ann");
  CHECK(ann_paired["seat"] != bob_paired["seat"]);

  join_paired_anywhere(ann, ann_paired, "Ann", ports);
  join_paired_anywhere(bob, bob_paired, "Bob", ports);
  await_both_connected(ann, bob);
  Seat& mover = ann.match.decides() ? ann : bob;
  CHECK(mover.act(fence_race_move(mover.match)).contains("result"));
}

TEST_CASE("cluster: a seek cancelled on one node is gone for the others") {
  if (!cluster_tests_on()) return;
  const TwoNodes cluster;
  server::cluster::PgConnection db(cluster.database, "rockpool tests");

  Seat cy = seeking_player(cluster.b.port, "Cy");
  // The seek is answered before it is on the board: it is there soon after.
  for (int i = 0; i < 100 && seeks_on_board(db) == 0; ++i)
    std::this_thread::sleep_for(50ms);
  REQUIRE(seeks_on_board(db) == 1);
  const json cancelled = cy.client->request({{"type", "seek.cancel"}});
  REQUIRE_MESSAGE(cancelled.contains("result"), cancelled.dump());
  CHECK(cancelled["result"]["cancelled"] == true);
  // Answered once it is off the board.
  CHECK(seeks_on_board(db) == 0);

  // A seeker of the other node is paired with the next one, never with the cancelled seek.
  Seat dee = seeking_player(cluster.a.port, "Dee");
  Seat eve = seeking_player(cluster.b.port, "Eve");
  CHECK(paired_frame(dee)["opponent"]["name"] == "Eve");
  CHECK(paired_frame(eve)["opponent"]["name"] == "Dee");
}

TEST_CASE(
    "cluster: a seek is on the shared board only once its seeker's session is committed, so that "
    "the node that pairs it can seat the seeker") {
  if (!cluster_tests_on()) return;
  const TwoNodes cluster;
  server::cluster::PgConnection db(cluster.database, "rockpool tests");
  Seat bob;
  bob.client = std::make_unique<TestClient>(cluster.b.port);
  bob.client->hello("Bob");
  const std::string bob_token = bob.client->token();
  REQUIRE(becomes([&] { return sessions_of(db, bob_token); }, 1));

  // Ann's session is said hello to while no session can be written.
  server::cluster::PgConnection holder(cluster.database, "rockpool tests: sessions held");
  holder.exec("BEGIN");
  holder.exec("LOCK TABLE sessions IN SHARE ROW EXCLUSIVE MODE");
  Seat ann = seeking_player(cluster.a.port, "Ann");
  const std::string ann_token = ann.client->token();
  // Node a's writer waits on the lock, with Ann's session in its batch.
  REQUIRE(becomes(
      [&] { return db.query("SELECT count(*) FROM pg_locks WHERE NOT granted").integer(0, 0); },
      1));
  // A seek that did not wait for its session would be on the board well within this.
  std::this_thread::sleep_for(1s);
  CHECK(sessions_of(db, ann_token) == 0);
  CHECK(seeks_on_board(db) == 0);
  holder.exec("COMMIT");

  REQUIRE(becomes([&] { return seeks_on_board(db); }, 1));
  REQUIRE(bob.client->request(kCasualFencesSeek).contains("result"));
  CHECK(paired_frame(ann)["opponent"]["name"] == "Bob");
  CHECK(paired_frame(bob)["opponent"]["name"] == "Ann");
}

}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
