// A tournament's document as a view: the members PROTOCOL.md names, in name order as JSON text;
// the frames around it; and a watcher's patch, from the same diff as match patches, turns the
// document it had into the one shown next.

#include "protocol/tournament_document.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "protocol/view_patch.hpp"

namespace rockpool::tests::tournament_document {
namespace {

using nlohmann::json;

protocol::TournamentShown round_robin_of_three() {
  protocol::TournamentShown shown{.line = {.id = "t1",
                                           .code = "c0de",
                                           .name = "Friday fences",
                                           .arena = false,
                                           .game = "fences",
                                           .game_name = "Fences",
                                           .clock_initial_ms = 300000,
                                           .clock_increment_ms = 2000,
                                           .status = "playing",
                                           .players = 3,
                                           .max_players = 8,
                                           .created_ms = 1000},
                                  .options_json = R"({"walls":10})",
                                  .host = "p0",
                                  .started_ms = 2000,
                                  .rounds = 3,
                                  .round = 0,
                                  .crosstable = {{std::nullopt, std::nullopt, std::nullopt},
                                                 {std::nullopt, std::nullopt, std::nullopt},
                                                 {std::nullopt, std::nullopt, std::nullopt}}};
  for (const char* name : {"Ann", "Bo", "Cy"}) {
    shown.players.push_back(
        {.id = std::string("p") + std::to_string(shown.players.size()), .name = name});
    shown.standings.push_back(static_cast<int>(shown.standings.size()));
  }
  shown.games.push_back({.round = 0, .first = 0, .second = 1, .room = "r1", .code = "k1"});
  return shown;
}

json document_of(const protocol::TournamentShown& shown) {
  rules::View view;
  protocol::write_tournament_view(shown, view);
  const std::string text = view.json();
  // Members in name order, as a JSON library writes an object.
  CHECK(json::parse(text).dump() == text);
  return json::parse(text);
}

TEST_CASE("tournament document: a round robin's members") {
  const json document = document_of(round_robin_of_three());
  CHECK(document["format"] == "round_robin");
  CHECK(document["clock"] == json{{"initial_ms", 300000}, {"increment_ms", 2000}});
  CHECK(document["days_per_move"].is_null());
  CHECK(document["options"] == json{{"walls", 10}});
  CHECK(document["public"] == true);
  CHECK(document["host"] == "p0");
  CHECK(document["finished_ms"].is_null());
  CHECK(document["round"] == 0);
  CHECK(document["rounds"] == 3);
  CHECK(document["players"].size() == 3);
  CHECK(document["players"][1] ==
        json{{"id", "p1"}, {"name", "Bo"}, {"points", 0.0}, {"sonneborn_berger", 0.0}});
  CHECK(document["standings"] == json{0, 1, 2});
  CHECK(document["crosstable"][2] == json{nullptr, nullptr, nullptr});
  CHECK(document["games"][0] == json{{"round", 0},
                                     {"players", {0, 1}},
                                     {"room", "r1"},
                                     {"code", "k1"},
                                     {"match", nullptr},
                                     {"result", nullptr},
                                     {"reason", nullptr}});
  CHECK_FALSE(document.contains("minutes"));
}

TEST_CASE("tournament document: an Arena's members") {
  protocol::TournamentShown shown = round_robin_of_three();
  shown.line.arena = true;
  shown.line.minutes = 30;
  shown.line.ends_ms = 1802000;
  shown.players[0].rating = 1500;
  shown.players[0].score = 4;
  shown.players[0].fire = true;
  shown.games[0].round.reset();
  shown.games[0].result = "1-0";
  shown.games[0].reason = "goal";
  shown.games[0].points = std::pair{4, 0};
  const json document = document_of(shown);
  CHECK(document["format"] == "arena");
  CHECK(document["minutes"] == 30);
  CHECK(document["ends_ms"] == 1802000);
  CHECK_FALSE(document.contains("rounds"));
  CHECK_FALSE(document.contains("crosstable"));
  CHECK(document["players"][0] == json{{"id", "p0"},
                                       {"name", "Ann"},
                                       {"rating", 1500},
                                       {"score", 4},
                                       {"fire", true},
                                       {"present", true},
                                       {"playing", false}});
  CHECK(document["games"][0]["round"].is_null());
  CHECK(document["games"][0]["result"] == "1-0");
  CHECK(document["games"][0]["reason"] == "goal");
  CHECK(document["games"][0]["points"] == json{4, 0});
}

TEST_CASE("tournament document: the patch between two documents, and the frames") {
  protocol::TournamentShown before = round_robin_of_three();
  protocol::TournamentShown after = before;
  after.players[0].points = 1;
  after.crosstable[0][1] = 1;
  after.crosstable[1][0] = 0;
  after.standings = {0, 2, 1};
  after.games[0].result = "1-0";
  after.games[0].reason = "goal";
  after.games.push_back({.round = 1, .first = 0, .second = 2});
  after.round = 1;
  rules::View a, b;
  protocol::write_tournament_view(before, a);
  protocol::write_tournament_view(after, b);
  const json patch = json::parse(protocol::view_patch(a, b));
  CHECK(json::parse(a.json()).patch(patch) == json::parse(b.json()));
  CHECK(protocol::view_patch(b, b) == "[]");

  const json reply = json::parse(protocol::tournament_reply(b, 7));
  CHECK(reply == json{{"version", 7}, {"tournament", json::parse(b.json())}});
  const std::string frame = protocol::tournament_patch_frame("c0de", 7, 8, patch.dump());
  CHECK(json::parse(frame) == json{{"type", "tournament.patch"},
                                   {"code", "c0de"},
                                   {"base", 7},
                                   {"version", 8},
                                   {"patch", patch}});
  CHECK(json::parse(frame).dump() == frame);
}

TEST_CASE("tournament document: the list's lines") {
  const protocol::TournamentShown shown = round_robin_of_three();
  const json body = json::parse(protocol::tournament_list_body({shown.line}));
  REQUIRE(body["tournaments"].size() == 1);
  CHECK(body["tournaments"][0]["players"] == 3);
  CHECK(body["tournaments"][0]["code"] == "c0de");
  CHECK(json::parse(protocol::tournament_list_body({})) == json{{"tournaments", json::array()}});
}

}  // namespace
}  // namespace rockpool::tests::tournament_document
