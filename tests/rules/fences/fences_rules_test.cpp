// rules/fences/RULES.md, clause by clause.

#include <doctest/doctest.h>

#include <array>

#include "tests/rules/fences/fences_setup.hpp"

namespace rockpool::tests::fences {
namespace {

using Names = std::vector<std::string>;

std::unique_ptr<rules::State> start(std::vector<rules::RawOption> options = {}) {
  return start_game("fences", std::move(options));
}

std::string pawn_of(const rules::State& state, int seat) {
  std::string out;
  Board::write_square(static_cast<const FencesState&>(state).position().pawn[seat], out);
  return out;
}

TEST_CASE("fences board: O starts on e1 and moves first, X on e9, 10 fences each") {
  auto state = start();
  CHECK(pawn_of(*state, 0) == "e1");
  CHECK(pawn_of(*state, 1) == "e9");
  CHECK(state->deciders() == rules::SeatSet::of(0));
  const auto names = legal_names(*state);
  CHECK(names.size() == 3 + 128);  // N E W and every fence
  CHECK(pawn_move_names(*state) == Names{"E", "N", "W"});
  const auto& p = static_cast<const FencesState&>(*state).position();
  CHECK(p.fences_left[0] == 10);
  CHECK(p.fences_left[1] == 10);
}

TEST_CASE("fences board: files a-i west to east, ranks 1-9 south to north") {
  auto state = start();
  REQUIRE_FALSE(state->play(0, "E"));
  CHECK(pawn_of(*state, 0) == "f1");
  REQUIRE_FALSE(state->play(1, "S"));
  CHECK(pawn_of(*state, 1) == "e8");
  REQUIRE_FALSE(state->play(0, "N"));
  CHECK(pawn_of(*state, 0) == "f2");
  REQUIRE_FALSE(state->play(1, "W"));
  CHECK(pawn_of(*state, 1) == "d8");
}

TEST_CASE("fences option meet: pawns start that many ranks nearer the centre") {
  auto state = start({{"meet", std::int64_t{3}}});
  CHECK(pawn_of(*state, 0) == "e4");
  CHECK(pawn_of(*state, 1) == "e6");
  CHECK(pawn_move_names(*state) == Names{"E", "N", "S", "W"});
}

TEST_CASE("fences option meet: goal ranks do not change") {
  auto state = start({{"meet", std::int64_t{3}}});
  for (const char* move : {"N", "E", "N", "E", "N", "E", "N", "E"})
    REQUIRE_FALSE(state->play(state->deciders().first(), move));
  CHECK(pawn_of(*state, 0) == "e8");
  CHECK_FALSE(state->status().over());
  REQUIRE_FALSE(state->play(0, "N"));
  CHECK(state->status().outcome == rules::Outcome::won);
  CHECK(state->status().winner == 0);
}

TEST_CASE("fences option fences: the count each player holds") {
  auto none = start({{"fences", std::int64_t{0}}});
  CHECK(legal_names(*none) == Names{"E", "N", "W"});
  auto error = none->play(0, "d7-");
  REQUIRE(error);
  CHECK(error->message.find("no fences left") != std::string::npos);

  auto two = start({{"fences", std::int64_t{2}}});
  REQUIRE_FALSE(two->play(0, "a1-"));
  REQUIRE_FALSE(two->play(1, "a8-"));
  REQUIRE_FALSE(two->play(0, "c1-"));
  REQUIRE_FALSE(two->play(1, "c8-"));
  CHECK(legal_names(*two) == Names{"E", "N", "W"});  // pawn moves only, fences spent
}

TEST_CASE("fences step: to the adjacent cell if no fence is between and it is empty") {
  auto open = make_state({.o = "e5", .x = "a9"});
  CHECK(pawn_move_names(open) == Names{"E", "N", "S", "W"});
  auto fenced = make_state({.o = "e5", .x = "a9", .fences_by_x = {"e5-", "d4/"}});
  // e5- blocks e5-e6 (north); d4/ blocks d5-e5 (west).
  CHECK(pawn_move_names(fenced) == Names{"E", "S"});
  auto error = fenced.play(0, "N");
  REQUIRE(error);
  CHECK(error->code == rules::error_code::kIllegal);
  CHECK(error->message.find("fence") != std::string::npos);
}

TEST_CASE("fences step: never off the board") {
  auto corner = make_state({.o = "a1", .x = "i9"});
  CHECK(pawn_move_names(corner) == Names{"E", "N"});
  auto error = corner.play(0, "W");
  REQUIRE(error);
  CHECK(error->message.find("board") != std::string::npos);
}

TEST_CASE("fences step: not onto the opponent's cell") {
  auto state = make_state({.o = "e5", .x = "e6"});
  CHECK_FALSE(is_legal(state, "N"));
  auto error = state.play(0, "N");
  REQUIRE(error);
  CHECK(error->message.find("jump") != std::string::npos);
}

// Checks that `fence` closes O's `step` from both cells of `closed_from` (beside it) but from
// neither of `open_from` (beyond its ends), and X's step `back` from `across`, on its other side.
void check_fence_closes(const char* fence, const char* step, std::array<const char*, 2> closed_from,
                        std::array<const char*, 2> open_from, const char* across,
                        const char* back) {
  CAPTURE(fence);
  for (const char* from : closed_from) {
    auto state = make_state({.o = from, .x = "a1", .fences_by_x = {fence}});
    CHECK_FALSE(is_legal(state, step));
  }
  for (const char* from : open_from) {
    auto state = make_state({.o = from, .x = "a1", .fences_by_x = {fence}});
    CHECK(is_legal(state, step));
  }
  auto other_side = make_state({.o = "a1", .x = across, .fences_by_o = {fence}, .to_move = 1});
  CHECK_FALSE(is_legal(other_side, back));
}

TEST_CASE("fences fence d7-: horizontal, blocks d7-d8 and e7-e8") {
  check_fence_closes("d7-", "N", {"d7", "e7"}, {"c7", "f7"}, "e8", "S");
}

TEST_CASE("fences fence d7/: vertical, blocks d7-e7 and d8-e8") {
  check_fence_closes("d7/", "E", {"d7", "d8"}, {"d6", "d9"}, "e8", "W");
}

TEST_CASE("fences straight jump: over the adjacent opponent when nothing is behind it") {
  auto state = make_state({.o = "e5", .x = "e6"});
  CHECK(pawn_move_names(state) == Names{"E", "NN", "S", "W"});
  REQUIRE_FALSE(state.play(0, "NN"));
  CHECK(pawn_of(state, 0) == "e7");
  auto west = make_state({.o = "e5", .x = "d5"});
  CHECK(is_legal(west, "WW"));
}

TEST_CASE("fences straight jump: not over a fence between the pawns") {
  auto state = make_state({.o = "e5", .x = "e6", .fences_by_x = {"e5-"}});
  const auto names = pawn_move_names(state);
  CHECK(names == Names{"E", "S", "W"});
}

TEST_CASE("fences straight jump: not without an adjacent opponent") {
  auto state = make_state({.o = "e5", .x = "e7"});
  auto error = state.play(0, "NN");
  REQUIRE(error);
  CHECK(error->message.find("no pawn to jump") != std::string::npos);
}

TEST_CASE("fences side jump: only when a fence is behind the opponent") {
  auto open_behind = make_state({.o = "e5", .x = "e6"});
  auto error = open_behind.play(0, "NE");
  REQUIRE(error);
  CHECK(error->message.find("only when the straight jump is blocked") != std::string::npos);

  auto fenced = make_state({.o = "e5", .x = "e6", .fences_by_x = {"e6-"}});
  CHECK(pawn_move_names(fenced) == Names{"E", "NE", "NW", "S", "W"});
  REQUIRE_FALSE(fenced.play(0, "NW"));
  CHECK(pawn_of(fenced, 0) == "d6");
}

TEST_CASE("fences side jump: the sideways step must not cross a fence") {
  auto simple = make_state({.o = "e5", .x = "e6", .fences_by_x = {"e6-", "e5/"}});
  // e6- is behind X (e6-e7, f6-f7); e5/ blocks e5-f5 and e6-f6: X's east side is closed.
  CHECK(pawn_move_names(simple) == Names{"NW", "S", "W"});
}

TEST_CASE("fences side jump: the sideways step must land on the board") {
  // O on b6 jumps west over X on a6: the edge is behind X, so WN and WS.
  auto state = make_state({.o = "b6", .x = "a6"});
  // Behind X to the west is the board edge (R-F1): side jumps north and south of a6.
  CHECK(pawn_move_names(state) == Names{"E", "N", "S", "WN", "WS"});
  auto corner = make_state({.o = "b9", .x = "a9"});
  CHECK(pawn_move_names(corner) == Names{"E", "S", "WS"});
}

TEST_CASE("fences R-F1: the board edge behind the opponent counts as a fence") {
  auto state = make_state({.o = "e8", .x = "e9", .to_move = 0});
  CHECK(pawn_move_names(state) == Names{"E", "NE", "NW", "S", "W"});
  REQUIRE_FALSE(state.play(0, "NE"));
  CHECK(pawn_of(state, 0) == "f9");
  CHECK(state.status().winner == 0);
}

TEST_CASE("fences R-F1: with edge_side_jumps false only a fence allows a side jump") {
  auto state = make_state({.o = "e8", .x = "e9", .edge_side_jumps = false});
  CHECK(pawn_move_names(state) == Names{"E", "S", "W"});
  auto error = state.play(0, "NE");
  REQUIRE(error);
  CHECK(error->message.find("not allowed in this room") != std::string::npos);
  auto started = rules::start_match(*rules::find_game("fences"), {{"edge_side_jumps", false}});
  REQUIRE_FALSE(started.error);
  CHECK_FALSE(static_cast<const FencesState&>(*started.state).position().edge_side_jumps);
}

TEST_CASE("fences R-F2: a player with no legal action passes, and only then") {
  // O on e8 fenced west (d7/), east (e8/) and south (e7-); X on e9 with the edge behind it; no
  // side jumps off the edge in this room, and O holds no fences.
  Setup setup{.o = "e8",
              .x = "e9",
              .fences_by_x = {"d7/", "e8/", "e7-"},
              .fences_left_o = 0,
              .edge_side_jumps = false};
  auto stuck = make_state(setup);
  CHECK(legal_names(stuck) == Names{"pass"});
  REQUIRE_FALSE(stuck.play(0, "pass"));
  CHECK(stuck.deciders() == rules::SeatSet::of(1));
  CHECK(pawn_of(stuck, 0) == "e8");

  setup.edge_side_jumps = true;  // the same position with R-F1: O may jump to d9
  auto free = make_state(setup);
  CHECK(legal_names(free) == Names{"NW"});
  auto error = free.play(0, "pass");
  REQUIRE(error);
  CHECK(error->message.find("pass is legal only") != std::string::npos);
}

TEST_CASE("fences placement: not over any part of a placed fence") {
  auto state = make_state({.o = "e1", .x = "e9", .fences_by_x = {"d7-", "d3/"}});
  for (const char* overlapping : {"d7-", "c7-", "e7-", "d3/", "d2/", "d4/"}) {
    CAPTURE(overlapping);
    auto error = state.play(0, overlapping);
    REQUIRE(error);
    CHECK(error->message.find("overlaps") != std::string::npos);
  }
  for (const char* beside : {"b7-", "f7-", "d6-", "d8-", "d1/", "d5/", "c3/", "e3/"}) {
    CAPTURE(beside);
    CHECK(is_legal(state, beside));
  }
}

TEST_CASE("fences placement: not across a perpendicular fence on the same intersection") {
  auto state = make_state({.o = "e1", .x = "e9", .fences_by_x = {"d7-"}});
  auto error = state.play(0, "d7/");
  REQUIRE(error);
  CHECK(error->message.find("crosses") != std::string::npos);
  // Touching at an end (a T) is allowed.
  CHECK(is_legal(state, "c7/"));
  CHECK(is_legal(state, "e7/"));
}

TEST_CASE("fences placement: both pawns must keep a path to their goal rank") {
  // Horizontal fences over a1..h1 leave only file i; h1/ would close O on rank 1.
  auto state = make_state({.o = "e1", .x = "e9", .fences_by_x = {"a1-", "c1-", "e1-", "g1-"}});
  auto error = state.play(0, "h1/");
  REQUIRE(error);
  CHECK(error->message.find("O without a path") != std::string::npos);
  CHECK(is_legal(state, "h2/"));
}

TEST_CASE("fences R-F3: the path check covers both pawns, whoever places the fence") {
  Setup setup{.o = "e1", .x = "e9", .fences_by_o = {"a8-", "c8-", "e8-", "g8-"}};
  auto o_to_move = make_state(setup);
  auto error = o_to_move.play(0, "h8/");
  REQUIRE(error);
  CHECK(error->message.find("X without a path") != std::string::npos);
  setup.to_move = 1;
  auto x_to_move = make_state(setup);
  CHECK_FALSE(is_legal(x_to_move, "h8/"));
}

TEST_CASE("fences placement: the path check ignores pawns") {
  // The only way north for O runs through X's cell: still a path.
  auto state = make_state({.o = "i1", .x = "i2", .fences_by_x = {"a1-", "c1-", "e1-", "g1-"}});
  CHECK(is_legal(state, "a3-"));
}

TEST_CASE("fences win: a pawn that reaches its goal rank wins") {
  auto o_wins = make_state({.o = "c8", .x = "g5"});
  REQUIRE_FALSE(o_wins.play(0, "N"));
  CHECK(o_wins.status().outcome == rules::Outcome::won);
  CHECK(o_wins.status().winner == 0);
  CHECK(o_wins.status().reason == "goal");
  CHECK(o_wins.deciders().empty());

  auto x_wins = make_state({.o = "c5", .x = "g2", .to_move = 1});
  REQUIRE_FALSE(x_wins.play(1, "S"));
  CHECK(x_wins.status().winner == 1);
}

TEST_CASE("fences example: O on d7, X on d8, fences d6- and c8/") {
  Setup setup{.o = "d7", .x = "d8", .fences_by_o = {"c8/"}, .fences_by_x = {"d6-"}};
  auto o_to_move = make_state(setup);
  CHECK(pawn_move_names(o_to_move) == Names{"E", "NN", "W"});
  REQUIRE_FALSE(o_to_move.play(0, "NN"));
  CHECK(o_to_move.status().winner == 0);

  setup.to_move = 1;
  auto x_to_move = make_state(setup);
  CHECK(pawn_move_names(x_to_move) == Names{"E", "N", "SE", "SW"});
  auto error = x_to_move.play(1, "SS");
  REQUIRE(error);
  CHECK(error->code == rules::error_code::kIllegal);
}

TEST_CASE("fences ply_limit: a draw when reached, but a win on that ply comes first") {
  const std::vector<std::string> race = {"N", "E", "N", "E", "N", "E", "N", "E", "N"};
  auto drawn = start({{"meet", std::int64_t{3}}, {"ply_limit", std::int64_t{8}}});
  for (std::size_t i = 0; i < 8; ++i)
    REQUIRE_FALSE(drawn->play(static_cast<int>(i % 2), race[i]));
  CHECK(drawn->status().outcome == rules::Outcome::drawn);
  CHECK(drawn->status().reason == "ply_limit");

  auto won = start({{"meet", std::int64_t{3}}, {"ply_limit", std::int64_t{9}}});
  for (std::size_t i = 0; i < 9; ++i)
    REQUIRE_FALSE(won->play(static_cast<int>(i % 2), race[i]));
  CHECK(won->status().outcome == rules::Outcome::won);
}

TEST_CASE("fences notation: every action writes and reads back, and nothing else reads") {
  for (rules::Action action = 0; action <= kPass; ++action) {
    std::string text;
    write_action(initial_position(10, 0, true), action, text);
    CAPTURE(text);
    REQUIRE(read_action(text).has_value());
    CHECK(*read_action(text) == action);
  }
  for (const char* bad : {"NS", "SN", "EW", "WE", "i1-", "a9/", "a0-", "d7", "d7--", "d7\\"}) {
    CHECK_FALSE(read_action(bad).has_value());
  }
}

TEST_CASE("fences view: pawns, fences with their owners, fences left") {
  auto state = make_state({.o = "d7",
                           .x = "d8",
                           .fences_by_o = {"c8/"},
                           .fences_by_x = {"d6-"},
                           .fences_left_o = 9,
                           .fences_left_x = 9});
  rules::View view;
  state.write_view(rules::kSpectator, view);
  view.finish();
  CHECK(view.json() ==
        R"({"pawns":{"0":"d7","1":"d8"},"fences":{"c8/":0,"d6-":1},"fences_left":[9,9],)"
        R"("goal_ranks":[9,1]})");
}

TEST_CASE("fences targets: a pawn move's target is its cell, a fence's its groove") {
  auto state = make_state({.o = "d7", .x = "d8"});
  auto targets = [&](const char* name) {
    std::string out;
    rules::JsonText json(out);
    state.write_targets(std::get<rules::Action>(state.parse(0, name)), json);
    return out;
  };
  CHECK(targets("NN") == R"(["d9"])");
  CHECK(targets("E") == R"(["e7"])");
  CHECK(targets("d6-") == R"(["d6-"])");
}

}  // namespace
}  // namespace rockpool::tests::fences
