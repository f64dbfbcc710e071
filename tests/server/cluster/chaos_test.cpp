// Cluster mode under random kills and freezes: rooms played through the real HAProxy by clients
// that record every action they see acknowledged, while the owner of a random room is killed at a
// random moment, again and again, and started again (same node id, same port); the clients come
// back through the proxy, follow `moved` and play on. Some rounds freeze the owner (SIGSTOP)
// instead: once its heartbeat is stale another node fences it and takes its rooms over; then it is
// either thawed (SIGCONT: it must give those rooms up and append nothing, and a player who acts on
// its stale copy is sent away, the action refused) or killed and started again. Matches that end
// are checked and replaced by new rooms. Afterwards every room's log, in PostgreSQL and in both
// players' views, is exactly what was acknowledged: every action there once, in order.
//
// ROCKPOOL_CHAOS_KILLS (default 25), ROCKPOOL_CHAOS_FREEZES (default 3, spread among the kills,
// alternately thawed and killed) and ROCKPOOL_CHAOS_SEED (default: random, printed) let
// bench/cluster-takeover.sh run the same checker longer; the times until a room whose owner went
// is playable again are printed, never asserted.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>
#include <random>
#include <sstream>
#include <thread>

#include "server/cluster/pg_connection.hpp"
#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/cluster/proxy.hpp"
#include "tests/server/cluster/stale_copy.hpp"
#include "tests/server/room/played_room.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

using server::cluster::PgConnection;
using server::cluster::PgParams;
using Clock = std::chrono::steady_clock;

constexpr int kChaosNodes = 3;
constexpr std::size_t kChaosRooms = 8;

std::uint64_t setting(const char* name, std::uint64_t fallback) {
  const char* value = std::getenv(name);
  return value != nullptr ? std::strtoull(value, nullptr, 10) : fallback;
}

std::string node_id(int node) {
  return "n" + std::to_string(node);
}

// The rooms' owners as PostgreSQL names them: node index by room id.
std::map<std::string, int> owners(PgConnection& db) {
  std::map<std::string, int> owner;
  const auto rows = db.query("SELECT room_id, node_id FROM room_owner");
  for (int row = 0; row < rows.rows(); ++row) {
    const std::string node = rows.text(row, 1);
    if (node.size() > 1 && node[0] == 'n') owner[rows.text(row, 0)] = std::stoi(node.substr(1));
  }
  return owner;
}

// A match's moves as PostgreSQL holds them, in the shape of a view's moves.
json logged_moves(PgConnection& db, const std::string& match) {
  const auto rows = db.query("SELECT seat, notation FROM actions WHERE match_id = $1 ORDER BY ply",
                             PgParams().text(match));
  json moves = json::array();
  for (int row = 0; row < rows.rows(); ++row)
    moves.push_back({{"seat", rows.integer(row, 0)}, {"action", rows.text(row, 1)}});
  return moves;
}

// How far a log is from the acknowledged actions: those missing or out of place, and those beyond
// them (past the `in_flight` allowed: a request sent before a crash may have been committed).
std::size_t differences(const std::vector<json>& acknowledged, const json& log,
                        std::size_t in_flight) {
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < acknowledged.size(); ++i)
    wrong += i >= log.size() || log[i] != acknowledged[i] ? 1 : 0;
  if (log.size() > acknowledged.size() + in_flight)
    wrong += log.size() - acknowledged.size() - in_flight;
  return wrong;
}

// What a round does to the owner of its room.
enum class Blow { kill, freeze_then_thaw, freeze_then_kill };

// `freezes` of the `rounds` freeze, spread evenly, alternately thawed and killed.
Blow blow_of(int round, int rounds, int freezes) {
  const long before = static_cast<long>(round) * freezes / rounds;
  const long after = static_cast<long>(round + 1) * freezes / rounds;
  if (after == before) return Blow::kill;
  return before % 2 == 0 ? Blow::freeze_then_thaw : Blow::freeze_then_kill;
}

