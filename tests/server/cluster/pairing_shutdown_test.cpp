// Quick pairing on a cluster node that stops while PostgreSQL is away: a seek cancel still
// waiting for the seek board is answered before the connection closes, and the board holds on to
// nothing of the server's once the matchmaker has stopped (a cancel's callback kept until the
// store goes would release its connection after the server's parts that connection uses).

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>

#include <thread>

#include "server/cluster/pg_connection.hpp"
#include "server/server_parts.hpp"
#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

// PostgreSQL stopped for the scope, and started again however the scope ends.
class PostgresDown {
 public:
  PostgresDown() { TestPostgres::shared().stop(); }
  ~PostgresDown() { TestPostgres::shared().start(); }
  PostgresDown(const PostgresDown&) = delete;
  PostgresDown& operator=(const PostgresDown&) = delete;
};

void await_seek_on_board(const std::string& database) {
  server::cluster::PgConnection db(database, "rockpool tests");
  const auto seeks = [&db] { return db.query("SELECT count(*) FROM seeks").integer(0, 0); };
  for (int i = 0; i < 100 && seeks() == 0; ++i)
    std::this_thread::sleep_for(50ms);
  REQUIRE(seeks() == 1);
}

}  // namespace

TEST_CASE("cluster: a node stopped while PostgreSQL is down answers the seek cancel waiting") {
  if (!cluster_tests_on()) return;
  const server::ServerConfig config = test_config();
  auto node = std::make_unique<TestServer>(config);
  TestClient cy(node->port());
  cy.hello("Cy");
  REQUIRE(cy.request({{"type", "seek"}, {"game", "fences"}}).contains("result"));
  await_seek_on_board(config.cluster);
  // Nothing is left to write while PostgreSQL is down: the node's stop does not wait for it.
  node->server().parts().store->flush();

  const PostgresDown down;
  const std::int64_t cancel = TestClient::next_id();
  cy.send({{"type", "seek.cancel"}, {"id", cancel}});
  // A connection's requests are handled in order: once this one is answered, the cancel waits
  // on the board, which cannot reach PostgreSQL.
  REQUIRE(cy.request({{"type", "ping"}}).contains("result"));
  node.reset();

  std::optional<json> answer;
  while (auto frame = cy.next(5s)) {
    if ((*frame)["type"] == "reply" && (*frame)["id"] == cancel) answer = frame;
  }
  REQUIRE_MESSAGE(answer, "the cancel was never answered");
  CHECK_MESSAGE(error_code(*answer) == "server/shutting_down", answer->dump());
}

}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
