// A host cancels a round robin nobody has started: the refusals, the patch its watchers get, the
// requests it refuses from then on, the public list it leaves, the host's limit it frees, and its
// status kept through a restart.

#include <doctest/doctest.h>

#include <algorithm>

#include "tests/server/server_fixture.hpp"
#include "tests/server/tournament/tournament_replies.hpp"

namespace rockpool::tests::tournament_cancel {
namespace {

using tournament_replies::error_of;
using tournament_replies::live_round_robin;
using tournament_replies::request_of;
using tournament_replies::result_of;

const json kLive = live_round_robin();

// The public list's invite codes.
std::vector<std::string> listed_codes(std::uint16_t port) {
  const json listed = json::parse(http_get(port, "/api/tournaments").second);
  std::vector<std::string> codes;
  for (const json& entry : listed["tournaments"])
    codes.push_back(entry["code"]);
  return codes;
}

bool has(const std::vector<std::string>& codes, const std::string& code) {
  return std::find(codes.begin(), codes.end(), code) != codes.end();
}

}  // namespace

TEST_CASE("tournament: the host cancels an open one; it stays cancelled through a restart") {
  TempDir data;
  server::ServerConfig config = test_config();
  config.data_dir = data.path();
  std::string code;
  std::string host_token;
  json cancelled;
  {
    TestServer server(config);
    TestClient host(server.port());
    host.hello("Host");
    TestClient player(server.port());
    player.hello("Player");
    TestClient watcher(server.port());
    watcher.hello("Watcher");
    TestClient late(server.port());
    late.hello("Late");

    code = result_of(host.request(kLive))["tournament"]["code"];
    result_of(player.request(request_of("tournament.join", code)));
    const json watched = result_of(watcher.request(request_of("tournament.watch", code)));
    CHECK(watched["tournament"]["players"].size() == 2);
    CHECK(has(listed_codes(server.port()), code));

    CHECK(error_of(player.request(request_of("tournament.cancel", code))) == "tournament/not_host");
    CHECK(error_of(host.request(request_of("tournament.cancel", "nope"))) ==
          "tournament/not_found");
    CHECK(result_of(host.request(request_of("tournament.cancel", code))) == json::object());

    // The watcher is shown the change as any other.
    const auto patch = watcher.next_of_type("tournament.patch");
    REQUIRE(patch);
    CHECK((*patch)["base"] == watched["version"]);
    cancelled = watched["tournament"].patch((*patch)["patch"]);
    CHECK(cancelled["status"] == "cancelled");
    CHECK(cancelled["finished_ms"].is_number());

    // Nothing more happens to it.
    CHECK(error_of(late.request(request_of("tournament.join", code))) == "tournament/finished");
    CHECK(error_of(player.request(request_of("tournament.leave", code))) == "tournament/finished");
    CHECK(error_of(host.request(request_of("tournament.start", code))) == "tournament/finished");
    CHECK(error_of(host.request(request_of("tournament.cancel", code))) == "tournament/finished");

    // Reached by its code still, but no longer listed.
    const auto [status, body] = http_get(server.port(), "/api/tournaments/" + code);
    CHECK(status == 200);
    CHECK(json::parse(body) == cancelled);
    CHECK(result_of(late.request(request_of("tournament.watch", code)))["tournament"] == cancelled);
    CHECK_FALSE(has(listed_codes(server.port()), code));

    // It no longer counts among the host's tournaments: three more, and then the limit.
    for (int i = 0; i < 3; ++i)
      result_of(host.request(kLive));
    CHECK(error_of(host.request(kLive)) == "tournament/limit");
    host_token = host.token();
  }

  TestServer again(config);
  TestClient host(again.port());
  host.hello("Host", host_token);
  const json restored = result_of(host.request(request_of("tournament.watch", code)));
  CHECK(restored["tournament"] == cancelled);
  CHECK_FALSE(has(listed_codes(again.port()), code));
  CHECK(error_of(host.request(request_of("tournament.start", code))) == "tournament/finished");
  // Still the three open ones after the restart: the cancelled one is not counted.
  CHECK(error_of(host.request(kLive)) == "tournament/limit");
}

}  // namespace rockpool::tests::tournament_cancel
