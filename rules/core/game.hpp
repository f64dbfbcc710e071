#pragma once
// A game's immutable facts and its factory for new matches.

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "rules/core/options.hpp"
#include "rules/core/state.hpp"

namespace rockpool::rules {

struct GameInfo {
  std::string id;    // fences, lazyking, prawns, pawnd, kaninariebi
  std::string name;  // display name
  std::array<std::string, kSeatCount> seat_names;
  std::vector<OptionSpec> options;  // every game lists ply_limit among them
  std::string summary;              // one sentence for the lobby
};

class Game {
 public:
  virtual ~Game() = default;
  virtual const GameInfo& info() const = 0;
  // The initial position for validated options (see resolve_options).
  virtual std::unique_ptr<State> start(const OptionValues& options) const = 0;
};

// A new match from options as a caller wrote them, or the error naming the bad option.
struct StartResult {
  std::unique_ptr<State> state;
  OptionValues options;
  std::optional<Error> error;
};
StartResult start_match(const Game& game, const std::vector<RawOption>& raw_options);

}  // namespace rockpool::rules
