// Bots through the server: a whole match against each level, levels validated, the draw answer
// in the chat, a search called off when the position changes, and the bots' /metrics.

#include <doctest/doctest.h>

#include <atomic>
#include <thread>

#include "rules/core/random.hpp"
#include "rules/registry/registry.hpp"
#include "server/server_clock.hpp"
#include "server/store/sqlite_store.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

// A human against the bot of a room created with `settings`, the human in seat 0.
struct BotTable {
  explicit BotTable(const json& settings, server::ServerConfig config = test_config())
      : server(config) {
    human.client = std::make_unique<TestClient>(server.port());
    human.client->hello("Human");
    json full = settings;
    full["opponent"] = "bot";
    full["first"] = "host";
    created = create_room(*human.client, full);
    REQUIRE(human.pump([&](const json&) { return human.match.ready(); }));
  }
  TestServer server;
  Seat human;
  json created;
};

// The human plays random legal actions until the match ends, or for `most` plies; returns the
// plies.
int play_to_the_end(Seat& human, std::uint64_t seed, int most = 400) {
  rules::Random random(seed);
  int plies = 0;
  while (human.match.status() == "playing") {
    if (plies++ == most) return most;
    REQUIRE(plies < 400);
    if (!human.match.decides()) {
      const std::int64_t before = human.match.version;
      REQUIRE_MESSAGE(human.pump([&](const json&) { return human.match.version > before; }, 10s),
                      "the bot did not answer");
      continue;
    }
    const auto legal = human.match.legal();
    REQUIRE(!legal.empty());
    const json reply = human.act(legal[random.below(static_cast<std::uint32_t>(legal.size()))]);
    // In a choice both seats make at once, the bot's choice may move the match on before the
    // human's view shows it: the server refuses the stale action and sends a fresh snapshot.
    if (reply.contains("error") && reply["error"]["code"] == "action/stale_version") {
      REQUIRE(human.pump([](const json& frame) { return frame["type"] == "match.snapshot"; }));
      continue;
    }
    REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
  }
  return plies;
}

double metric(std::uint16_t port, const std::string& name) {
  const std::string body = http_get(port, "/metrics").second;
  const auto at = body.find("\n" + name + " ");
  REQUIRE_MESSAGE(at != std::string::npos, name);
  return std::stod(body.substr(at + name.size() + 2));
}

TEST_CASE("bots: a whole match against each level, secret setups included, only legal actions") {
  // A game per level, so that every game meets the bot: the short ones whole, the long ones
  // to a ply limit.
  const std::vector<std::pair<int, json>> rooms = {
      {1, {{"game", "kaninariebi"}}},
      {2, {{"game", "pawnd"}}},
      {3, {{"game", "lazyking"}, {"options", {{"ply_limit", 60}}}}},
      {4, {{"game", "prawns"}, {"options", {{"ply_limit", 60}}}}},
      {5, {{"game", "fences"}, {"options", {{"fences", 3}, {"ply_limit", 120}}}}},
  };
  for (const auto& room : rooms) {
    // Not a structured binding: clang 14 cannot capture one in CAPTURE's lambda.
    const int level = room.first;
    CAPTURE(level);
    json with_level = room.second;
    with_level["bot_level"] = level;
    BotTable table(with_level);
    CHECK(table.human.match.view["players"]["1"]["name"] == "Rockbot " + std::to_string(level));
    CHECK(table.human.match.view["players"]["1"]["bot"] == true);
    const int plies = play_to_the_end(table.human, 100 + static_cast<std::uint64_t>(level));
    CHECK(plies > 0);
    CHECK(table.human.match.status() != "playing");
    // Every action the bot played was legal: none was refused.
    CHECK(metric(table.server.port(), "rockpool_bot_searches_total") > 0);
  }
}

// Ordinary threads that keep every core busy while they live.
class BusyCores {
 public:
  BusyCores() {
    for (unsigned i = 0; i < 2 * std::max(1U, std::thread::hardware_concurrency()) + 1; ++i) {
      threads_.emplace_back([this] {
        while (!stop_.load(std::memory_order_relaxed)) {
        }
      });
    }
  }
  ~BusyCores() {
    stop_ = true;
    for (auto& thread : threads_)
      thread.join();
  }
  BusyCores(const BusyCores&) = delete;
  BusyCores& operator=(const BusyCores&) = delete;

 private:
  std::atomic<bool> stop_{false};
  std::vector<std::thread> threads_;
};

TEST_CASE("bots: the bot still answers while ordinary work keeps every core busy") {
  // The bot threads run under SCHED_IDLE and get next to no time here: the pool's rescue thread
  // answers for them once an answer is overdue.
  BotTable table(json{{"game", "fences"}, {"bot_level", 5}});
  const BusyCores busy;
  CHECK(play_to_the_end(table.human, 7, 8) == 8);
}

