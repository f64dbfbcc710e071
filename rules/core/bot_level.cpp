#include "rules/core/bot_level.hpp"

#include <algorithm>
#include <array>

namespace rockpool::rules {

namespace {

using std::chrono::milliseconds;

const std::array<BotLevel, kBotLevels> kLevels = {{
    {1, "a beginner: quick, and often careless", milliseconds(100), 300, 0.5, 50'000},
    {2, "a casual player: sees simple threats", milliseconds(300), 1'500, 0.5, 150'000},
    {3, "a club player: a fair fight", milliseconds(600), 6'000, 0.15, 400'000},
    {4, "strong: thinks a second a move", milliseconds(1000), 20'000, 0, 800'000},
    {5, "the strongest: thinks two seconds a move", milliseconds(2000), 60'000, 0, 1'500'000},
}};

}  // namespace

const BotLevel& bot_level(int number) {
  return kLevels[static_cast<std::size_t>(std::clamp(number, 1, kBotLevels) - 1)];
}

std::string bot_name(int number) {
  return "Rockbot " + std::to_string(std::clamp(number, 1, kBotLevels));
}

}  // namespace rockpool::rules
