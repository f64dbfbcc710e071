// View patches are RFC 6902: applying one to the old view gives the new view.

#include "protocol/view_patch.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "rules/core/playout.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::tests {
namespace {

using nlohmann::json;
using rules::View;

void check_patch(View before, View after) {
  before.finish();
  after.finish();
  const std::string patch = protocol::view_patch(before, after);
  const json applied = json::parse(before.json()).patch(json::parse(patch));
  CHECK_MESSAGE(applied == json::parse(after.json()), "patch: " << patch);
}

TEST_CASE("view patch: values replaced, members added and removed") {
  View a, b;
  a.value("n").number(1);
  a.value("gone").string("x");
  b.value("n").number(2);
  b.value("new").boolean(true);
  check_patch(a, b);
  View same = a;
  same.finish();
  a.finish();
  CHECK(protocol::view_patch(a, same) == "[]");
}

TEST_CASE("view patch: map entries added, replaced and removed, keys escaped") {
  View a, b;
  a.map("fences");
  a.entry("d7/").number(0);
  a.entry("a1-").number(1);
  a.entry("x~y").number(1);
  b.map("fences");
  b.entry("d7/").number(1);
  b.entry("c3-").number(0);
  check_patch(a, b);
  View c;
  c.map("fences");
  c.entry("d7/").number(0);
  c.finish();
  View a2 = a;
  a2.finish();
  CHECK(
      protocol::view_patch(c, a2) ==
      R"([{"op":"add","path":"/fences/a1-","value":1},{"op":"add","path":"/fences/x~0y","value":1}])");
}

TEST_CASE("view patch: lists append with -, change in place, shrink from the end") {
  View a, b, c;
  a.list("moves");
  a.item().string("N");
  a.item().string("?");
  b.list("moves");
  b.item().string("N");
  b.item().string("D1:K");
  b.item().string("S");
  b.item().string("E");
  c.list("moves");
  c.item().string("W");
  check_patch(a, b);
  check_patch(b, c);
  check_patch(c, a);
}

TEST_CASE("view patch: a member that changes kind is replaced whole") {
  View a, b;
  a.value("x").number(3);
  b.map("x");
  b.entry("k").string("v");
  check_patch(a, b);
  check_patch(b, a);
}

TEST_CASE("view patch: between consecutive positions of random playouts of every game") {
  for (const rules::Game* game : rules::registered_games()) {
    auto state = rules::start_match(*game, {}).state;
    rules::Random random(5);
    rules::ActionList scratch;
    for (int ply = 0; ply < 200 && !state->status().over(); ++ply) {
      View before[3];
      for (int viewer = 0; viewer < 3; ++viewer)
        state->write_view(viewer, before[viewer]);
      rules::random_step(*state, random, scratch);
      for (int viewer = 0; viewer < 3; ++viewer) {
        View after;
        state->write_view(viewer, after);
        check_patch(before[viewer], after);
      }
    }
  }
}

}  // namespace
}  // namespace rockpool::tests