double percentile(std::vector<double> values, double q) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const auto rank = static_cast<std::size_t>(q * static_cast<double>(values.size()) + 0.999999);
  return values[std::min(values.size(), std::max<std::size_t>(rank, 1)) - 1];
}

class Chaos {
 public:
  Chaos(const std::string& database, std::uint64_t seed)
      : database_(database), db_(database, "rockpool chaos checker"), seed_(seed), random_(seed) {
    for (int node = 0; node < kChaosNodes; ++node)
      nodes_.push_back(std::make_unique<ClusterNode>(database, node_id(node)));
    proxy_ = std::make_unique<Proxy>(
        std::vector<const ClusterNode*>{nodes_[0].get(), nodes_[1].get(), nodes_[2].get()});
    rooms_.resize(kChaosRooms);
    for (std::size_t i = 0; i < kChaosRooms; ++i)
      open(i);
  }

  // Plays every room for a random while, then kills or freezes the owner of a random room;
  // brings that room back (timed) and then the node's other rooms; a killed node is started
  // again, a frozen one thawed (and checked) or killed and started again.
  void round(int number, Blow blow) {
    const bool freeze = blow != Blow::kill;
    const auto duration = std::chrono::milliseconds(100 + random_.below(400U));
    const std::size_t victim = random_.below(static_cast<std::uint32_t>(kChaosRooms));
    int hit_node = -1;
    std::vector<std::size_t> hit;
    Clock::time_point at;
    play_rooms(rooms_, seed_ + static_cast<std::uint64_t>(number) * kChaosRooms, duration, [&] {
      const auto owner = owners(db_);
      REQUIRE(owner.count(rooms_[victim].id) == 1);
      hit_node = owner.at(rooms_[victim].id);
      for (std::size_t i = 0; i < kChaosRooms; ++i) {
        const auto found = owner.find(rooms_[i].id);
        if (found != owner.end() && found->second == hit_node) hit.push_back(i);
      }
      at = Clock::now();
      // Frozen, its sockets and database sessions stay open: its rooms' movers wait for replies
      // that never come (3 s), then their clients go back through the proxy.
      nodes_[hit_node]->process->signal(freeze ? SIGSTOP : SIGKILL);
      if (!freeze) REQUIRE(nodes_[hit_node]->process->wait_exit(5s) == 128 + SIGKILL);
    });
    std::vector<std::size_t> brought_back;
    if (bring_back(rooms_[victim], hit_node)) {
      brought_back.push_back(victim);
      const auto played = play_until_acknowledged(rooms_[victim], number);
      if (played) {
        (freeze ? frozen_ms_ : killed_ms_)
            .push_back(std::chrono::duration<double, std::milli>(*played - at).count());
      }
    }
    for (std::size_t i : hit) {
      if (i != victim && bring_back(rooms_[i], hit_node)) brought_back.push_back(i);
    }
    if (blow == Blow::freeze_then_thaw) {
      thaw(hit_node, brought_back);
    } else {
      if (freeze) {
        nodes_[hit_node]->process->signal(SIGKILL);
        REQUIRE(nodes_[hit_node]->process->wait_exit(5s) == 128 + SIGKILL);
      }
      const std::uint16_t port = nodes_[hit_node]->port;
      nodes_[hit_node] = std::make_unique<ClusterNode>(database_, node_id(hit_node), port);
    }
    for (std::size_t i = 0; i < kChaosRooms; ++i) {
      if (rooms_[i].players[0].match.status() == "playing") continue;
      check_logged(rooms_[i]);
      open(i);
    }
  }

  // Every room's log and views checked; no request applied twice in any match.
  void finish() {
    for (auto& room : rooms_)
      check_logged(room);
    const auto twice = db_.query(
        "SELECT count(*) FROM (SELECT 1 FROM actions WHERE request_id IS NOT NULL "
        "GROUP BY match_id, request_id HAVING count(*) > 1) AS repeated");
    CHECK(twice.integer(0, 0) == 0);
  }

