#pragma once
// One benchmark game between two bots: a level of the tree-search bot, or `flat`, the flat Monte
// Carlo bot that came before it (the reference). Each decision during a secret phase is made
// from the position the seat may know, as on the server.

#include <array>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rules/core/bot.hpp"
#include "rules/core/game.hpp"

namespace rockpool::bench {

// A side of the benchmark: a level from 1 to 5, 0 for flat Monte Carlo, or kGreedy for a player
// that eats whenever it can (the action after which the game's evaluation is best for it; random
// among equals), with no lookahead: a punching bag that punishes any material left en prise.
inline constexpr int kGreedy = -1;
struct Contender {
  int level = 0;
  bool flat() const { return level == 0; }
  bool greedy() const { return level == kGreedy; }
  bool searches() const { return level > 0; }
  std::string name() const { return flat() ? "flat" : greedy() ? "greedy" : std::to_string(level); }
};
std::optional<Contender> parse_contender(const std::string& text);

// How long a side thinks per decision: iterations (flat: playouts), wall time, or both.
struct BenchBudget {
  std::int64_t iterations = 0;
  std::chrono::milliseconds ms{0};
};

class BenchPlayer {
 public:
  BenchPlayer(Contender who, BenchBudget budget, const rules::SearchSettings& settings,
              std::uint64_t seed);
  // The notation of the action `seat` plays in `match` after `history`.
  std::string decide(const rules::Game& game, const rules::OptionValues& options,
                     const rules::State& match, rules::Seat seat,
                     const std::vector<rules::MoveText>& history);

 private:
  std::string decide_flat(const rules::State& match, rules::Seat seat);
  std::string decide_greedy(const rules::State& match, rules::Seat seat);

  Contender who_;
  BenchBudget budget_;
  rules::Random random_;
  std::unique_ptr<rules::Bot> bot_;
};

struct GameReport {
  double score_a = 0.5;  // side A's result: 1 a win, 0.5 a draw, 0 a loss
  int plies = 0;
  std::string reason;                // the end's reason word ("illegal" for a forfeit)
  std::array<int, 2> illegal{0, 0};  // by side, A then B
  std::array<std::vector<double>, 2> move_ms;
};

// Plays one game, side A on seat `a_seat`.
GameReport play_bot_game(const rules::Game& game, const rules::OptionValues& options,
                         const std::array<Contender, 2>& sides,
                         const std::array<BenchBudget, 2>& budgets, rules::Seat a_seat,
                         std::uint64_t seed);

}  // namespace rockpool::bench
