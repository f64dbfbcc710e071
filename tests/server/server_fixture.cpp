#include "tests/server/server_fixture.hpp"

#include <doctest/doctest.h>
#include <spdlog/spdlog.h>

#include <cstdlib>
#include <filesystem>

#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {

server::ServerConfig test_config() {
  server::ServerConfig config;
  config.host = "127.0.0.1";
  config.port = 0;
  config.threads = 2;
  config.log_level = "off";
  config.shutdown_timeout = std::chrono::seconds(2);
  config.bot_think = std::chrono::milliseconds(0);
  // Bots think a fiftieth of their budget (level 5: 40 ms) and share one thread.
  config.bot_budget_percent = 2;
  config.bot_threads = 1;
  // Every test client comes from 127.0.0.1: the limits per address are tested on their own.
  config.max_connections_per_address = 0;
  config.new_sessions_per_minute = 0;
  config.max_rooms_per_address = 0;
  config.cheap_password_hashing = true;  // Argon2id at its least cost: tests hash many passwords
#ifdef ROCKPOOL_WITH_POSTGRES
  // The whole suite again on a one-node cluster: each config its own database.
  if (std::getenv("ROCKPOOL_TEST_CLUSTER"))
    config.cluster = TestPostgres::shared().fresh_database();
#endif
  return config;
}

server::ServerConfig rate_limited_config(double per_second, double burst) {
  server::ServerConfig config = test_config();
  config.rate_per_second = per_second;
  config.rate_burst = burst;
  return config;
}

TempDir::TempDir() {
  char pattern[] = "/tmp/rockpool-test-XXXXXX";
  REQUIRE(mkdtemp(pattern));
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

TestServer::TestServer(server::ServerConfig config, std::unique_ptr<server::Store> store) {
  spdlog::set_level(spdlog::level::off);
  // Before the server sets any timer: tests move its clock instead of sleeping.
  server::ServerClock::allow_moving();
  if (config.data_dir == server::ServerConfig{}.data_dir) {
    data_ = std::make_unique<TempDir>();
    config.data_dir = data_->path();
  }
  server_ = std::make_unique<server::Server>(std::move(config), std::move(store));
  server_->start();
}

TestServer::~TestServer() {
  server_->stop();
}

bool MatchView::take(const json& frame) {
  const std::string type = frame.value("type", "");
  if (type == "reply" && frame.contains("update")) return take(frame["update"]);
  if (type == "match.snapshot") {
    match_id = frame["match"];
    room_id = frame["room"];
    version = frame["version"];
    view = frame["view"];
    return true;
  }
  if (type == "match.patch") {
    if (frame["match"] != match_id) return false;
    REQUIRE_MESSAGE(frame["base"] == version, "a patch with a gap: " << frame.dump());
    view = view.patch(frame["patch"]);
    version = frame["version"];
    return true;
  }
  return false;
}

std::vector<std::string> MatchView::legal() const {
  std::vector<std::string> names;
  if (!ready()) return names;
  for (const auto& [name, targets] : view["legal"].items())
    names.push_back(name);
  return names;
}

bool Seat::pump(const std::function<bool(const json&)>& until, std::chrono::milliseconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (std::chrono::steady_clock::now() < deadline) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    auto frame = client->next(std::max(left, std::chrono::milliseconds(1)));
    if (!frame) return false;
    match.take(*frame);
    if (until(*frame)) return true;
  }
  return false;
}

json Seat::act(const std::string& action) {
  json reply = client->request({{"type", "match.action"},
                                {"match", match.match_id},
                                {"version", match.version},
                                {"action", action}});
  match.take(reply);
  return reply;
}

void await_both_connected(Seat& one, Seat& other) {
  for (Seat* seat : {&one, &other}) {
    const auto both = [seat] {
      const json& players = seat->match.view["players"];
      return players["0"]["connected"] == true && players["1"]["connected"] == true;
    };
    if (both()) continue;
    REQUIRE(seat->pump([&](const json&) { return both(); }));
  }
}

json create_room(TestClient& host, const json& settings) {
  json body = settings;
  body["type"] = "room.create";
  json reply = host.request(body);
  REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
  return reply["result"];
}

}  // namespace rockpool::tests
