#include "rules/core/options.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace rockpool::rules {

std::int64_t OptionValues::get(std::string_view name) const {
  for (const auto& [key, value] : values_) {
    if (key == name) return value;
  }
  throw std::logic_error("engine asked for an option it did not declare: " + std::string(name));
}

void OptionValues::set(std::string name, std::int64_t value) {
  for (auto& [key, existing] : values_) {
    if (key == name) {
      existing = value;
      return;
    }
  }
  values_.emplace_back(std::move(name), value);
}

OptionSpec ply_limit_option() {
  return {kPlyLimitOption,
          OptionType::integer,
          0,
          100000,
          0,
          "Draw after this many actions without a result (0: no limit)"};
}

OptionSpec repetition_option() {
  return {kRepetitionOption,
          OptionType::boolean,
          0,
          1,
          0,
          "Draw when the same position stands for the third time"};
}

namespace {

std::optional<std::int64_t> as_integer(const RawOption::Value& value) {
  if (const auto* i = std::get_if<std::int64_t>(&value)) return *i;
  if (const auto* d = std::get_if<double>(&value)) {
    if (std::isfinite(*d) && std::floor(*d) == *d && std::fabs(*d) < 1e15) {
      return static_cast<std::int64_t>(*d);
    }
  }
  return std::nullopt;
}

Error option_error(const char* code, std::string message) {
  return {code, std::move(message)};
}

}  // namespace

OptionsResult resolve_options(const std::vector<OptionSpec>& specs,
                              const std::vector<RawOption>& raw) {
  OptionsResult result;
  for (const auto& spec : specs)
    result.values.set(spec.name, spec.default_value);
  for (const auto& option : raw) {
    auto spec = std::find_if(specs.begin(), specs.end(),
                             [&](const OptionSpec& s) { return s.name == option.name; });
    if (spec == specs.end()) {
      result.error =
          option_error(error_code::kUnknownOption, "unknown option '" + option.name + "'");
      return result;
    }
    if (spec->type == OptionType::boolean) {
      const auto* b = std::get_if<bool>(&option.value);
      if (!b) {
        result.error = option_error(error_code::kOptionType,
                                    "option '" + option.name + "' must be true or false");
        return result;
      }
      result.values.set(spec->name, *b ? 1 : 0);
      continue;
    }
    auto number = as_integer(option.value);
    if (!number) {
      result.error =
          option_error(error_code::kOptionType, "option '" + option.name + "' must be an integer");
      return result;
    }
    if (*number < spec->min || *number > spec->max) {
      result.error =
          option_error(error_code::kOptionRange, "option '" + option.name + "' must be between " +
                                                     std::to_string(spec->min) + " and " +
                                                     std::to_string(spec->max));
      return result;
    }
    result.values.set(spec->name, *number);
  }
  return result;
}

}  // namespace rockpool::rules
