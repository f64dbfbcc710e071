#include "server/bots/bot_seat.hpp"

#include <cmath>

#include "rules/core/bot.hpp"
#include "server/bots/bot_pool.hpp"
#include "server/logging.hpp"
#include "server/room/room.hpp"

namespace rockpool::server {

namespace {

// A position the bot weighs within this of an even result is dead even: it accepts a draw.
constexpr double kDeadEven = 0.03;
// In a dead position (State::dead_position) the bot offers a draw, and again after this many
// plies while it lasts and the offers are declined.
constexpr int kDeadOfferEvery = 20;
// What a busy pool may cut a move's time budget down to, and the budget for weighing a draw.
constexpr std::chrono::milliseconds kBudgetFloor{100};
constexpr std::chrono::milliseconds kDrawBudget{500};
// A correspondence move has days: the bot thinks this many times longer (and deeper) over it, at
// the pool's lowest priority, so that it never holds up a live match's bot.
constexpr int kCorrespondenceBudgetFactor = 4;

rules::SearchBudget budget_of(int level, int percent, bool draw) {
  const rules::BotLevel& spec = rules::bot_level(level);
  rules::SearchBudget budget{spec.iterations,
                             draw ? std::min(kDrawBudget, spec.think) : spec.think};
  budget.iterations = std::max<std::int64_t>(1, budget.iterations * percent / 100);
  budget.time =
      std::max<std::chrono::nanoseconds>(std::chrono::milliseconds(1), budget.time * percent / 100);
  return budget;
}

}  // namespace

BotSeat::BotSeat(BotSeating seating, SeatControls controls)
    : seating_(seating), controls_(std::move(controls)), timer_(controls_.strand) {}

void BotSeat::match_shown() {
  const Match* match = controls_.match();
  if (stopped_ || !match || match->over()) return cancel();
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (!match->participant(seat).bot) continue;
    if (match->draw_offer() == 1 - seat) return ask(*match, seat, true);
    const rules::SeatSet deciders = match->deciders();
    if (!deciders.contains(seat)) continue;
    // Deciding in the open beside the opponent (a takeback window): the bot waits for them.
    if (deciders.size() == 2 && !match->state().secret_choices()) continue;
    return ask(*match, seat, false);
  }
  cancel();
}

void BotSeat::room_stopped() {
  stopped_ = true;
  cancel();
}

void BotSeat::ask(const Match& match, rules::Seat seat, bool draw) {
  Ticket ticket{match.id(), match.position_version(), draw};
  if (job_ && ticket_ == ticket) return;  // already on it
  cancel();
  const RoomSettings& settings = *controls_.settings;
  const int level = std::max(1, settings.bot_level);
  if (!brain_)
    brain_ = std::make_shared<BotBrain>(level, rules::search_settings_for(match.state()));

  BotQuestion question;
  question.kind = draw ? BotQuestion::Kind::draw : BotQuestion::Kind::move;
  question.seat = seat;
  std::vector<rules::MoveText> history;
  history.reserve(match.history().size());
  for (const auto& move : match.history())
    history.push_back({move.seat, move.notation});
  if (match.state().secret_choices()) {
    // The match holds the opponent's secret choice: the bot gets the position without it.
    question.position = rules::position_seen_by(*settings.game, settings.options, seat, history);
    if (!question.position) {
      spdlog::error("room {}: the bot's position does not replay", controls_.room_id);
      return;
    }
  } else {
    question.position = match.state().clone();
    question.history = std::move(history);
  }
  const bool by_correspondence = settings.days_per_move > 0;
  question.budget = budget_of(
      level,
      seating_.budget_percent * (by_correspondence && !draw ? kCorrespondenceBudgetFactor : 1),
      draw);
  question.floor = kBudgetFloor;
  question.background = by_correspondence;

  // The answer comes from the pool's thread: back to the strand, to a bot and a room still there.
  auto answer = [weak = weak_from_this(), strand = controls_.strand, ticket,
                 seat](const BotAnswer& reply) {
    net::post(strand, [weak, ticket, seat, reply] {
      if (auto self = weak.lock()) self->on_answer(ticket, seat, reply);
    });
  };
  job_ = std::make_shared<BotJob>(brain_, std::move(question), seating_.metrics, std::move(answer));
  ticket_ = std::move(ticket);
  asked_at_ = ServerClock::now();
  seating_.pool.submit(job_);
}

void BotSeat::cancel() {
  if (job_) job_->cancel();
  job_.reset();
  ticket_ = {};
  timer_.cancel();
}

void BotSeat::on_answer(const Ticket& ticket, rules::Seat seat, const BotAnswer& answer) {
  const auto room = controls_.room.lock();
  if (!room || stopped_ || !job_ || ticket_ != ticket) return;  // called off since
  const Match* match = controls_.match();
  if (!match) return;
  if (ticket.draw) return answer_draw(*match, seat, answer.value);
  // The bot takes at least bot_think over a move, so that people see it coming.
  const auto ready = asked_at_ + seating_.think;
  if (ServerClock::now() >= ready) return move(ticket, seat, answer.notation);
  timer_.expires_at(ready);
  timer_.async_wait(
      [weak = weak_from_this(), ticket, seat, notation = answer.notation](beast::error_code e) {
        if (e) return;
        if (auto self = weak.lock()) self->move(ticket, seat, notation);
      });
}

void BotSeat::answer_draw(const Match& match, rules::Seat seat, double value) {
  if (match.over() || match.draw_offer() != 1 - seat) return;
  const bool blocked = match.state().dead_position();
  const bool accept = blocked || std::abs(value - 0.5) <= kDeadEven;
  controls_.say(seat, blocked       ? "I accept the draw: neither of us can win from here."
                      : accept      ? "I accept the draw: the position looks dead even to me."
                      : value > 0.5 ? "No draw, thank you: I like my position."
                                    : "No draw, thank you: I would rather play it out.");
  controls_.answer_draw(seat, accept);
}

void BotSeat::move(const Ticket& ticket, rules::Seat seat, const std::string& notation) {
  const auto room = controls_.room.lock();
  const Match* match = room && !stopped_ ? controls_.match() : nullptr;
  if (!match || match->id() != ticket.match_id || match->over() ||
      match->position_version() != ticket.position_version || !match->deciders().contains(seat) ||
      match->draw_offer() == 1 - seat) {
    return;  // the position moved on while the bot thought, or a draw offer waits first
  }
  controls_.play(seat, notation);
  if (const Match* now = controls_.match()) offer_draw_if_dead(*now, seat);
}

void BotSeat::offer_draw_if_dead(const Match& match, rules::Seat seat) {
  if (stopped_ || match.over() || !match.state().dead_position()) return;
  int& offered = brain_->offered_draw_at;
  if (offered >= 0 && match.plies() - offered < kDeadOfferEvery) return;
  if (!controls_.offer_draw(seat)) return;
  offered = match.plies();
  controls_.say(seat, "Neither of us can win from here, however we play on: I offer a draw.");
}

void seat_bot(const BotSeating& seating, Room& room) {
  SeatControls controls = room.seat_controls();
  if (controls.settings->bot_level <= 0) return;
  room.listen(std::make_shared<BotSeat>(seating, std::move(controls)));
}

}  // namespace rockpool::server
