// The generic tree search: the solver, budgets, cancellation, repeatability, the kept tree and
// the memory cap, on real engines reached through notation.

#include "rules/core/mcts.hpp"

#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "rules/core/bot.hpp"
#include "rules/registry/registry.hpp"
#include "tests/rules/started_match.hpp"

namespace rockpool::tests {
namespace {

using rules::SearchBudget;
using rules::TreeSearch;

// The fence race without fences, the pawns three ranks nearer the middle (e4 and e6).
std::unique_ptr<rules::State> race(const std::vector<std::string>& moves) {
  return played_game("fences", {{"fences", std::int64_t{0}}, {"meet", std::int64_t{3}}}, moves);
}

std::size_t legal_count(const rules::State& state, rules::Seat seat) {
  rules::ActionList legal;
  state.legal_actions(seat, legal);
  return legal.size();
}

std::string best_of(TreeSearch& search, const rules::State& state) {
  rules::Random random(1);
  return state.notation(search.best(0, random));
}

TEST_CASE("tree search: the solver proves a win in one and plays it") {
  // O on f8, X on d2, O to move: N wins.
  auto state = race({"E", "W", "N", "S", "N", "S", "N", "S", "N", "S"});
  TreeSearch search({}, 7);
  search.set_root(*state, 0);
  search.run({.iterations = 5000});
  CHECK(search.root_proof() == rules::Proof::seat0_wins);
  CHECK(search.value(0) == 1.0);
  CHECK(best_of(search, *state) == "N");
}

TEST_CASE("tree search: the solver proves a win in two, and the loss for the other side") {
  // O on f7, X on d3, O to move: only N, then N again, wins before X reaches rank 1.
  auto state = race({"E", "W", "N", "S", "N", "S", "N", "S"});
  TreeSearch search({}, 7);
  search.set_root(*state, 0);
  search.run({.iterations = 20000});
  CHECK(search.root_proof() == rules::Proof::seat0_wins);
  CHECK(best_of(search, *state) == "N");
  // One ply later the side to move knows it has lost.
  state->play(0, "N");
  search.set_root(*state, 1);
  search.run({.iterations = 20000});
  CHECK(search.root_proof() == rules::Proof::seat0_wins);
  CHECK(search.value(1) == 0.0);
}

TEST_CASE("tree search: with narrow widening, a lost node opens every action before it is proven") {
  // As above, X to move after O's N: every X action loses. Widening considers one action and
  // opens two at first, so the proof needs the rest opened one by one as each proves lost.
  auto state = race({"E", "W", "N", "S", "N", "S", "N", "S", "N"});
  rules::SearchSettings settings = rules::search_settings_for(*state);
  settings.widening_base = 1;
  settings.widening_exponent = 0.01;
  TreeSearch search(settings, 7);
  search.set_root(*state, 1);
  search.run({.iterations = 20000});
  const std::size_t legal = legal_count(*state, 1);
  CHECK(legal > 2);
  CHECK(search.root_proof() == rules::Proof::seat0_wins);
  CHECK(search.choices().size() == legal);
}

TEST_CASE("tree search: with widening, nodes hold children only for the actions widening reaches") {
  // The fence game's start: about 130 legal actions a position, of which widening considers a
  // few. A child for every action would need about 130 nodes an expansion.
  auto state = start_game("fences");
  const rules::SearchSettings settings = rules::search_settings_for(*state);
  REQUIRE(settings.widening_exponent > 0);
  TreeSearch search(settings, 4);
  search.set_root(*state, 0);
  search.run({.iterations = 4000});
  const std::size_t legal = legal_count(*state, 0);
  REQUIRE(legal > 100);
  // The root was visited 4,000 times: widening reaches about 3 * sqrt(4000) = 190 actions, so
  // it has opened them all; a node with few visits holds about twice its widened count.
  CHECK(search.choices().size() == legal);
  CHECK(search.nodes() < 4000 * 20);
  // The same seed gives the same search.
  TreeSearch again(settings, 4);
  again.set_root(*state, 0);
  again.run({.iterations = 4000});
  CHECK(again.nodes() == search.nodes());
  rules::Random random(1);
  rules::Random random_again(1);
  CHECK(again.best(0, random_again) == search.best(0, random));
}

TEST_CASE("tree search: an iteration budget is run exactly, and again on the next call") {
  auto state = start_game("fences");
  TreeSearch search({}, 3);
  search.set_root(*state, 0);
  CHECK(search.run({.iterations = 300}) == 300);
  CHECK(search.run({.iterations = 200}) == 200);
  CHECK(search.iterations() == 500);
}

TEST_CASE("tree search: a time budget ends the search soon after it is spent") {
  auto state = start_game("lazyking");
  // After the secret setup, in the open: both kings placed.
  state->play(0, "D1:K");
  state->play(1, "E8:K");
  TreeSearch search({}, 3);
  search.set_root(*state, state->deciders().first());
  const auto start = std::chrono::steady_clock::now();
  const auto done = search.run({.time = std::chrono::milliseconds(60)});
  const auto elapsed = std::chrono::steady_clock::now() - start;
  CHECK(done > 0);
  CHECK(elapsed >= std::chrono::milliseconds(60));
  // Bounded, not timed: the clock is read every half millisecond of search at most.
  CHECK(elapsed < std::chrono::milliseconds(60 + 250));
}

TEST_CASE("tree search: cancellation stops a search that has no other limit") {
  auto state = played_game("prawns", {}, {"SC", "LL"});
  TreeSearch search({}, 3);
  search.set_root(*state, state->deciders().first());
  std::atomic<bool> cancel{true};
  CHECK(search.run({}, &cancel) == 0);
  cancel = false;
  std::thread canceller([&cancel] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    cancel = true;
  });
  CHECK(search.run({}, &cancel) > 0);  // returns at all: the test would hang otherwise
  canceller.join();
}

TEST_CASE("tree search: the same seed and budget give the same search") {
  auto state = start_game("kaninariebi");
  auto visits = [&](std::uint64_t seed) {
    TreeSearch search({}, seed);
    search.set_root(*state, 0);
    search.run({.iterations = 2000});
    std::vector<std::uint32_t> out;
    for (const auto& choice : search.choices())
      out.push_back(choice.visits);
    return out;
  };
  CHECK(visits(11) == visits(11));
  CHECK(visits(11) != visits(12));
}

TEST_CASE("tree search: the tree below the played actions is kept, anything else starts afresh") {
  auto state = start_game("pawnd");
  TreeSearch search({}, 5);
  search.set_root(*state, 0);
  search.run({.iterations = 3000});
  rules::Random random(1);
  const rules::Action mine = search.best(0, random);
  std::uint32_t visits_of_mine = 0;
  for (const auto& choice : search.choices()) {
    if (choice.action == mine) visits_of_mine = choice.visits;
  }
  auto next = state->clone();
  next->apply(0, mine);
  const std::vector<rules::SeatAction> moves = {{0, mine}};
  search.set_root(*next, 1, moves);
  // The opponent's answers come with the visits they had below that action.
  std::uint32_t kept_visits = 0;
  for (const auto& choice : search.choices())
    kept_visits += choice.visits;
  CHECK(search.nodes() > 1);
  CHECK(kept_visits + 1 == visits_of_mine);  // its first visit was its own playout
  // An unrelated position: a fresh root.
  search.set_root(*state, 0, moves);
  CHECK(search.nodes() == 1);
  CHECK(search.choices().empty());
}

TEST_CASE("tree search: the node cap holds however long the search runs") {
  auto state = start_game("fences");
  rules::SearchSettings settings;
  settings.max_nodes = 5000;
  TreeSearch search(settings, 9);
  search.set_root(*state, 0);
  search.run({.iterations = 4000});
  CHECK(search.nodes() <= settings.max_nodes);
  CHECK(search.iterations() == 4000);
}

}  // namespace
}  // namespace rockpool::tests
