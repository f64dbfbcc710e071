// A room's requests during a match: actions, resign, draws, claims, rematches, sync and chat.

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/reply_bodies.hpp"
#include "server/context.hpp"
#include "server/ratings/match_rating.hpp"
#include "server/room/room.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

namespace {

using protocol::RequestKind;
using protocol::code::kNoMatch;

}  // namespace

void Room::handle(Responder responder, protocol::Request request) {
  context_.post(strand_, [self = shared_from_this(), responder = std::move(responder),
                          request = std::move(request)] {
    if (self->stop_ != Stop::running) return self->refuse_stopped(responder);
    const Member* member = self->members_.find(responder.connection());
    if (!member) return responder.fail({protocol::code::kNotInRoom, "join the room first"});
    if (request.kind == RequestKind::chat_send) return self->on_chat(responder, request);

    std::string match_id;
    if (auto error = protocol::read_string(request.body, "match", match_id, 64)) {
      return responder.fail(*error);
    }
    if (!self->match_ || self->match_->id() != match_id) {
      return responder.fail({kNoMatch, "no such match in this room"});
    }
    if (request.kind == RequestKind::match_sync) {
      responder.ok(protocol::version_result(self->match_->version()));
      return self->send_snapshot(*member);
    }
    if (request.kind == RequestKind::match_action) return self->on_action(responder, request);
    const rules::Seat seat = self->match_->seat_of(responder.session());
    if (seat < 0) {
      return responder.fail({protocol::code::kNotAPlayer, "spectators cannot act in a match"});
    }
    self->on_outcome(responder, self->seat_request(seat, request));
  });
}

MatchOutcome Room::seat_request(rules::Seat seat, const protocol::Request& request) {
  const auto now = ServerClock::now();
  switch (request.kind) {
    case RequestKind::match_rematch:
      if (settings_.in_tournament()) {
        return MatchOutcome::refused(
            {protocol::code::kTournamentNoRematch, "a tournament's game has no rematch"});
      }
      return match_->ask_rematch(seat);
    case RequestKind::match_resign:
      return match_->resign(seat, now);
    case RequestKind::match_offer_draw:
      return match_->offer_draw(seat, now);
    case RequestKind::match_claim:
      return match_->claim(seat, now);
    case RequestKind::match_answer_draw: {
      bool accept = false;
      if (auto error = protocol::read_boolean(request.body, "accept", accept)) {
        return MatchOutcome::refused(*error);
      }
      return match_->answer_draw(seat, accept, now);
    }
    default:
      return MatchOutcome::refused(
          {protocol::code::kUnknownType, "unknown request type '" + request.type + "'"});
  }
}

void Room::on_action(const Responder& responder, const protocol::Request& request) {
  std::int64_t version = 0;
  std::string action;
  if (auto error = protocol::read_integer(request.body, "version", version, 0, INT64_MAX)) {
    return responder.fail(*error);
  }
  if (auto error = protocol::read_string(request.body, "action", action, 256)) {
    return responder.fail(*error);
  }
  // The checks, in order: a seat that must decide now, an up-to-date view, a live match, a legal
  // action.
  const rules::Seat seat = match_->seat_of(responder.session());
  if (seat < 0) return responder.fail({protocol::code::kNotAPlayer, "spectators cannot act"});
  if (match_->restored_request(seat, request.id)) return answer_restored_action(responder);
  if (match_->over()) return responder.fail({rules::error_code::kMatchOver, "the match is over"});
  if (!match_->deciders().contains(seat)) {
    return responder.fail(
        {rules::error_code::kNotYourDecision, "it is not your decision now: wait for your turn"});
  }
  if (version < match_->position_version() || version > match_->version()) {
    responder.fail(
        {protocol::code::kStaleVersion, "your view is at version " + std::to_string(version) +
                                            ", the match has moved on: here is a fresh snapshot"});
    if (const Member* member = members_.find(responder.connection())) send_snapshot(*member);
    return;
  }
  if (auto error = match_->play(seat, action, ServerClock::now(), 0, request.id)) {
    return responder.fail(*error);
  }
  context_.metrics.actions_total.fetch_add(1, std::memory_order_relaxed);
  gate_.add_mover(responder);
  record_last_action();
  publish();  // once the action is committed
}

// The action was applied and committed before the store was read again, and its reply may never
// have reached the client: the same reply, and a snapshot of where the match is now (the client's
// versions are from before the restart).
void Room::answer_restored_action(const Responder& responder) {
  responder.ok(protocol::version_result(match_->version()));
  if (const Member* member = members_.find(responder.connection())) send_snapshot(*member);
}

