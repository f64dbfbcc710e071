// A seat's legal actions as its view lists them: sorted by notation, each with its targets, and
// patched by merging two lists on the notation.

#include "protocol/legal_list.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "rules/registry/registry.hpp"

namespace rockpool::tests {
namespace {

using nlohmann::json;

std::unique_ptr<rules::State> fences_start() {
  const rules::Game& game = *rules::find_game("fences");
  return game.start(rules::resolve_options(game.info().options, {}).values);
}

json written(const protocol::LegalList& list) {
  std::string out;
  list.write(out);
  return json::parse(out);
}

TEST_CASE("legal list: every legal action once, keyed by its notation, with its targets") {
  auto state = fences_start();
  protocol::LegalList list;
  list.build(*state, 0);
  rules::ActionList actions;
  state->legal_actions(0, actions);
  CHECK(list.size() == actions.size());
  const json all = written(list);
  CHECK(all.size() == actions.size());
  for (rules::Action action : actions) {
    const std::string notation = state->notation(action);
    REQUIRE(all.contains(notation));
    std::string targets;
    rules::JsonText json_targets(targets);
    state->write_targets(action, json_targets);
    CHECK(all[notation] == json::parse(targets));
  }
  // A seat that does not decide has an empty list.
  list.build(*state, 1);
  CHECK(list.size() == 0);
  CHECK(written(list) == json::object());
}

TEST_CASE("legal list: the patch between two lists turns the first into the second") {
  auto state = fences_start();
  protocol::LegalList before, after;
  before.build(*state, 0);
  REQUIRE_FALSE(state->play(0, "N"));
  REQUIRE_FALSE(state->play(1, "S"));
  after.build(*state, 0);
  std::string operations;
  protocol::PatchBuilder patch(operations);
  after.diff_from(before, patch);
  CHECK(patch.count() > 0);
  const json document = {{"legal", written(before)}};
  const json patched = document.patch(json::parse("[" + operations + "]"));
  CHECK(patched["legal"] == written(after));

  std::string none;
  protocol::PatchBuilder same(none);
  after.diff_from(after, same);
  CHECK(same.count() == 0);
}

TEST_CASE("legal list: clear empties it") {
  auto state = fences_start();
  protocol::LegalList list;
  list.build(*state, 0);
  list.clear();
  CHECK(list.size() == 0);
  CHECK(written(list) == json::object());
}

}  // namespace
}  // namespace rockpool::tests
