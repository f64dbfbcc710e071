#pragma once
// What a state shows as text, for the games' tests: its legal actions as sorted notation, its
// views and an action's targets as JSON text.

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <variant>
#include <vector>

#include "rules/core/json_text.hpp"
#include "rules/core/state.hpp"
#include "rules/core/view.hpp"

namespace rockpool::tests {

using Names = std::vector<std::string>;

// The legal actions of `seat`, as sorted notation.
inline Names sorted_legal_names(const rules::State& state, rules::Seat seat) {
  rules::ActionList actions;
  state.legal_actions(seat, actions);
  Names names;
  for (auto action : actions)
    names.push_back(state.notation(action));
  std::sort(names.begin(), names.end());
  return names;
}

// Those of `names` that start with `prefix`.
inline Names names_starting(const Names& names, const std::string& prefix) {
  Names starting;
  for (const auto& name : names) {
    if (name.rfind(prefix, 0) == 0) starting.push_back(name);
  }
  return starting;
}

inline bool names_include(const Names& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

inline bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The view `viewer` is sent, as JSON text.
inline std::string view_text(const rules::State& state, rules::Viewer viewer) {
  rules::View view;
  state.write_view(viewer, view);
  view.finish();
  return view.json();
}

// The targets of an action of the seat deciding now, as JSON text; the action must parse.
inline std::string targets_text(const rules::State& state, const std::string& notation) {
  const auto parsed = state.parse(state.deciders().first(), notation);
  REQUIRE(std::holds_alternative<rules::Action>(parsed));
  std::string out;
  rules::JsonText writer(out);
  state.write_targets(std::get<rules::Action>(parsed), writer);
  return out;
}

}  // namespace rockpool::tests
