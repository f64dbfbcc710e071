// Every registered engine through the registry, driven by fuzz bytes: options chosen within their
// ranges, then a sequence of steps that either play fuzz text as notation for a seat that decides
// or pick a legal action by index. After each step the engine's invariants must hold.

#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <variant>
#include <vector>

#include "rules/registry/registry.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using rockpool::fuzz::require;
namespace rules = rockpool::rules;

namespace {

std::vector<rules::RawOption> fuzz_options(FuzzedDataProvider& input, const rules::GameInfo& info) {
  std::vector<rules::RawOption> raw;
  for (const rules::OptionSpec& spec : info.options) {
    if (!input.ConsumeBool()) continue;  // the default
    rules::RawOption option{spec.name, {}};
    if (spec.type == rules::OptionType::boolean) {
      option.value = input.ConsumeBool();
    } else {
      option.value = input.ConsumeIntegralInRange<std::int64_t>(spec.min, spec.max);
    }
    raw.push_back(std::move(option));
  }
  return raw;
}

void check_invariants(const rules::State& state) {
  const rules::SeatSet deciders = state.deciders();
  require(state.status().over() == deciders.empty(), "someone decides exactly while not over");
  rules::ActionList legal;
  for (rules::Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    state.legal_actions(seat, legal);
    require(deciders.contains(seat) == !legal.empty(), "a seat that decides has legal actions");
    for (const rules::Action action : legal) {
      const std::string text = state.notation(action);
      const rules::ParseResult parsed = state.parse(seat, text);
      require(std::holds_alternative<rules::Action>(parsed) &&
                  std::get<rules::Action>(parsed) == action,
              "a legal action's notation parses back to it");
    }
  }
  // Views are sent as they are written: each must be one valid JSON object.
  for (rules::Viewer viewer = 0; viewer <= rules::kSpectator; ++viewer) {
    rules::View view;
    state.write_view(viewer, view);
    view.finish();
    require(nlohmann::json::accept(view.json()), "a view is valid JSON");
  }
  require(state.clone()->encode() == state.encode(), "a clone encodes as the original");
}

rules::Seat pick_decider(FuzzedDataProvider& input, rules::SeatSet deciders) {
  if (deciders.size() == 2) return input.ConsumeBool() ? 1 : 0;
  return deciders.first();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider input(data, size);
  const auto& games = rules::registered_games();
  const rules::Game& game = *games[input.ConsumeIntegralInRange<std::size_t>(0, games.size() - 1)];
  rules::StartResult started = rules::start_match(game, fuzz_options(input, game.info()));
  require(!started.error && started.state, "options within their ranges start a match");
  rules::State& state = *started.state;
  check_invariants(state);

  rules::ActionList legal;
  while (input.remaining_bytes() > 0 && !state.status().over()) {
    const rules::Seat seat = pick_decider(input, state.deciders());
    if (input.ConsumeBool()) {
      // Text as a client might send it: played only when it is a legal action.
      const std::string before = state.encode();
      const std::string text = input.ConsumeRandomLengthString(12);
      if (state.play(seat, text)) {
        require(state.encode() == before, "a refused action changes nothing");
        continue;
      }
    } else {
      state.legal_actions(seat, legal);
      const rules::Action action =
          legal[input.ConsumeIntegralInRange<std::size_t>(0, legal.size() - 1)];
      require(!state.check(seat, action), "a listed action passes the check");
      state.apply(seat, action);
    }
    check_invariants(state);
  }
  return 0;
}
