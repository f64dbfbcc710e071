// The bot seat of a room: it thinks on the server's bot thread, never on the room's strand, and
// its move comes back to the strand like anyone else's, checked against the position it saw.

#include <chrono>
#include <random>

#include "rules/core/monte_carlo.hpp"
#include "server/context.hpp"
#include "server/logging.hpp"
#include "server/room.hpp"

namespace rockpool::server {

namespace {

constexpr auto kThinkBudget = std::chrono::milliseconds(150);
constexpr int kPlyCap = 150;

std::string choose(const rules::State& state, rules::Seat seat, std::uint64_t seed) {
  rules::ActionList actions;
  state.legal_actions(seat, actions);
  if (actions.empty()) return {};
  rules::Random random(seed);
  // While choices are secret the state holds the opponent's choice too: no lookahead then.
  if (state.secret_choices() || actions.size() == 1) {
    return state.notation(actions[random.below(static_cast<std::uint32_t>(actions.size()))]);
  }
  rules::FlatMonteCarlo search(state, seat, seed, kPlyCap);
  const auto deadline = std::chrono::steady_clock::now() + kThinkBudget;
  while (std::chrono::steady_clock::now() < deadline && search.playouts() < 20000) {
    search.run(static_cast<int>(search.actions().size()));
  }
  return state.notation(search.best());
}

}  // namespace

void Room::schedule_bot() {
  if (closed_ || !match_ || match_->over()) return;
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (!match_->participant(seat).bot) continue;
    if (match_->decline_draw(seat)) return publish();  // the bot plays on
    const rules::SeatSet deciders = match_->deciders();
    if (!deciders.contains(seat)) continue;
    // Deciding in the open beside the opponent (a takeback window): the bot waits for them.
    if (deciders.size() == 2 && !match_->state().secret_choices()) continue;
    std::shared_ptr<const rules::State> position = match_->state().clone();
    bot_timer_.expires_after(context_.config.bot_think);
    bot_timer_.async_wait([self = shared_from_this(), position, seat, match_id = match_->id(),
                           version = match_->position_version()](beast::error_code e) {
      if (e) return;
      net::post(self->context_.bots, [self, position, seat, match_id, version] {
        std::random_device device;
        const std::uint64_t seed = (std::uint64_t{device()} << 32) | device();
        std::string notation = choose(*position, seat, seed);
        net::post(self->strand_, [self, match_id, version, seat, notation = std::move(notation)] {
          self->bot_move(match_id, version, seat, notation);
        });
      });
    });
    return;
  }
}

void Room::bot_move(const std::string& match_id, std::int64_t position_version, rules::Seat seat,
                    std::string notation) {
  if (closed_ || !match_ || match_->id() != match_id || match_->over() ||
      match_->position_version() != position_version || !match_->deciders().contains(seat)) {
    return;  // the position moved on while the bot thought
  }
  if (auto error = match_->play(seat, notation, ServerClock::now())) {
    spdlog::error("bot move {} refused in room {}: {}", notation, id_, error->message);
    return;
  }
  context_.metrics.actions_total.fetch_add(1, std::memory_order_relaxed);
  record_last_action();
  publish();
}

}  // namespace rockpool::server
