#include "rules/prawns/play.hpp"

#include "rules/prawns/actions.hpp"
#include "rules/prawns/moves.hpp"

namespace rockpool::rules::prawns {

namespace {

void reveal_choices(Position& p) {
  for (int seat = 0; seat < 2; ++seat) {
    const int a_file = choice_a_file(p.choice[seat]), h_file = choice_h_file(p.choice[seat]);
    put_prawn(p.now, seat, a_file, any_square(seat, false));
    put_prawn(p.now, seat, h_file, any_square(seat, true));
    --p.now.pool[seat][a_file];
    --p.now.pool[seat][h_file];
  }
  p.phase = kBeforeMove;
  p.to_move = kGreen;
}

// The win check when a turn ends: only one side's prawns are left.
void end_turn(Position& p, int seat) {
  p.evolved = 0;
  if (p.now.side[1 - seat] == 0) {
    p.winner = static_cast<std::int8_t>(seat);
    p.win_reason = kAllEaten;
  } else if (p.now.side[seat] == 0) {
    p.winner = static_cast<std::int8_t>(1 - seat);
    p.win_reason = kAsphyxiated;  // only leaving the sea empties the mover's own side
  }
  p.phase = kBeforeMove;
  p.to_move = static_cast<std::uint8_t>(1 - seat);
  p.turn_begun = 0;
}

// After the move: evaporation, then the evolutions after the move if any is possible (R-P1,
// R-P4, R-P8).
void after_move(Position& p, int seat) {
  const Squares prawns = occupied(p.now);
  if (Board::count(prawns) <= kEvaporationPrawns && prawns) p.now.sea = bounding_sea(prawns);
  p.evolved = 0;
  p.phase = kAfterMove;
  if (!can_evolve(p.now, seat, 0)) end_turn(p, seat);
}

void move_prawn(Position& p, int seat, Action action) {
  Core& c = p.now;
  const int from = first_of(action), to = second_of(action);
  if (kind_of(action) == kEat) {
    const int eaten = species_at(c, to);
    remove_prawn(c, 1 - seat, eaten, to);
    if (!p.eaten_gone) ++c.pool[1 - seat][eaten];
  }
  const int species = species_at(c, from);
  const Squares both = Board::bit(from) | Board::bit(to);
  c.side[seat] ^= both;
  c.species[species] ^= both;
  c.fresh &= ~both;
}

void evolve(Position& p, int seat, Action action) {
  Core& c = p.now;
  const int square = first_of(action), to = second_of(action);
  const int species = species_at(c, square);
  c.species[species] &= ~Board::bit(square);
  c.species[to] |= Board::bit(square);
  c.fresh &= ~Board::bit(square);
  ++c.pool[seat][species];
  --c.pool[seat][to];
  p.evolved |= Board::bit(square);
}

}  // namespace

Status match_status(const Position& p) {
  if (p.winner < 0) return Status::playing();
  return Status::won(p.winner, p.win_reason == kAsphyxiated ? "asphyxiation" : "all_eaten");
}

int undo_seat(const Position& p) {
  if (!p.takeback || p.phase == kBlindStart || p.winner >= 0) return -1;
  return p.saved_owner;
}

SeatSet deciding_seats(const Position& p) {
  if (p.winner >= 0) return {};
  if (p.phase == kBlindStart) {
    if (p.choice[0] == 0 && p.choice[1] == 0) return SeatSet::both();
    return SeatSet::of(p.choice[0] == 0 ? 0 : 1);
  }
  const int undo = undo_seat(p);
  if (undo >= 0 && undo != p.to_move) return SeatSet::both();
  return SeatSet::of(p.to_move);
}

void append_legal_actions(const Position& p, int seat, ActionList& out) {
  if (p.phase == kBlindStart) {
    if (p.choice[seat] != 0) return;
    for (int a = kShrimp; a <= kLobster; ++a) {
      for (int h = kShrimp; h <= kLobster; ++h) {
        if (p.now.pool[seat][a] > (a == h ? 1 : 0) && p.now.pool[seat][h] > 0) {
          out.push_back(make_action(kSetup, a, h));
        }
      }
    }
    return;
  }
  if (undo_seat(p) == seat) out.push_back(kUndoAction);
  if (seat != p.to_move) return;
  append_evolutions(p.now, seat, p.evolved, out);
  if (p.phase == kAfterMove) {
    out.push_back(kEndAction);
    return;
  }
  if (append_moves(p.now, seat, out) == 0) {
    // Asphyxiation: no move stays in the sea, so one prawn leaves it (R-P2, R-P7).
    for (Squares prawns = p.now.side[seat]; prawns; prawns &= prawns - 1) {
      out.push_back(make_action(kOff, Board::lowest(prawns), 0));
    }
  }
}

void apply_action(Position& p, int seat, Action action) {
  const Kind kind = kind_of(action);
  if (kind == kSetup) {
    p.choice[seat] = choice_code(first_of(action), second_of(action));
    if (p.choice[1 - seat] != 0) reveal_choices(p);
    return;
  }
  if (kind == kUndo) {
    p.now = p.saved;
    p.to_move = static_cast<std::uint8_t>(seat);
    p.phase = kBeforeMove;
    p.evolved = 0;
    p.saved_owner = -1;
    p.turn_begun = 0;
    return;
  }
  if (p.takeback && !p.turn_begun) {
    // The turn's first action: keep the position it started from, for a takeback.
    p.saved = p.now;
    p.saved_owner = static_cast<std::int8_t>(seat);
    p.turn_begun = 1;
  }
  switch (kind) {
    case kMove:
    case kEat:
      move_prawn(p, seat, action);
      after_move(p, seat);
      return;
    case kOff: {
      const int square = first_of(action);
      const int species = species_at(p.now, square);
      remove_prawn(p.now, seat, species, square);
      ++p.now.pool[seat][species];
      after_move(p, seat);
      return;
    }
    case kEvolve:
      evolve(p, seat, action);
      if (p.phase == kAfterMove && !can_evolve(p.now, seat, p.evolved)) {
        end_turn(p, seat);
      }
      return;
    case kEnd:
      end_turn(p, seat);
      return;
    default:
      return;
  }
}

}  // namespace rockpool::rules::prawns
