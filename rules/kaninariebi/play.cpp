#include "rules/kaninariebi/play.hpp"

#include "rules/kaninariebi/moves.hpp"

namespace rockpool::rules::kaninariebi {

namespace {

constexpr const char* kReason[4] = {"", "shrimps", "captures", "no_legal_action"};

}  // namespace

Status match_status(const Position& p) {
  if (p.winner >= 0) return Status::won(p.winner, kReason[p.win_reason]);
  return Status::playing();
}

SeatSet deciding_seats(const Position& p) {
  return SeatSet::of(p.to_move);
}

void append_legal_actions(const Position& p, Seat seat, ActionList& out) {
  if (p.phase == kBondPhase) {
    append_bond_moves(p, seat, out);
    out.push_back(kPass);
  } else {
    append_moves(p, seat, out);
  }
}

void apply_action(Position& p, Seat seat, Action action) {
  if (action == kPass) {
    end_turn(p, seat);
    return;
  }
  const int rest = play_move(p, seat, action);
  if (p.winner >= 0) return;  // R-K3: a win ends the turn at once
  if (p.phase == kMovePhase) {
    if (const Squares group = bond_group_after(p, seat, rest)) {
      p.phase = kBondPhase;
      p.bond_group = group;
      return;
    }
  }
  end_turn(p, seat);
}

void end_turn(Position& position, int seat) {
  position.phase = kMovePhase;
  position.bond_group = 0;
  position.to_move = static_cast<std::uint8_t>(1 - seat);
  if (!has_move(position, 1 - seat)) {
    position.winner = static_cast<std::int8_t>(seat);
    position.win_reason = kNoMoveWin;
  }
}

}  // namespace rockpool::rules::kaninariebi
