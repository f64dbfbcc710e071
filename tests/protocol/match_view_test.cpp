// Each audience's view of a match: a snapshot, then patches that turn the view it holds into the
// one a fresh snapshot would give; secrets kept from the other audiences until revealed; legal
// actions patched only when a seat decides again.

#include "protocol/match_view.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <random>

#include "rules/registry/registry.hpp"

namespace rockpool::tests {
namespace {

using nlohmann::json;

// A match as a view reads it: a real engine, its moves and the server's facts, kept by hand.
class PlayedMatch final : public protocol::MatchSource {
 public:
  explicit PlayedMatch(const std::string& game_id)
      : game_(*rules::find_game(game_id)),
        options_(rules::resolve_options(game_.info().options, {}).values),
        state_(game_.start(options_)),
        view(*this, "r.1", "r", game_, options_) {}

  void play(rules::Seat seat, const std::string& notation) {
    protocol::MatchMove move{seat, notation, "[]", state_->secret_choices(), 0};
    REQUIRE_FALSE(state_->play(seat, notation));
    moves_.push_back(move);
    if (!state_->secret_choices()) {
      for (auto& each : moves_)
        each.secret = false;
    }
    view.position_changed();
  }
  // One change, as a room sends it: the patch of every audience that holds a view.
  std::array<std::optional<std::string>, protocol::kAudiences> update() {
    view.begin_update();
    std::array<std::optional<std::string>, protocol::kAudiences> patches;
    for (int viewer = 0; viewer < protocol::kAudiences; ++viewer)
      patches[viewer] = view.patch_frame(viewer);
    view.end_update();
    return patches;
  }

  const rules::State& position() const override { return *state_; }
  std::span<const protocol::MatchMove> moves() const override { return moves_; }
  const protocol::PlayerCard& player(rules::Seat seat) const override { return cards_[seat]; }
  rules::SeatSet deciders() const override { return state_->deciders(); }
  protocol::MatchFacts facts() const override {
    protocol::MatchFacts f;
    f.to_move = deciders();
    f.ply = static_cast<int>(moves_.size());
    f.draw_offer = draw_offer;
    f.rating = rating;
    return f;
  }

  rules::Seat draw_offer = -1;
  std::array<std::optional<protocol::RatingChange>, 2> rating;

 private:
  const rules::Game& game_;
  rules::OptionValues options_;
  std::unique_ptr<rules::State> state_;
  std::vector<protocol::MatchMove> moves_;
  std::array<protocol::PlayerCard, 2> cards_{protocol::PlayerCard{"Ada", "a", false},
                                             protocol::PlayerCard{"Bob", "b", true}};

