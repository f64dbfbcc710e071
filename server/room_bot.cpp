// The bot seat of a room: it thinks on the bot pool, never on the room's strand, only when it must
// decide (no pondering), and from what its seat may know. Its move comes back to the strand like
// anyone else's, checked against the position it saw; a question about a position that has
// changed since is called off. It answers a draw offer in the chat.

#include <cmath>

#include "rules/core/bot.hpp"
#include "server/bot_job.hpp"
#include "server/context.hpp"
#include "server/logging.hpp"
#include "server/room.hpp"

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

void Room::schedule_bot() {
  if (closed_ || !match_ || match_->over()) return stop_bot();
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (!match_->participant(seat).bot) continue;
    if (match_->draw_offer() == 1 - seat) return ask_bot(seat, true);
    const rules::SeatSet deciders = match_->deciders();
    if (!deciders.contains(seat)) continue;
    // Deciding in the open beside the opponent (a takeback window): the bot waits for them.
    if (deciders.size() == 2 && !match_->state().secret_choices()) continue;
    return ask_bot(seat, false);
  }
  stop_bot();
}

void Room::ask_bot(rules::Seat seat, bool draw) {
  BotTicket ticket{match_->id(), match_->position_version(), draw};
  if (bot_job_ && bot_ticket_ == ticket) return;  // already on it
  stop_bot();
  const int level = std::max(1, settings_.bot_level);
  if (!bot_brain_)
    bot_brain_ = std::make_shared<BotBrain>(level, rules::search_settings_for(match_->state()));

  BotQuestion question;
  question.kind = draw ? BotQuestion::Kind::draw : BotQuestion::Kind::move;
  question.seat = seat;
  std::vector<rules::MoveText> history;
  history.reserve(match_->history().size());
  for (const auto& move : match_->history())
    history.push_back({move.seat, move.notation});
  if (match_->state().secret_choices()) {
    // The match holds the opponent's secret choice: the bot gets the position without it.
    question.position = rules::position_seen_by(*settings_.game, settings_.options, seat, history);
    if (!question.position) {
      spdlog::error("room {}: the bot's position does not replay", id_);
      return;
    }
  } else {
    question.position = match_->state().clone();
    question.history = std::move(history);
  }
  const bool by_correspondence = settings_.days_per_move > 0;
  question.budget = budget_of(level,
                              context_.config.bot_budget_percent *
                                  (by_correspondence && !draw ? kCorrespondenceBudgetFactor : 1),
                              draw);
  question.floor = kBudgetFloor;
  question.background = by_correspondence;

  std::weak_ptr<Room> weak = shared_from_this();
  auto answer = [weak, ticket, seat](const BotAnswer& reply) {
    auto self = weak.lock();
    if (!self) return;
    net::post(self->strand_,
              [self, ticket, seat, reply] { self->on_bot_answer(ticket, seat, reply); });
  };
  auto job = std::make_shared<BotJob>(bot_brain_, std::move(question), context_.metrics.bots,
                                      std::move(answer));
  bot_job_ = job;
  bot_ticket_ = std::move(ticket);
  bot_asked_at_ = ServerClock::now();
  context_.bots.submit(std::move(job));
}

void Room::stop_bot() {
  if (bot_job_) bot_job_->cancel();
  bot_job_.reset();
  bot_ticket_ = {};
  bot_timer_.cancel();
}

void Room::on_bot_answer(const BotTicket& ticket, rules::Seat seat, const BotAnswer& answer) {
  if (closed_ || !match_ || !bot_job_ || bot_ticket_ != ticket) return;  // called off since
  if (ticket.draw) return answer_draw_as_bot(seat, answer.value);
  // The bot takes at least bot_think over a move, so that people see it coming.
  const auto ready = bot_asked_at_ + context_.config.bot_think;
  if (ServerClock::now() >= ready) {
    return bot_move(ticket.match_id, ticket.position_version, seat, answer.notation);
  }
  bot_timer_.expires_at(ready);
  bot_timer_.async_wait(
      [self = shared_from_this(), ticket, seat, notation = answer.notation](beast::error_code e) {
        if (e) return;
        self->bot_move(ticket.match_id, ticket.position_version, seat, notation);
      });
}

void Room::answer_draw_as_bot(rules::Seat seat, double value) {
  if (match_->over() || match_->draw_offer() != 1 - seat) return;
  const bool blocked = match_->state().dead_position();
  const bool accept = blocked || std::abs(value - 0.5) <= kDeadEven;
  bot_says(seat, blocked       ? "I accept the draw: neither of us can win from here."
                 : accept      ? "I accept the draw: the position looks dead even to me."
                 : value > 0.5 ? "No draw, thank you: I like my position."
                               : "No draw, thank you: I would rather play it out.");
  const MatchOutcome outcome = match_->answer_draw(seat, accept, ServerClock::now());
  if (outcome.kind == MatchOutcome::Kind::ended) record_end();
  if (outcome.kind == MatchOutcome::Kind::changed) persist(match_->offers());
  if (outcome.kind != MatchOutcome::Kind::refused) publish();
}

void Room::bot_says(rules::Seat seat, std::string_view text) {
  const Participant& bot = match_->participant(seat);
  const std::int64_t at_ms = epoch_ms();
  const Frame line = chat_.add({id_, bot.name, bot.public_id, seat, text, at_ms});
  context_.store->write(
      ChatRecord{id_, match_->id(), at_ms, bot.public_id, bot.name, seat, std::string(text)});
  for (const auto& member : members_.all())
    member.connection->send(line);
}

void Room::bot_move(const std::string& match_id, std::int64_t position_version, rules::Seat seat,
                    std::string notation) {
  if (closed_ || !match_ || match_->id() != match_id || match_->over() ||
      match_->position_version() != position_version || !match_->deciders().contains(seat) ||
      match_->draw_offer() == 1 - seat) {
    return;  // the position moved on while the bot thought, or a draw offer waits first
  }
  if (auto error = match_->play(seat, notation, ServerClock::now())) {
    spdlog::error("bot move {} refused in room {}: {}", notation, id_, error->message);
    return;
  }
  context_.metrics.actions_total.fetch_add(1, std::memory_order_relaxed);
  record_last_action();
  publish();
  offer_draw_if_dead(seat);
}

void Room::offer_draw_if_dead(rules::Seat seat) {
  if (match_->over() || !match_->state().dead_position()) return;
  int& offered = bot_brain_->offered_draw_at;
  if (offered >= 0 && match_->plies() - offered < kDeadOfferEvery) return;
  if (match_->offer_draw(seat, ServerClock::now()).kind != MatchOutcome::Kind::changed) return;
  offered = match_->plies();
  bot_says(seat, "Neither of us can win from here, however we play on: I offer a draw.");
  persist(match_->offers());
  publish();
}

}  // namespace rockpool::server
