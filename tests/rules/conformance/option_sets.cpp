#include "tests/rules/conformance/option_sets.hpp"

#include <algorithm>

namespace rockpool::tests {

namespace {

std::string describe(const std::vector<rules::RawOption>& options) {
  if (options.empty()) return "defaults";
  std::string label;
  for (const auto& option : options) {
    if (!label.empty()) label += ' ';
    label += option.name + '=';
    if (const auto* flag = std::get_if<bool>(&option.value)) {
      label += *flag ? "true" : "false";
    } else if (const auto* number = std::get_if<std::int64_t>(&option.value)) {
      label += std::to_string(*number);
    } else {
      label += '?';
    }
  }
  return label;
}

rules::RawOption value_of(const rules::OptionSpec& spec, std::int64_t value) {
  if (spec.type == rules::OptionType::boolean) return {spec.name, value != 0};
  return {spec.name, value};
}

}  // namespace

std::vector<OptionSet> option_sets(const rules::GameInfo& info, const GameFixture& fixture) {
  std::vector<std::vector<rules::RawOption>> sets = {{}};
  std::vector<rules::RawOption> all_away;
  for (const rules::OptionSpec& spec : info.options) {
    if (spec.name == rules::kPlyLimitOption) continue;
    for (std::int64_t value : {spec.min, spec.max}) {
      if (value != spec.default_value) sets.push_back({value_of(spec, value)});
    }
    if (spec.min != spec.default_value || spec.max != spec.default_value) {
      all_away.push_back(value_of(spec, spec.default_value != spec.min ? spec.min : spec.max));
    }
  }
  if (all_away.size() > 1) sets.push_back(all_away);
  sets.insert(sets.end(), fixture.interesting_options.begin(), fixture.interesting_options.end());

  std::vector<OptionSet> named;
  for (auto& options : sets) {
    std::string label = describe(options);
    const bool seen = std::any_of(named.begin(), named.end(),
                                  [&label](const OptionSet& set) { return set.label == label; });
    if (!seen) named.push_back({std::move(label), std::move(options)});
  }
  return named;
}

}  // namespace rockpool::tests
