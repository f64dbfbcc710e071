// A room's requests during a match: actions, resign, draws, claims, rematches, sync and chat.

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/reply_bodies.hpp"
#include "server/room/match_end_record.hpp"
#include "server/room/room.hpp"
#include "server/room/room_host.hpp"
#include "server/room/stopped_room.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

namespace {

using protocol::RequestKind;
using protocol::code::kNoMatch;

// A seat's request other than an action, applied to the match.
MatchOutcome apply_seat_request(Match& match, const RoomSettings& settings, rules::Seat seat,
                                const protocol::Request& request) {
  const auto now = ServerClock::now();
  switch (request.kind) {
    case RequestKind::match_rematch:
      if (settings.in_tournament()) {
        return MatchOutcome::refused(
            {protocol::code::kTournamentNoRematch, "a tournament's game has no rematch"});
      }
      return match.ask_rematch(seat);
    case RequestKind::match_resign:
      return match.resign(seat, now);
    case RequestKind::match_offer_draw:
      return match.offer_draw(seat, now);
    case RequestKind::match_claim:
      return match.claim(seat, now);
    case RequestKind::match_answer_draw:
      return match.answer_draw(seat, std::get<protocol::DrawAnswerFields>(request.body).accept,
                               now);
    default:
      return MatchOutcome::refused(
          {protocol::code::kUnknownType, "unknown request type '" + request.type + "'"});
  }
}

}  // namespace

void Room::handle(Responder responder, protocol::Request request) {
  host_.executors.post(strand_, [self = shared_from_this(), responder = std::move(responder),
                                 request = std::move(request)] {
    if (self->stop_ != Stop::running) {
      return refuse_stopped(responder, self->stop_ == Stop::moved, self->id());
    }
    const Member* member = self->members_.find(responder.connection());
    if (!member) return responder.fail({protocol::code::kNotInRoom, "join the room first"});
    if (request.kind == RequestKind::chat_send) {
      return self->chat_.answer(responder, std::get<protocol::ChatFields>(request.body).text,
                                self->members_, self->match_ ? self->match_->id() : std::string());
    }

    if (!self->match_ || self->match_->id() != protocol::match_named(request.body)) {
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
    const MatchOutcome outcome =
        apply_seat_request(*self->match_, self->identity_.settings, seat, request);
    // What a reply acknowledges is stored first: a restart or a takeover keeps it.
    const auto answer = [responder] { responder.ok("{}"); };
    switch (outcome.kind) {
      case MatchOutcome::Kind::refused:
        return responder.fail(outcome.why);
      case MatchOutcome::Kind::changed:
        self->persist(self->match_->offers(), answer);
        return self->publish();
      case MatchOutcome::Kind::ended:
        self->persist(end_record(*self->match_), answer);
        return self->publish();
      case MatchOutcome::Kind::rematch_agreed:
        self->start_match(true, answer);
        return self->send_room_state();
    }
  });
}

void Room::on_action(const Responder& responder, const protocol::Request& request) {
  const auto& [address, match, version, action] =
      std::get<protocol::MatchActionFields>(request.body);
  // The checks, in order: a seat that must decide now, an up-to-date view, a live match, a legal
  // action.
  const rules::Seat seat = match_->seat_of(responder.session());
  if (seat < 0) return responder.fail({protocol::code::kNotAPlayer, "spectators cannot act"});
  // Applied and committed before the store was read again, its reply may never have reached the
  // client: the same reply, and a snapshot of where the match is now (the client's versions are
  // from before the restart).
  if (match_->restored_request(seat, request.id)) {
    responder.ok(protocol::version_result(match_->version()));
    if (const Member* member = members_.find(responder.connection())) send_snapshot(*member);
    return;
  }
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
  host_.metrics.actions_total.fetch_add(1, std::memory_order_relaxed);
  gate_.add_mover(responder);
  record_last_action();
  publish();  // once the action is committed
}

void Room::record_last_action() {
  const auto& move = match_->last_move();
  persist(ActionRecord{match_->id(), match_->plies(), move.seat, move.notation, move.at_ms,
                       match_->request_ids().back(), match_->position_version()});
  if (match_->over()) persist(end_record(*match_));
}

void Room::finish_match(MatchResult result) {
  match_->finish(std::move(result), ServerClock::now());
  persist(end_record(*match_));
  publish();
  // A correspondence or tournament room nobody is in was kept open for its match only.
  if ((identity_.settings.days_per_move > 0 || identity_.settings.in_tournament()) &&
      !members_.any_person_present()) {
    presence_.schedule_close(shared_from_this());
  }
}

}  // namespace rockpool::server