  std::size_t checked() const { return checked_; }
  std::size_t anomalies() const { return anomalies_; }
  std::size_t matches() const { return matches_; }
  // Times from the signal to an action of the room acknowledged on another node.
  const std::vector<double>& killed_ms() const { return killed_ms_; }
  const std::vector<double>& frozen_ms() const { return frozen_ms_; }

 private:
  std::function<std::unique_ptr<TestClient>()> through_proxy(const std::string& room) const {
    return [this, room] { return proxy_->connect("/ws?room=" + room); };
  }

  // A new room in slot `i`: the host lands on any node through the proxy, the guest names the
  // room and follows `moved` to it.
  void open(std::size_t i) {
    PlayedRoom& room = rooms_[i] = PlayedRoom{};
    const std::string name = "C" + std::to_string(matches_++);
    Player& host = room.players[0];
    host.client = proxy_->connect("/ws");
    host.token = host.client->hello(name)["token"];
    room.id = create_room(*host.client,
                          {{"game", i % 2 ? "fences" : "prawns"}, {"first", "host"}})["room"]["id"];
    Player& guest = room.players[1];
    guest.client = proxy_->connect("/ws?room=" + room.id);
    guest.token = guest.client->hello(name)["token"];
    // A new session is answered before its record is committed (as a room's creation is): the
    // node that `moved` sends the guest to would not know its token yet.
    wait_until_stored(guest.token);
    join_following_moved(guest, room.id, through_proxy(room.id));
    for (auto& player : room.players)
      REQUIRE(pump_until_ready(player));
  }

  void wait_until_stored(const std::string& token) {
    for (int i = 0; i < 100; ++i) {
      if (db_.query("SELECT 1 FROM sessions WHERE token = $1", PgParams().text(token)).rows() == 1)
        return;
      std::this_thread::sleep_for(20ms);
    }
    FAIL("a new session was never committed");
  }

  // A room of the node that went, back through the proxy (its players checked as after any
  // crash), unless its match was over already. Whether it came back.
  bool bring_back(PlayedRoom& room, int node) {
    CAPTURE(node);
    if (room.players[0].match.status() != "playing") return false;
    const std::vector<json> before = room.acknowledged;
    checked_ += check_resumed(room, through_proxy(room.id));
    // check_resumed has checked them; counted here too, for the figures.
    const std::vector<json>& now = room.acknowledged;
    anomalies_ += differences(before, json(now), 1);
    return true;
  }

  // The frozen node thawed: every room that went on elsewhere meanwhile is given up there. A
  // player who comes back to it is sent away, at once or, on its stale copy, at the first action,
  // which is refused and nobody appends (the owner epoch); the room's log is still
  // exactly what was acknowledged.
  void thaw(int node, const std::vector<std::size_t>& taken) {
    CAPTURE(node);
    nodes_[node]->process->signal(SIGCONT);
    for (std::size_t i : taken) {
      check_sent_away(rooms_[i], nodes_[node]->port);
      check_logged(rooms_[i]);
    }
  }

  static void check_sent_away(PlayedRoom& room, std::uint16_t port) {
    CAPTURE(room.id);
    for (int attempt = 0; attempt < 4; ++attempt) {
      if (sent_on_from_stale_copy(port, room.id, room.players[attempt % 2].token)) return;
    }
    FAIL("room " << room.id << " still served by the thawed node");
  }

  // Plays until an action is acknowledged: when, or nothing if the match ended first.
  std::optional<Clock::time_point> play_until_acknowledged(PlayedRoom& room, int number) {
    rules::Random random(seed_ ^ static_cast<std::uint64_t>(number));
    const auto deadline = Clock::now() + 10s;
    while (Clock::now() < deadline) {
      const PlayStep step = play_step(room, random);
      if (step == PlayStep::acted) return Clock::now();
      if (step == PlayStep::over) return std::nullopt;
      REQUIRE_MESSAGE(step != PlayStep::gone, "room " << room.id << " went away again");
    }
    FAIL("room " << room.id << " was not playable again within 10 s");
    return std::nullopt;
  }

