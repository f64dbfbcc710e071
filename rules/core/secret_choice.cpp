#include "rules/core/secret_choice.hpp"

#include <algorithm>
#include <chrono>

namespace rockpool::rules {

namespace {

// Iterations a pair gets before the next pair's turn.
constexpr std::int64_t kBatch = 4;
// Rounds of regret matching over the matrix: enough for the small matrices of setups.
constexpr int kRounds = 2000;

// Regret matching+ (Tammelin, 2014) in self-play on a zero-sum matrix game, `values` holding the
// row player's results; returns the row player's average strategy.
std::vector<double> solve_rows(const std::vector<double>& values, std::size_t rows,
                               std::size_t columns) {
  std::vector<double> row_regret(rows, 0), column_regret(columns, 0);
  std::vector<double> row_sum(rows, 0);
  std::vector<double> row(rows), column(columns);
  auto normalise = [](const std::vector<double>& regret, std::vector<double>& strategy) {
    double total = 0;
    for (double r : regret)
      total += r;
    for (std::size_t i = 0; i < regret.size(); ++i)
      strategy[i] = total > 0 ? regret[i] / total : 1.0 / static_cast<double>(regret.size());
  };
  for (int round = 1; round <= kRounds; ++round) {
    normalise(row_regret, row);
    normalise(column_regret, column);
    std::vector<double> row_value(rows, 0), column_value(columns, 0);
    double expected = 0;
    for (std::size_t i = 0; i < rows; ++i) {
      for (std::size_t j = 0; j < columns; ++j) {
        const double v = values[i * columns + j];
        row_value[i] += column[j] * v;
        column_value[j] += row[i] * (1 - v);
        expected += row[i] * column[j] * v;
      }
    }
    for (std::size_t i = 0; i < rows; ++i) {
      row_regret[i] = std::max(0.0, row_regret[i] + row_value[i] - expected);
      row_sum[i] += round * row[i];  // later rounds weigh more (RM+ averaging)
    }
    for (std::size_t j = 0; j < columns; ++j)
      column_regret[j] = std::max(0.0, column_regret[j] + column_value[j] - (1 - expected));
  }
  double total = 0;
  for (double s : row_sum)
    total += s;
  for (double& s : row_sum)
    s /= total;
  return row_sum;
}

}  // namespace

SecretChoice::SecretChoice(const State& position, Seat seat, SearchSettings settings,
                           std::uint64_t seed)
    : seat_(seat) {
  position.legal_actions(seat, mine_);
  position.legal_actions(1 - seat, theirs_);
  if (theirs_.empty()) theirs_.push_back(0);  // the opponent has chosen already: one column
  const bool opponent_decides = position.deciders().contains(1 - seat);
  settings.max_nodes =
      std::max<std::size_t>(64, settings.max_nodes / (mine_.size() * theirs_.size()));
  Random seeds(seed);
  for (Action mine : mine_) {
    for (Action theirs : theirs_) {
      auto after = position.clone();
      after->apply(seat, mine);
      if (opponent_decides && after->deciders().contains(1 - seat)) after->apply(1 - seat, theirs);
      cells_.emplace_back(settings, seeds.next());
      const SeatSet deciders = after->deciders();
      cells_.back().set_root(*after, deciders.empty() ? seat : deciders.first());
    }
  }
}

std::int64_t SecretChoice::run(const SearchBudget& budget, const std::atomic<bool>* cancel) {
  const auto start = std::chrono::steady_clock::now();
  std::int64_t done = 0;
  while (!(cancel && cancel->load(std::memory_order_relaxed))) {
    if (budget.iterations > 0 && done >= budget.iterations) break;
    if (budget.time.count() > 0 && std::chrono::steady_clock::now() - start >= budget.time) break;
    std::int64_t batch = kBatch;
    if (budget.iterations > 0) batch = std::min(batch, budget.iterations - done);
    done += cells_[next_cell_].run({.iterations = batch}, cancel);
    next_cell_ = (next_cell_ + 1) % cells_.size();
    if (next_cell_ == 0 && std::all_of(cells_.begin(), cells_.end(),
                                       [](const TreeSearch& cell) { return cell.solved(); })) {
      break;
    }
  }
  return done;
}

std::vector<double> SecretChoice::matrix() const {
  std::vector<double> values;
  values.reserve(cells_.size());
  for (const TreeSearch& cell : cells_)
    values.push_back(cell.value(seat_));
  return values;
}

std::vector<double> SecretChoice::strategy() const {
  return solve_rows(matrix(), mine_.size(), theirs_.size());
}

Action SecretChoice::choose(Random& random) const {
  const std::vector<double> mixed = strategy();
  double pick = static_cast<double>(random.next() >> 11) * 0x1.0p-53;
  for (std::size_t i = 0; i < mixed.size(); ++i) {
    pick -= mixed[i];
    if (pick <= 0) return mine_[i];
  }
  return mine_.back();
}

double SecretChoice::value() const {
  const std::vector<double> values = matrix();
  const std::vector<double> rows = strategy();
  const std::vector<double> columns = solve_rows(
      [&] {
        // The opponent's view: transposed, results for it.
        std::vector<double> theirs(values.size());
        for (std::size_t i = 0; i < mine_.size(); ++i) {
          for (std::size_t j = 0; j < theirs_.size(); ++j)
            theirs[j * mine_.size() + i] = 1 - values[i * theirs_.size() + j];
        }
        return theirs;
      }(),
      theirs_.size(), mine_.size());
  double expected = 0;
  for (std::size_t i = 0; i < mine_.size(); ++i) {
    for (std::size_t j = 0; j < theirs_.size(); ++j)
      expected += rows[i] * columns[j] * values[i * theirs_.size() + j];
  }
  return expected;
}

}  // namespace rockpool::rules