void Room::record_last_action() {
  const auto& move = match_->last_move();
  persist(ActionRecord{match_->id(), match_->plies(), move.seat, move.notation, move.at_ms,
                       match_->request_ids().back(), match_->position_version()});
  if (match_->over()) record_end();
}

void Room::record_end(std::function<void()> committed) {
  const MatchResult& result = match_->result();
  MatchEndRecord end{match_->id(), state_word(result.state), result.winner, result.reason,
                     epoch_ms()};
  const auto& history = match_->history();
  end.actions.reserve(history.size());
  for (std::size_t i = 0; i < history.size(); ++i) {
    end.actions.push_back({match_->id(), static_cast<int>(i + 1), history[i].seat,
                           history[i].notation, history[i].at_ms, match_->request_ids()[i]});
  }
  end.rating = end_rating_of(*match_, settings_.rated, settings_.game->info().id,
                             settings_.clock.has_value());
  // The end's frames wait for its commit, and show the rating changes the store made with it.
  auto rated = [self = shared_from_this(), id = end.match_id,
                changes = end.rating ? end.rating->changes : nullptr,
                committed = std::move(committed)] {
    if (changes && *changes && self->match_ && self->match_->id() == id) {
      self->match_->set_rating_changes(**changes);
    }
    if (committed) committed();
  };
  for (const auto& listener : listeners_) {
    if (!listener->writes_end()) continue;
    gate_.write_started();
    return listener->write_end(std::move(end),
                               [self = shared_from_this(), rated = std::move(rated)] {
                                 net::dispatch(self->strand_, [self, rated] {
                                   rated();
                                   self->on_committed();
                                 });
                               });
  }
  persist(std::move(end), std::move(rated));
}

MatchResult Room::called_off(rules::SeatSet at_fault, std::string reason) const {
  // Both seats are judged: a player who is not here when the other's time runs out is at fault
  // too, whichever of their timers ran out first.
  for (Person person : kPeople) {
    if (!members_.person(person) || members_.connected(person)) continue;
    const rules::Seat seat = members_.seat_of(person);
    if (!at_fault.contains(seat)) {
      at_fault = at_fault.empty() ? rules::SeatSet::of(seat) : rules::SeatSet::both();
    }
  }
  if (!settings_.in_tournament() || at_fault.empty()) {
    return {MatchResult::State::aborted, -1, std::move(reason)};
  }
  if (at_fault.size() == 2) return {MatchResult::State::drawn, -1, std::move(reason)};
  return {MatchResult::State::won, 1 - at_fault.first(), std::move(reason)};
}

void Room::finish_match(MatchResult result) {
  match_->finish(std::move(result), ServerClock::now());
  record_end();
  publish();
  // A correspondence or tournament room nobody is in was kept open for its match only.
  if ((settings_.days_per_move > 0 || settings_.in_tournament()) &&
      !members_.any_person_present()) {
    schedule_close();
  }
}

void Room::on_outcome(const Responder& responder, const MatchOutcome& outcome) {
  switch (outcome.kind) {
    case MatchOutcome::Kind::refused:
      return responder.fail(outcome.why);
    // What a reply acknowledges is stored first: a restart or a takeover keeps it.
    case MatchOutcome::Kind::changed:
      persist(match_->offers(), [responder] { responder.ok("{}"); });
      return publish();
    case MatchOutcome::Kind::ended:
      record_end([responder] { responder.ok("{}"); });
      return publish();
    case MatchOutcome::Kind::rematch_agreed:
      start_match(true, [responder] { responder.ok("{}"); });
      return send_room_state();
  }
}

void Room::on_chat(const Responder& responder, const protocol::Request& request) {
  std::string text;
  if (auto error =
          protocol::read_string(request.body, "text", text, context_.config.max_chat_chars)) {
    return responder.fail(*error);
  }
  if (auto refusal = RoomChat::refusal(text)) return responder.fail(*refusal);
  if (!responder.session()->take_chat_token()) {
    return responder.fail({protocol::code::kChatRateLimited, "you are chatting too fast"});
  }
  const auto person = members_.person_of(responder.session());
  const rules::Seat seat = person && match_ ? members_.seat_of(*person) : -1;
  const std::int64_t at_ms = epoch_ms();
  const Frame line = chat_.add(
      {id_, responder.session()->name(), responder.session()->public_id(), seat, text, at_ms});
  context_.store->write(ChatRecord{id_, match_ ? match_->id() : std::string(), at_ms,
                                   responder.session()->public_id(), responder.session()->name(),
                                   seat, text});
  responder.ok("{}");
  for (const auto& member : members_.all())
    member.connection->send(line);
}

}  // namespace rockpool::server