  // The room's match in PostgreSQL and in both players' views is exactly what was acknowledged.
  void check_logged(PlayedRoom& room) {
    CAPTURE(room.id);
    const json logged = logged_moves(db_, room.players[0].match.match_id);
    std::vector<json> acknowledged;
    for (const json& move : room.acknowledged)
      acknowledged.push_back({{"seat", move["seat"]}, {"action", move["action"]}});
    const std::size_t wrong = differences(acknowledged, logged, 0);
    CHECK_MESSAGE(wrong == 0,
                  "acknowledged " << json(acknowledged).dump() << ", logged " << logged.dump());
    anomalies_ += wrong;
    for (auto& player : room.players) {
      // The other player may not have read the last patch yet.
      for (int i = 0; i < 50 && player.match.view["moves"].size() < room.acknowledged.size() &&
                      player.client->is_open();
           ++i) {
        if (auto frame = player.client->next(100ms)) player.match.take(*frame);
      }
      // A match that ended as its owner was killed: the mover had its reply, the other player's
      // patch went down with the node. Back through the proxy, it sees the match as it is now.
      if (player.match.view["moves"].size() < room.acknowledged.size() &&
          !player.client->is_open()) {
        player.match = MatchView{};
        join_following_moved(player, room.id, through_proxy(room.id));
        REQUIRE(pump_until_ready(player));
      }
      CHECK(player.match.view["moves"] == json(room.acknowledged));
    }
  }

  std::string database_;
  PgConnection db_;
  std::uint64_t seed_;
  rules::Random random_;
  std::vector<std::unique_ptr<ClusterNode>> nodes_;
  std::unique_ptr<Proxy> proxy_;
  std::vector<PlayedRoom> rooms_;
  std::size_t checked_ = 0;
  std::size_t anomalies_ = 0;  // acknowledged actions lost, out of place or applied twice
  std::size_t matches_ = 0;
  std::vector<double> killed_ms_;
  std::vector<double> frozen_ms_;
};

TEST_CASE(
    "cluster: owners killed or frozen at random while rooms play through HAProxy lose no "
    "acknowledged action and apply none twice") {
  if (!cluster_tests_on()) return;
  const auto kills = static_cast<int>(setting("ROCKPOOL_CHAOS_KILLS", 25));
  const auto freezes = static_cast<int>(setting("ROCKPOOL_CHAOS_FREEZES", 3));
  const int rounds = kills + freezes;
  const std::uint64_t seed = setting("ROCKPOOL_CHAOS_SEED", std::random_device{}());
  MESSAGE("chaos seed " << seed << " (ROCKPOOL_CHAOS_SEED), " << kills << " owners killed, "
                        << freezes << " frozen");
  Chaos chaos(TestPostgres::shared().fresh_database(), seed);
  for (int round = 0; round < rounds; ++round) {
    CAPTURE(round);
    chaos.round(round, blow_of(round, rounds, freezes));
  }
  chaos.finish();
  const auto figures = [](const std::vector<double>& ms) {
    std::ostringstream text;
    text << "playable again after (ms, " << ms.size() << " rooms): p50 " << percentile(ms, 0.5)
         << " p99 " << percentile(ms, 0.99) << " max " << percentile(ms, 1.0);
    return text.str();
  };
  MESSAGE("chaos: " << kills << " owners killed, " << freezes << " frozen, " << chaos.matches()
                    << " matches, " << chaos.checked()
                    << " acknowledged actions checked after crashes (a match counted at each), "
                    << chaos.anomalies() << " lost, out of place or twice; killed: "
                    << figures(chaos.killed_ms()) << "; frozen: " << figures(chaos.frozen_ms()));
  CHECK(chaos.anomalies() == 0);
  CHECK(chaos.checked() > static_cast<std::size_t>(rounds));
}

}  // namespace
}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
