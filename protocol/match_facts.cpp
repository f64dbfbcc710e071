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

// A time in ms since the epoch, or null for 0 (none).
void time_or_null(rules::JsonText& json, std::int64_t ms) {
  if (ms > 0) {
    json.number(ms);
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

void write_boolean(rules::JsonText& json, bool value) {
  json.boolean(value);
}

void write_number(rules::JsonText& json, int value) {
  json.number(value);
}

void write_status(rules::JsonText& json, const MatchResult& result) {
  json.begin_object().key("state").string(state_word(result.state)).key("winner");
  seat_or_null(json, result.state == MatchResult::State::won ? result.winner : -1);
  json.key("reason");
  json.string_or_null(result.reason);
  json.end_object();
}

void write_clock(rules::JsonText& json, const std::optional<ClockFacts>& match_clock) {
  if (!match_clock) {
    json.null();
    return;
  }
  const ClockFacts& clock = *match_clock;
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

void write_rematch(rules::JsonText& json, const std::array<bool, 2>& rematch) {
  json.begin_array().boolean(rematch[0]).boolean(rematch[1]).end_array();
}

// [seat 0's, seat 1's], each a time or null; null for a match that is not by correspondence.
void write_deadlines(rules::JsonText& json,
                     const std::optional<std::array<std::int64_t, 2>>& deadlines) {
  if (!deadlines) {
    json.null();
    return;
  }
  json.begin_array();
  for (std::int64_t deadline : *deadlines)
    time_or_null(json, deadline);
  json.end_array();
}

void write_last(const MatchFacts& f, std::span<const MatchMove> moves, rules::JsonText& json) {
  if (f.last >= 0) {
    json.raw(moves[static_cast<std::size_t>(f.last)].targets);
  } else {
    json.null();
  }
}

// The column of a member written from its value alone, by `write`.
template <auto Member, auto write>
constexpr FactColumn member_column(const char* name) {
  return {name, differs<Member>,
          [](const MatchFacts& f, std::span<const MatchMove>, rules::JsonText& json) {
            write(json, f.*Member);
          }};
}

}  // namespace

const std::array<FactColumn, 11> kFactColumns = {{
    member_column<&MatchFacts::result, write_status>("status"),
    member_column<&MatchFacts::to_move, seats_array>("to_move"),
    member_column<&MatchFacts::decide, write_boolean>("decide"),
    member_column<&MatchFacts::clock, write_clock>("clock"),
    member_column<&MatchFacts::draw_offer, seat_or_null>("draw_offer"),
    member_column<&MatchFacts::rematch, write_rematch>("rematch"),
    member_column<&MatchFacts::may_claim, seat_or_null>("may_claim"),
    member_column<&MatchFacts::ply, write_number>("ply"),
    {"last", differs<&MatchFacts::last>, write_last},
    member_column<&MatchFacts::abort_at_ms, time_or_null>("abort_at_ms"),
    member_column<&MatchFacts::deadline_ms, write_deadlines>("deadline_ms"),
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
