#include "server/tournament/round_robin.hpp"

#include <algorithm>
#include <numeric>
#include <utility>

namespace rockpool::server {

namespace {

double points_of(GameResult result) {
  return result == GameResult::win ? 1.0 : result == GameResult::draw ? 0.5 : 0.0;
}

}  // namespace

std::optional<RoundRobin> RoundRobin::create(std::vector<std::string> players) {
  const auto count = static_cast<int>(players.size());
  if (count < kMinPlayers || count > kMaxPlayers) return std::nullopt;
  return RoundRobin(std::move(players));
}

RoundRobin::RoundRobin(std::vector<std::string> players) : players_(std::move(players)) {
  const auto count = static_cast<int>(players_.size());
  // An odd number gets a phantom player: whoever meets it has a bye that round.
  const int seats = count % 2 == 0 ? count : count + 1;
  const int fixed = seats - 1;
  rounds_ = seats - 1;
  std::vector<int> ring(static_cast<std::size_t>(seats - 1));
  std::iota(ring.begin(), ring.end(), 0);
  for (int round = 0; round < rounds_; ++round) {
    auto add = [&](int first, int second) {
      if (first < count && second < count) games_.push_back({round, first, second, std::nullopt});
    };
    // The fixed player begins every other round; each of the others passes through every place
    // of the ring once, beginning in half of them.
    if (round % 2 == 0) {
      add(ring[0], fixed);
    } else {
      add(fixed, ring[0]);
    }
    for (int k = 1; k < seats / 2; ++k)
      add(ring[static_cast<std::size_t>(k)], ring[static_cast<std::size_t>(seats - 1 - k)]);
    std::rotate(ring.begin(), ring.begin() + 1, ring.end());
  }
}

bool RoundRobin::record(std::size_t index, GameResult first_result) {
  if (index >= games_.size() || games_[index].first_result) return false;
  games_[index].first_result = first_result;
  return true;
}

bool RoundRobin::complete() const {
  return std::all_of(games_.begin(), games_.end(),
                     [](const RoundRobinGame& game) { return game.first_result.has_value(); });
}

std::optional<double> RoundRobin::cell(int player, int opponent) const {
  for (const RoundRobinGame& game : games_) {
    if (!game.first_result) continue;
    if (game.first == player && game.second == opponent) return points_of(*game.first_result);
    if (game.second == player && game.first == opponent) {
      return points_of(reversed(*game.first_result));
    }
  }
  return std::nullopt;
}

double RoundRobin::points(int player) const {
  double total = 0;
  for (int opponent = 0; opponent < static_cast<int>(players_.size()); ++opponent) {
    if (opponent != player) total += cell(player, opponent).value_or(0.0);
  }
  return total;
}

double RoundRobin::sonneborn_berger(int player) const {
  double total = 0;
  for (int opponent = 0; opponent < static_cast<int>(players_.size()); ++opponent) {
    if (opponent != player) total += cell(player, opponent).value_or(0.0) * points(opponent);
  }
  return total;
}

std::vector<int> RoundRobin::standings() const {
  // Points first, then Sonneborn-Berger; a stable sort keeps the seeding order on a tie.
  std::vector<std::pair<double, double>> rank;
  rank.reserve(players_.size());
  for (int seed = 0; seed < static_cast<int>(players_.size()); ++seed)
    rank.emplace_back(points(seed), sonneborn_berger(seed));
  std::vector<int> order(players_.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return rank[static_cast<std::size_t>(a)] > rank[static_cast<std::size_t>(b)];
  });
  return order;
}

}  // namespace rockpool::server
