#pragma once
// The bot's five levels, from a quick, fallible player to the strongest the budget allows. A
// level is weakened only by its budget and by drawing its final choice with a temperature, never
// by scripted blunders.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace rockpool::rules {

struct BotLevel {
  int number = 0;                   // 1 to kBotLevels
  std::string_view description;     // what the lobby says of its strength
  std::chrono::milliseconds think;  // its time budget per decision in play
  std::int64_t iterations = 0;      // its iteration budget: a cap in play, the budget in ladders
  double temperature = 0;           // 0: the most visited action; above: drawn with a temperature
  std::size_t max_nodes = 0;        // its search tree's memory cap
};

inline constexpr int kBotLevels = 5;
inline constexpr int kDefaultBotLevel = 3;

// The level `number`, 1 to kBotLevels.
const BotLevel& bot_level(int number);
// "Rockbot 3".
std::string bot_name(int number);

}  // namespace rockpool::rules
