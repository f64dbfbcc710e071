#include "rules/pawnd/play.hpp"

#include "rules/pawnd/actions.hpp"
#include "rules/pawnd/moves.hpp"

namespace rockpool::rules::pawnd {

namespace {

constexpr const char* kReasonWord[] = {"", "all_across", "five_pads", "no_legal_action"};

}  // namespace

Status match_status(const Position& p) {
  if (p.winner >= 0) return Status::won(p.winner, kReasonWord[p.reason]);
  return Status::playing();
}

SeatSet deciding_seats(const Position& p) {
  return SeatSet::of(p.to_move);
}

void append_legal_actions(const Position& p, Seat seat, ActionList& out) {
  if (p.to_return[seat] > 0) {
    append_returns(p, seat, out);
  } else {
    append_moves(p, seat, out);
  }
}

void apply_action(Position& p, Seat, Action action) {
  if (kind_of(action) == kReturn) {
    play_return(p, action);
  } else {
    play_move(p, action);
  }
}

}  // namespace rockpool::rules::pawnd
