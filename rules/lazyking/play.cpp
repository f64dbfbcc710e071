#include "rules/lazyking/play.hpp"

#include "rules/lazyking/actions.hpp"
#include "rules/lazyking/moves.hpp"
#include "rules/lazyking/walls.hpp"

namespace rockpool::rules::lazyking {

namespace {

void start_play(Position& p) {
  p.phase = kPlay;
  p.to_move = 1;  // Black moves first
}

void reveal_kings(Position& p) {
  for (int seat = 0; seat < 2; ++seat) {
    for (Squares squares = zone(seat); squares; squares &= squares - 1) {
      const int square = Board::lowest(squares);
      p.unit[square] = square == p.king_choice[seat] ? kSingletonKing : kSingletonPawn;
    }
    p.occupied[seat] = zone(seat);
  }
  p.to_move = 0;  // Red places the first wall
  if (p.walls_left[0] > 0) {
    p.phase = kWalls;
  } else {
    start_play(p);
  }
}

void pass_turn(Position& p, int seat) {
  p.after_action = 0;
  p.to_move = static_cast<std::uint8_t>(1 - seat);
  if (!p.owes_king[1 - seat] && !has_play_action(p, 1 - seat)) {
    p.winner = static_cast<std::int8_t>(seat);
    p.reason = kNoLegalAction;
  }
}

// One turn of play (R-L14): the action, the win check, the end of the turn, then the King this
// player lost (if any) is redeployed by this player before the turn passes.
void play_action(Position& p, int seat, Action action) {
  const Squares trap_start = p.occupied[seat] & kTraps;
  apply_play_action(p, seat, action);
  p.first_turn[seat] = 0;
  const int winner = goal_winner(p, seat);
  if (winner >= 0) {
    p.winner = static_cast<std::int8_t>(winner);
    p.reason = kGoalReached;
    return;
  }
  end_turn(p, seat, trap_start);
  if (p.owes_king[seat]) {
    p.after_action = 1;
    return;
  }
  pass_turn(p, seat);
}

}  // namespace

Status match_status(const Position& p) {
  if (p.winner < 0) return Status::playing();
  return Status::won(p.winner, p.reason == kGoalReached ? "goal" : "no_legal_action");
}

SeatSet deciding_seats(const Position& p) {
  if (p.phase != kChooseKing) return SeatSet::of(p.to_move);
  const bool red = p.king_choice[0] == kNoSquare, black = p.king_choice[1] == kNoSquare;
  return red && black ? SeatSet::both() : SeatSet::of(red ? 0 : 1);
}

void append_legal_actions(const Position& p, Seat seat, ActionList& out) {
  if (p.phase == kWalls) {
    if (p.walls_left[seat] > 0) append_legal_walls(p, seat, out);
    return;
  }
  if (p.phase == kChooseKing || p.owes_king[seat]) {
    Squares squares = zone(seat) & ~all_units(p);
    if (squares == 0) squares = zone(seat);  // a full zone: any of its squares (redeploy)
    for (; squares; squares &= squares - 1)
      out.push_back(make_action(kKing, Board::lowest(squares)));
    return;
  }
  // Into a local buffer first: the compiler then knows the writes do not touch the position.
  Action buffer[kMaxPlayActions];
  int count = 0;
  for_each_play_action(p, seat, [&buffer, &count](Action action) {
    buffer[count++] = action;
    return true;
  });
  out.assign(buffer, buffer + count);
}

void apply_action(Position& p, Seat seat, Action action) {
  const int a = field_a(action);
  switch (p.phase) {
    case kChooseKing:
      p.king_choice[seat] = static_cast<std::uint8_t>(a);
      if (p.king_choice[1 - seat] != kNoSquare) reveal_kings(p);
      return;
    case kWalls:
      place_wall(p, a, field_b(action));
      --p.walls_left[seat];
      p.to_move = static_cast<std::uint8_t>(1 - seat);
      if (p.walls_left[0] == 0 && p.walls_left[1] == 0) start_play(p);
      return;
    default:
      break;
  }
  if (kind_of(action) != kKing) {
    play_action(p, seat, action);
    return;
  }
  redeploy_king(p, seat, a);
  if (p.after_action) {
    pass_turn(p, seat);
  } else if (!has_play_action(p, seat)) {
    p.winner = static_cast<std::int8_t>(1 - seat);
    p.reason = kNoLegalAction;
  }
}

}  // namespace rockpool::rules::lazyking
