#include "protocol/match_facts.hpp"

namespace rockpool::protocol {

namespace {

template <auto Member>
bool differs(const MatchFacts& was, const MatchFacts& now) {
  return was.*Member != now.*Member;
}

void seat_or_null(rules::JsonText& json, rules::Seat seat) {
  if (seat >= 0) {
    json.number(seat);
  } else {
    json.null();
  }
}

void seats_array(rules::JsonText& json, rules::SeatSet seats) {
  json.begin_array();
  for (rules::Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    if (seats.contains(seat)) json.number(seat);
  }
  json.end_array();
}

void write_status(const MatchFacts& f, std::span<const MatchMove>, rules::JsonText& json) {
  json.begin_object().key("state").string(state_word(f.result.state)).key("winner");
  seat_or_null(json, f.result.state == MatchResult::State::won ? f.result.winner : -1);
  json.key("reason");
  if (f.result.reason.empty()) {
    json.null();
  } else {
    json.string(f.result.reason);
  }
  json.end_object();
}

void write_clock(const MatchFacts& f, std::span<const MatchMove>, rules::JsonText& json) {
  if (!f.clock) {
    json.null();
    return;
  }
  const ClockFacts& clock = *f.clock;
  json.begin_object()
      .key("initial_ms")
      .number(clock.initial_ms)
      .key("increment_ms")
      .number(clock.increment_ms)
      .key("remaining_ms")
      .begin_array()
      .number(clock.remaining_ms[0])
      .number(clock.remaining_ms[1])
      .end_array()
      .key("running");
  seats_array(json, clock.running);
  json.end_object();
}

// [seat 0's, seat 1's], each a time or null; null for a match that is not by correspondence.
void write_deadlines(const MatchFacts& f, std::span<const MatchMove>, rules::JsonText& json) {
  if (!f.deadline_ms) {
    json.null();
    return;
  }
  json.begin_array();
  for (std::int64_t deadline : *f.deadline_ms) {
    if (deadline > 0) {
      json.number(deadline);
    } else {
      json.null();
    }
  }
  json.end_array();
}

void write_last(const MatchFacts& f, std::span<const MatchMove> moves, rules::JsonText& json) {
  if (f.last >= 0) {
    json.raw(moves[static_cast<std::size_t>(f.last)].targets);
  } else {
    json.null();
  }
}

}  // namespace

const std::array<FactColumn, 11> kFactColumns = {{
    {"status", differs<&MatchFacts::result>, write_status},
    {"to_move", differs<&MatchFacts::to_move>,
     [](const MatchFacts& f, std::span<const MatchMove>, rules::JsonText& json) {
       seats_array(json, f.to_move);
     }},
    {"decide", differs<&MatchFacts::decide>,
     [](const MatchFacts& f, std::span<const MatchMove>, rules::JsonText& json) {
       json.boolean(f.decide);
     }},
    {"clock", differs<&MatchFacts::clock>, write_clock},
    {"draw_offer", differs<&MatchFacts::draw_offer>,
     [](const MatchFacts& f, std::span<const MatchMove>, rules::JsonText& json) {
       seat_or_null(json, f.draw_offer);
     }},
    {"rematch", differs<&MatchFacts::rematch>,
     [](const MatchFacts& f, std::span<const MatchMove>, rules::JsonText& json) {
       json.begin_array().boolean(f.rematch[0]).boolean(f.rematch[1]).end_array();
     }},
    {"may_claim", differs<&MatchFacts::may_claim>,
     [](const MatchFacts& f, std::span<const MatchMove>, rules::JsonText& json) {
       seat_or_null(json, f.may_claim);
     }},
    {"ply", differs<&MatchFacts::ply>,
     [](const MatchFacts& f, std::span<const MatchMove>, rules::JsonText& json) {
       json.number(f.ply);
     }},
    {"last", differs<&MatchFacts::last>, write_last},
    {"abort_at_ms", differs<&MatchFacts::abort_at_ms>,
     [](const MatchFacts& f, std::span<const MatchMove>, rules::JsonText& json) {
       if (f.abort_at_ms > 0) {
         json.number(f.abort_at_ms);
       } else {
         json.null();
       }
     }},
    {"deadline_ms", differs<&MatchFacts::deadline_ms>, write_deadlines},
}};

void write_player(const PlayerCard& card, const MatchFacts& facts, rules::Seat seat,
                  rules::JsonText& json) {
  json.begin_object()
      .key("name")
      .string(card.name)
      .key("id")
      .string(card.public_id)
      .key("bot")
      .boolean(card.bot)
      .key("connected")
      .boolean(facts.connected[seat]);
  if (!facts.connected[seat] && facts.grace_until_ms[seat] > 0)
    json.key("grace_until_ms").number(facts.grace_until_ms[seat]);
  if (const auto& rating = facts.rating[seat]) {
    json.key("rating")
        .begin_object()
        .key("before")
        .number(rating->before)
        .key("after")
        .number(rating->after)
        .key("change")
        .number(rating->after - rating->before)
        .key("provisional")
        .boolean(rating->provisional)
        .end_object();
  }
  json.end_object();
}

bool player_changed(const MatchFacts& was, const MatchFacts& now, rules::Seat seat) {
  return was.connected[seat] != now.connected[seat] ||
         was.grace_until_ms[seat] != now.grace_until_ms[seat] ||
         was.rating[seat] != now.rating[seat];
}

}  // namespace rockpool::protocol