 public:
  protocol::MatchView view;
};

// What an audience holds: a snapshot's view with every later patch applied.
struct Holder {
  json view;
  std::int64_t version = -1;
  void take(const std::string& frame_text) {
    const json frame = json::parse(frame_text);
    if (frame["type"] == "match.snapshot") {
      view = frame["view"];
    } else {
      REQUIRE(frame["type"] == "match.patch");
      REQUIRE(frame["base"] == version);
      view = view.patch(frame["patch"]);
    }
    version = frame["version"];
  }
};

TEST_CASE("match view: patched views equal fresh snapshots, for every audience") {
  PlayedMatch match("fences");
  std::array<Holder, protocol::kAudiences> holders;
  for (int viewer = 0; viewer < protocol::kAudiences; ++viewer)
    holders[viewer].take(match.view.snapshot_frame(viewer));
  CHECK(holders[0].view["you"] == 0);
  CHECK(holders[2].view["you"].is_null());
  CHECK(holders[1].view["players"]["1"]["bot"] == true);
  for (const char* move : {"N", "S", "d4-", "e5/", "N"}) {
    const rules::Seat seat = match.position().deciders().first();
    match.play(seat, move);
    const auto patches = match.update();
    for (int viewer = 0; viewer < protocol::kAudiences; ++viewer) {
      REQUIRE(patches[viewer]);
      holders[viewer].take(*patches[viewer]);
      CHECK(holders[viewer].view == json::parse(match.view.view_json(viewer)));
    }
  }
  CHECK(holders[2].view["ply"] == 5);
  CHECK(holders[2].view["moves"].size() == 5);
  CHECK(holders[0].view["decide"] == false);
  CHECK(holders[1].view["decide"] == true);
}

TEST_CASE("match view: random matches of every game, patched views equal fresh snapshots") {
  for (const rules::Game* game : rules::registered_games()) {
    for (unsigned seed = 1; seed <= 6; ++seed) {
      CAPTURE(game->info().id);
      CAPTURE(seed);
      PlayedMatch match(game->info().id);
      std::mt19937 random(seed);
      std::array<Holder, protocol::kAudiences> holders;
      for (int viewer = 0; viewer < protocol::kAudiences; ++viewer)
        holders[viewer].take(match.view.snapshot_frame(viewer));
      rules::ActionList actions;
      for (int ply = 0; ply < 150 && !match.position().status().over(); ++ply) {
        const rules::Seat seat = match.position().deciders().first();
        match.position().legal_actions(seat, actions);
        REQUIRE_FALSE(actions.empty());
        auto pick = std::uniform_int_distribution<std::size_t>(0, actions.size() - 1);
        match.play(seat, match.position().notation(actions[pick(random)]));
        const auto patches = match.update();
        for (int viewer = 0; viewer < protocol::kAudiences; ++viewer) {
          REQUIRE(patches[viewer]);
          holders[viewer].take(*patches[viewer]);
          REQUIRE(holders[viewer].view == json::parse(match.view.view_json(viewer)));
        }
      }
    }
  }
}

TEST_CASE("match view: a fact that changes alone is one replace operation") {
  PlayedMatch match("fences");
  match.view.snapshot_frame(2);
  match.draw_offer = 1;
  const auto patches = match.update();
  CHECK(json::parse(*patches[2])["patch"] ==
        json::array({{{"op", "replace"}, {"path", "/draw_offer"}, {"value", 1}}}));
  CHECK_FALSE(patches[0]);  // no view held: a snapshot is needed instead
}

TEST_CASE("match view: a rated match's changes appear under its players") {
  PlayedMatch match("fences");
  Holder holder;
  holder.take(match.view.snapshot_frame(2));
  CHECK_FALSE(holder.view["players"]["0"].contains("rating"));
  match.rating = {protocol::RatingChange{1500, 1662, true},
                  protocol::RatingChange{1500, 1338, true}};
  const auto patches = match.update();
  holder.take(*patches[2]);
  CHECK(holder.view["players"]["0"]["rating"] ==
        json{{"before", 1500}, {"after", 1662}, {"change", 162}, {"provisional", true}});
  CHECK(holder.view["players"]["1"]["rating"]["change"] == -162);
  CHECK(holder.view == json::parse(match.view.view_json(2)));
}

TEST_CASE("match view: secret choices stay hidden from the others until both have chosen") {
  PlayedMatch match("prawns");
  std::array<Holder, protocol::kAudiences> holders;
  for (int viewer = 0; viewer < protocol::kAudiences; ++viewer)
    holders[viewer].take(match.view.snapshot_frame(viewer));
  match.play(0, "SC");
  auto patches = match.update();
  for (int viewer = 0; viewer < protocol::kAudiences; ++viewer)
    holders[viewer].take(*patches[viewer]);
  CHECK(holders[0].view["moves"][0]["action"] == "SC");
  CHECK(holders[1].view["moves"][0]["action"].is_null());
  CHECK(holders[2].view["moves"][0]["action"].is_null());
  CHECK(holders[1].view["last"].is_null());

  match.play(1, "LL");
  patches = match.update();
  for (int viewer = 0; viewer < protocol::kAudiences; ++viewer) {
    holders[viewer].take(*patches[viewer]);
    CHECK(holders[viewer].view == json::parse(match.view.view_json(viewer)));
  }
  CHECK(holders[1].view["moves"][0]["action"] == "SC");
  CHECK(holders[2].view["moves"] ==
        json::array({{{"seat", 0}, {"action", "SC"}}, {{"seat", 1}, {"action", "LL"}}}));
}

TEST_CASE("match view: a seat's legal actions are patched when it decides again, not between") {
  PlayedMatch match("fences");
  Holder seat0;
  seat0.take(match.view.snapshot_frame(0));
  const json legal_at_start = seat0.view["legal"];
  CHECK(legal_at_start.contains("N"));
  match.play(0, "N");
  auto patch = json::parse(*match.update()[0]);
  for (const auto& operation : patch["patch"])
    CHECK(operation["path"].get<std::string>().rfind("/legal", 0) != 0);
  seat0.take(patch.dump());
  CHECK(seat0.view["legal"] == legal_at_start);  // kept, with "decide" false
  CHECK(seat0.view["decide"] == false);
  match.play(1, "S");
  seat0.take(*match.update()[0]);
  CHECK(seat0.view["legal"] != legal_at_start);
  CHECK(seat0.view == json::parse(match.view.view_json(0)));
}

TEST_CASE(
    "match view: forgotten audiences need a snapshot; restored views go on above the ceiling") {
  PlayedMatch match("fences");
  match.view.snapshot_frame(2);
  match.view.forget(2);
  CHECK_FALSE(match.update()[2]);
  match.view.restore(5000, {nullptr, nullptr});
  CHECK(match.view.version() == 5001);
  CHECK(match.view.position_version() == 5001);
  CHECK(json::parse(match.view.snapshot_frame(2))["version"] == 5001);
}

}  // namespace
}  // namespace rockpool::tests