TEST_CASE("bots: bot_level is 1 to 5, 3 by default, and names the bot") {
  TestServer server;
  TestClient client(server.port());
  client.hello("Human");
  for (const json& bad : {json(0), json(6), json("3"), json(2.5)}) {
    const json reply = client.request(
        {{"type", "room.create"}, {"game", "fences"}, {"opponent", "bot"}, {"bot_level", bad}});
    CHECK_MESSAGE(reply.contains("error"), bad.dump());
  }
  Seat human;
  human.client = std::make_unique<TestClient>(server.port());
  human.client->hello("Other");
  create_room(*human.client, {{"game", "pawnd"}, {"opponent", "bot"}});
  REQUIRE(human.pump([&](const json&) { return human.match.ready(); }));
  const json& players = human.match.view["players"];
  const json& bot = players["0"]["bot"] == true ? players["0"] : players["1"];
  CHECK(bot["name"] == "Rockbot 3");
  const auto [status, games] = http_get(server.port(), "/api/games");
  CHECK(status == 200);
  const json levels = json::parse(games)["bot_levels"];
  REQUIRE(levels.size() == 5);
  CHECK(levels[2]["name"] == "Rockbot 3");
  CHECK(levels[2]["default"] == true);
  CHECK(levels[0]["description"].get<std::string>().size() > 10);
}

TEST_CASE("bots: the bot answers a draw offer, visibly, in the chat") {
  BotTable table(json{{"game", "kaninariebi"}, {"bot_level", 2}});
  REQUIRE(table.human.match.decides());
  const json offer = table.human.client->request({{"type", "match.offer_draw"},
                                                  {"room", table.human.match.room_id},
                                                  {"match", table.human.match.match_id}});
  REQUIRE_MESSAGE(offer.contains("result"), offer.dump());
  const auto line = table.human.client->next_of_type("chat", 10s);
  REQUIRE(line);
  CHECK((*line)["from"]["seat"] == 1);
  CHECK((*line)["from"]["name"] == "Rockbot 2");
  const std::string text = (*line)["text"];
  // Either it accepted (the match is drawn by agreement) or it declined (the offer is gone).
  REQUIRE(table.human.pump([&](const json&) {
    return table.human.match.view["draw_offer"].is_null() ||
           table.human.match.status() != "playing";
  }));
  if (text.rfind("I accept", 0) == 0) {
    // The patch that ends the match may be the one the wait above stopped at.
    if (table.human.match.status() != "drawn") {
      REQUIRE(table.human.pump([&](const json&) { return table.human.match.status() == "drawn"; }));
    }
    CHECK(table.human.match.status() == "drawn");
  } else {
    CHECK(text.rfind("No draw", 0) == 0);
    CHECK(table.human.match.status() == "playing");
  }
}

TEST_CASE("bots: a search is called off when the position changes under it") {
  server::ServerConfig config = test_config();
  config.bot_budget_percent = 100;  // level 5 thinks two seconds: long enough to resign first
  BotTable table(json{{"game", "fences"}, {"bot_level", 5}}, config);
  REQUIRE(table.human.act("N").contains("result"));
  const json resign = table.human.client->request({{"type", "match.resign"},
                                                   {"room", table.human.match.room_id},
                                                   {"match", table.human.match.match_id}});
  REQUIRE(resign.contains("result"));
  // Bounded: the search notices within an iteration, the pool within a slice.
  double cancelled = 0;
  for (int i = 0; i < 100 && cancelled == 0; ++i) {
    std::this_thread::sleep_for(20ms);
    cancelled = metric(table.server.port(), "rockpool_bot_searches_cancelled_total");
  }
  CHECK(cancelled == 1);
  CHECK(metric(table.server.port(), "rockpool_bot_queue") == 0);
}

TEST_CASE("bots: /metrics shows the queue, the think times and the search speed") {
  BotTable table(json{{"game", "pawnd"}, {"bot_level", 1}});
  REQUIRE(table.human.act(table.human.match.legal().front()).contains("result"));
  REQUIRE(table.human.pump([&](const json&) { return table.human.match.decides(); }, 10s));
  const std::string body = http_get(table.server.port(), "/metrics").second;
  for (const char* name :
       {"rockpool_bot_queue ", "rockpool_bot_searches_total ", "rockpool_bot_iterations_total ",
        "rockpool_bot_iterations_per_second ", "rockpool_bot_searches_cancelled_total ",
        "rockpool_bot_think_seconds_bucket{le=\"0.1\"} ", "rockpool_bot_think_seconds_count "}) {
    CHECK_MESSAGE(body.find(name) != std::string::npos, name);
  }
  CHECK(metric(table.server.port(), "rockpool_bot_think_seconds_count") >= 1);
  CHECK(metric(table.server.port(), "rockpool_bot_iterations_total") >= 1);
}

