#pragma once
// Room options a game accepts (its variants), and their validation. Values are plain integers
// inside the engine (booleans as 0 and 1); the edge converts from JSON.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "rules/core/error.hpp"

namespace rockpool::rules {

enum class OptionType { integer, boolean };

struct OptionSpec {
  std::string name;
  OptionType type = OptionType::integer;
  std::int64_t min = 0;
  std::int64_t max = 0;
  std::int64_t default_value = 0;
  std::string description;
};

// One option as a caller wrote it, before validation.
struct RawOption {
  using Value = std::variant<std::monostate, bool, std::int64_t, double, std::string>;
  std::string name;
  Value value;
};

// Validated options: every option the game knows, each with its value.
class OptionValues {
 public:
  std::int64_t get(std::string_view name) const;  // the name must be one of the game's options
  bool flag(std::string_view name) const { return get(name) != 0; }
  const std::vector<std::pair<std::string, std::int64_t>>& all() const { return values_; }
  void set(std::string name, std::int64_t value);

 private:
  std::vector<std::pair<std::string, std::int64_t>> values_;
};

// The option every game has: after this many actions without an end, the match is drawn.
inline constexpr const char* kPlyLimitOption = "ply_limit";
OptionSpec ply_limit_option();
// The option every game has after it: a position that stands for the third time draws the match.
inline constexpr const char* kRepetitionOption = "repetition";
OptionSpec repetition_option();

struct OptionsResult {
  OptionValues values;
  std::optional<Error> error;  // set when an option was unknown, of the wrong type or out of range
};

// Checks the raw options against the specs and fills in defaults; the first problem is reported
// with the option's name in its message.
OptionsResult resolve_options(const std::vector<OptionSpec>& specs,
                              const std::vector<RawOption>& raw);

}  // namespace rockpool::rules
