// A patched view and a fresh snapshot of the same version are equal, always: for every seat and a
// spectator, in every game, with options other than the defaults, after every action.

#include <doctest/doctest.h>

#include <random>

#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

// Asks for a snapshot and checks it against the view kept from patches (which it then replaces).
void check_against_snapshot(Seat& seat, const std::string& label) {
  const std::int64_t id = TestClient::next_id();
  seat.client->send({{"type", "match.sync"}, {"id", id}, {"match", seat.match.match_id}});
  for (;;) {
    auto frame = seat.client->next();
    REQUIRE_MESSAGE(frame, label << ": no snapshot after match.sync");
    if ((*frame)["type"] == "match.snapshot") {
      REQUIRE_MESSAGE((*frame)["version"] == seat.match.version, label);
      CHECK_MESSAGE((*frame)["view"] == seat.match.view,
                    label << " at version " << seat.match.version << "\n  patched:  "
                          << seat.match.view.dump() << "\n  snapshot: " << (*frame)["view"].dump());
      seat.match.take(*frame);
      return;
    }
    seat.match.take(*frame);
  }
}

void check_all(Table& table, const std::string& label) {
  check_against_snapshot(table.host, label + " (host)");
  check_against_snapshot(table.guest, label + " (guest)");
  check_against_snapshot(table.spectator, label + " (spectator)");
}

// Lets every seat take the frames up to the version `source` is at.
void catch_up(Table& table, Seat& source) {
  for (Seat* seat : {&table.host, &table.guest, &table.spectator}) {
    if (seat == &source) continue;
    REQUIRE(seat->pump([&](const json&) { return seat->match.version >= source.match.version; }));
  }
}

// Each ply costs a seat two requests: a test plays far faster than a person.
server::ServerConfig fast_config() {
  server::ServerConfig config = rate_limited_config(100000, 100000);
  return config;
}

void play_random_match(const json& settings, std::uint32_t seed, int max_plies) {
  Table table(settings, fast_config());
  std::mt19937 random(seed);
  const std::string label = settings.dump() + " seed " + std::to_string(seed);
  check_all(table, label + " at the start");
  for (int ply = 0; ply < max_plies && table.host.match.status() == "playing"; ++ply) {
    std::vector<Seat*> deciding;
    for (Seat* seat : {&table.host, &table.guest}) {
      if (seat->match.decides()) deciding.push_back(seat);
    }
    REQUIRE_MESSAGE(!deciding.empty(), label << ": nobody decides at ply " << ply);
    Seat& mover = *deciding[random() % deciding.size()];
    const auto legal = mover.match.legal();
    REQUIRE(!legal.empty());
    const std::string action = legal[random() % legal.size()];
    const json reply = mover.act(action);
    REQUIRE_MESSAGE(reply.contains("result"), label << ": " << action << " -> " << reply.dump());
    catch_up(table, mover);
    check_all(table, label + " after " + action + " (ply " + std::to_string(ply + 1) + ")");
  }
}

TEST_CASE("views: patched views equal fresh snapshots in every game with options, ply by ply") {
  const std::vector<json> games = {
      {{"game", "fences"}, {"options", {{"fences", 4}, {"meet", 2}, {"edge_side_jumps", false}}}},
      {{"game", "lazyking"}, {"options", {{"walls", 0}, {"first_turn_two", true}}}},
      {{"game", "lazyking"}, {"options", {{"walls", 2}}}},
      {{"game", "prawns"}, {"options", {{"takeback", true}, {"eaten_gone", true}}}},
      {{"game", "pawnd"}, {"options", {{"ply_limit", 60}}}},
      {{"game", "kaninariebi"}, {"options", {{"mixed_bonds", true}, {"auto_promote", true}}}},
  };
  for (const json& settings : games) {
    for (std::uint32_t seed : {1u, 2u, 3u}) {
      json room = settings;
      room["first"] = "host";
      play_random_match(room, seed, 70);
    }
  }
}

TEST_CASE("views: an action that keeps its notation while its code changes stays in 'legal'") {
  // Lazy King without walls: at ply 41 Black's F8<=F7, F8<=E8 and F8<=G8 are legal before and
  // after White's move, under new codes; the patch must not drop them.
  const json actions = json::parse(
      R"([[1,"F8:K"],[0,"E1:K"],[1,"C8-C5"],[0,"F1-F2"],[1,"B8\\C8"],[0,"D1=>C1"],
          [1,"C5-C6"],[0,"G1-G2"],[1,"E8=>D8"],[0,"F2-F1"],[1,"E8\\D8,E8"],[0,"B1-C1"],
          [1,"C8=>D8"],[0,"F1\\F1"],[1,"E8\\B8"],[0,"E1=>D1,F1"],[1,"C8\\E8"],[0,"G2\\B1,G1"],
          [1,"E8\\D8"],[0,"B1\\B1,D1"],[1,"G8\\E8,G8"],[0,"E1<=D1,E2"],[1,"C6\\C8"],
          [0,"D1-D2"],[1,"B8-A8"],[0,"E1<=D1"],[1,"E8=>D8"],[0,"D1\\D1,F1"],[1,"C8-C7"],
          [0,"G1-G2"],[1,"C7\\C8,D8"],[0,"B1=>C1"],[1,"E8=>F8,D8"],[0,"F1-H1"],
          [1,"G8\\B8,D8"],[0,"D2-D3"],[1,"B8\\B8,F8"],[0,"D3<=D4"],[1,"E8<=D8,E7,F8"],
          [0,"B1\\C1,G1"],[1,"F8=>E8"],[0,"C1-B1"]])");
  Table table({{"game", "lazyking"}, {"options", {{"walls", 0}}}, {"first", "host"}},
              fast_config());
  for (const json& step : actions) {
    Seat& mover = step[0] == 0 ? table.host : table.guest;
    const json reply = mover.act(step[1].get<std::string>());
    REQUIRE_MESSAGE(reply.contains("result"), step.dump() << " -> " << reply.dump());
    catch_up(table, mover);
    check_all(table, "after " + step.dump());
  }
  const auto legal = table.guest.match.legal();
  for (const char* kept : {"F8<=F7", "F8<=E8", "F8<=G8"}) {
    CHECK_MESSAGE(std::find(legal.begin(), legal.end(), kept) != legal.end(), kept);
  }
}

TEST_CASE(
    "views: between its decisions a seat's 'legal' keeps its last decision, in snapshots too") {
  Table table({{"game", "fences"}, {"first", "host"}});
  const auto before = table.host.match.legal();
  REQUIRE(before.size() > 100);
  REQUIRE(table.host.act("N").contains("result"));
  catch_up(table, table.host);
  CHECK_FALSE(table.host.match.decides());
  CHECK(table.host.match.legal() == before);
  check_against_snapshot(table.host, "the mover after its move");
  CHECK(table.host.match.legal() == before);
  CHECK(table.spectator.match.view["legal"] == json::object());
}

}  // namespace
}  // namespace rockpool::tests