// A Lazy King room against Rockbot 1, stored as a server would have left it: both home ranks
// sealed with the D file open (R-L16), play about to start. The bot is Red, the host Black, who
// plays first. The server restores it at start.
void store_sealed_lazyking_room(server::Store& store, const std::string& room) {
  const std::string token = "sealed-host-token-" + room;
  store.write(server::SessionRecord{token, "id-" + room, "Ada", server::epoch_ms()});
  store.write(server::RoomRecord{room, "", true, "lazyking", "{}", -1, 0, "guest", 1, token, 1000});
  store.write(server::RoomGuestRecord{room, ""});
  server::MatchStartRecord start;
  start.id = room + ".1";
  start.room_id = room;
  start.number = 1;
  start.host_seat = 1;
  start.game = "lazyking";
  start.options_json = "{}";
  start.seats[0] = {"", "bot", "Rockbot 1", true};
  start.seats[1] = {token, "id-" + room, "Ada", false};
  start.started_ms = server::epoch_ms();
  start.version_ceiling = 1000;
  store.write(start);
  const std::vector<std::pair<int, std::string>> actions = {
      {0, "B1:K"},  {1, "G8:K"},  {0, "A1|A2"}, {1, "A7|A8"}, {0, "B1|B2"}, {1, "B7|B8"},
      {0, "C1|C2"}, {1, "C7|C8"}, {0, "E1|E2"}, {1, "E7|E8"}, {0, "F1|F2"}, {1, "F7|F8"},
      {0, "G1|G2"}, {1, "G7|G8"}, {0, "H1|H2"}, {1, "H7|H8"}, {0, "A4|A5"}, {1, "F4|F5"},
      {0, "B4|B5"}, {1, "G4|G5"}, {0, "C4|C5"}, {1, "H4|H5"}};
  for (std::size_t i = 0; i < actions.size(); ++i) {
    store.write(server::ActionRecord{start.id, static_cast<int>(i + 1), actions[i].first,
                                     actions[i].second, start.started_ms});
  }
}

// Whether the moves of a view leave a dead position (the engine's own judgement).
bool dead_after(const json& moves) {
  auto started = rules::start_match(*rules::find_game("lazyking"), {});
  REQUIRE_FALSE(started.error);
  for (const json& move : moves)
    REQUIRE_FALSE(started.state->play(move["seat"].get<int>(), move["action"].get<std::string>()));
  return started.state->dead_position();
}

// The host of a stored sealed room, joined, holding the snapshot, to play first.
Seat sealed_room_host(TestServer& server, const std::string& room) {
  Seat host;
  host.client = std::make_unique<TestClient>(server.port());
  host.client->hello("Ada", "sealed-host-token-" + room);
  REQUIRE(host.client->request({{"type", "room.join"}, {"room", room}}).contains("result"));
  // The snapshot, then the patch that shows the host back.
  REQUIRE(host.pump([&](const json&) {
    return host.match.ready() && host.match.view["players"]["1"]["connected"] == true;
  }));
  REQUIRE(dead_after(host.match.view["moves"]));
  REQUIRE(host.match.decides());
  return host;
}

TEST_CASE("bots: in a dead position the bot accepts a draw, and offers one after its move") {
  if (!test_config().cluster.empty()) return;  // the rooms are stored in the embedded store
  TempDir data;
  {
    server::SqliteStore store({data.path() + "/rockpool.db", true, std::chrono::hours(24)});
    store_sealed_lazyking_room(store, "sealedone");
    store_sealed_lazyking_room(store, "sealedtwo");
    store.flush();
  }
  server::ServerConfig config = test_config();
  config.data_dir = data.path();
  TestServer server(config);

  // Offered at once, in the dead position: accepted.
  Seat first = sealed_room_host(server, "sealedone");
  REQUIRE(first.client->request({{"type", "match.offer_draw"}, {"match", first.match.match_id}})
              .contains("result"));
  REQUIRE(first.pump([&](const json&) { return first.match.status() != "playing"; }, 15s));
  CHECK(first.match.status() == "drawn");
  CHECK(first.match.view["status"]["reason"] == "agreement");

  // A move that keeps the blockade, then the bot's: if its move kept it too (its blocker stays
  // behind the opening in nearly every run), it offers a draw, and says so.
  Seat second = sealed_room_host(server, "sealedtwo");
  std::string quiet;
  for (const std::string& action : second.match.legal()) {
    if (action.find("D8") == std::string::npos) quiet = action;
  }
  REQUIRE_FALSE(quiet.empty());
  REQUIRE(second.act(quiet).contains("result"));
  bool said = false;  // the bot's chat line, which comes before the patch that shows its offer
  const auto hears = [&](const json& frame) {
    if (frame["type"] == "chat" &&
        frame["text"].get<std::string>().find("I offer a draw") != std::string::npos) {
      said = true;
    }
  };
  REQUIRE(second.pump(
      [&](const json& frame) {
        hears(frame);
        return second.match.decides();
      },
      15s));
  if (!dead_after(second.match.view["moves"])) return;  // the bot opened its rank after all
  if (second.match.view["draw_offer"] != 0 || !said) {
    REQUIRE(second.pump([&](const json& frame) {
      hears(frame);
      return second.match.view["draw_offer"] == 0 && said;
    }));
  }
  CHECK(second.match.view["draw_offer"] == 0);
  CHECK(said);
}

}  // namespace
}  // namespace rockpool::tests
