#include "bench/bot_game.hpp"

#include "rules/core/monte_carlo.hpp"

namespace rockpool::bench {

namespace {

using Clock = std::chrono::steady_clock;

// Today's bot played at most this many playouts, and at most this many plies in each.
constexpr int kFlatPlayoutCap = 20000;
constexpr int kFlatPlyCap = 150;

}  // namespace

std::optional<Contender> parse_contender(const std::string& text) {
  if (text == "flat") return Contender{0};
  if (text == "greedy") return Contender{kGreedy};
  if (text.size() == 1 && text[0] >= '1' && text[0] <= '0' + rules::kBotLevels) {
    return Contender{text[0] - '0'};
  }
  return std::nullopt;
}

BenchPlayer::BenchPlayer(Contender who, BenchBudget budget, const rules::SearchSettings& settings,
                         std::uint64_t seed)
    : who_(who), budget_(budget), random_(seed) {
  if (who.searches()) {
    bot_ = std::make_unique<rules::Bot>(rules::bot_level(who.level), settings, random_.next());
  }
}

std::string BenchPlayer::decide(const rules::Game& game, const rules::OptionValues& options,
                                const rules::State& match, rules::Seat seat,
                                const std::vector<rules::MoveText>& history) {
  if (who_.flat()) return decide_flat(match, seat);
  if (who_.greedy()) return decide_greedy(match, seat);
  const bool secret = match.secret_choices();
  std::unique_ptr<rules::State> seen =
      secret ? rules::position_seen_by(game, options, seat, history) : match.clone();
  bot_->begin(*seen, seat, secret ? std::span<const rules::MoveText>{} : history,
              {.iterations = budget_.iterations, .time = budget_.ms});
  while (!bot_->think({})) {
  }
  return seen->notation(bot_->decision());
}

std::string BenchPlayer::decide_greedy(const rules::State& match, rules::Seat seat) {
  rules::ActionList actions;
  match.legal_actions(seat, actions);
  if (actions.empty()) return {};
  if (match.secret_choices()) {
    return match.notation(actions[random_.below(static_cast<std::uint32_t>(actions.size()))]);
  }
  std::vector<rules::Action> best;
  double best_value = -1;
  for (const rules::Action action : actions) {
    auto after = match.clone();
    after->apply(seat, action);
    const rules::Status status = after->status();
    const double value = status.over() ? (status.outcome == rules::Outcome::drawn ? 0.5
                                          : status.winner == seat                 ? 1.0
                                                                                  : 0.0)
                                       : after->evaluate(seat).value_or(0.5);
    if (value > best_value + 1e-9) {
      best_value = value;
      best.clear();
    }
    if (value > best_value - 1e-9) best.push_back(action);
  }
  return match.notation(best[random_.below(static_cast<std::uint32_t>(best.size()))]);
}

std::string BenchPlayer::decide_flat(const rules::State& match, rules::Seat seat) {
  rules::ActionList actions;
  match.legal_actions(seat, actions);
  if (actions.empty()) return {};
  // While choices are secret the state holds the opponent's choice too: no lookahead then.
  if (match.secret_choices() || actions.size() == 1) {
    return match.notation(actions[random_.below(static_cast<std::uint32_t>(actions.size()))]);
  }
  rules::FlatMonteCarlo search(match, seat, random_.next(), kFlatPlyCap);
  const auto deadline = Clock::now() + budget_.ms;
  const std::int64_t cap = budget_.iterations > 0 ? budget_.iterations : kFlatPlayoutCap;
  const int step = static_cast<int>(actions.size());
  while (search.playouts() < cap && (budget_.ms.count() == 0 || Clock::now() < deadline)) {
    search.run(static_cast<int>(std::min<std::int64_t>(step, cap - search.playouts())));
  }
  return match.notation(search.best());
}

GameReport play_bot_game(const rules::Game& game, const rules::OptionValues& options,
                         const std::array<Contender, 2>& sides,
                         const std::array<BenchBudget, 2>& budgets, rules::Seat a_seat,
                         std::uint64_t seed) {
  rules::Random seeds(seed);
  auto state = game.start(options);
  const rules::SearchSettings settings = rules::search_settings_for(*state);
  std::array<BenchPlayer, 2> players = {BenchPlayer(sides[0], budgets[0], settings, seeds.next()),
                                        BenchPlayer(sides[1], budgets[1], settings, seeds.next())};
  GameReport report;
  std::vector<rules::MoveText> history;
  while (!state->status().over()) {
    // When both decide (a secret choice), seat 0 goes first; seat 1 does not see its choice.
    const rules::Seat seat = state->deciders().first();
    const int side = seat == a_seat ? 0 : 1;
    const auto start = Clock::now();
    std::string notation = players[side].decide(game, options, *state, seat, history);
    report.move_ms[side].push_back(
        std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    if (state->play(seat, notation)) {
      ++report.illegal[side];  // an illegal action forfeits the game
      report.score_a = side == 0 ? 0 : 1;
      report.plies = state->ply();
      report.reason = "illegal";
      return report;
    }
    history.push_back({seat, std::move(notation)});
  }
  const rules::Status status = state->status();
  if (status.outcome == rules::Outcome::won) report.score_a = status.winner == a_seat ? 1 : 0;
  report.plies = state->ply();
  report.reason = std::string(status.reason);
  return report;
}

}  // namespace rockpool::bench
