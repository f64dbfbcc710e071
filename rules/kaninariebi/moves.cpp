#include "rules/kaninariebi/moves.hpp"

namespace rockpool::rules::kaninariebi {

namespace {

// At most 5 pieces with 6 actions each: a crab's 4 destinations, one on file c (two directions)
// and one on the far home file (promoted or not); a shrimp's 4 steps, two of them onto file c.
constexpr int kMaxMoves = 32;

// Actions gathered on the stack and appended to the list at once.
struct MoveBuffer {
  Action actions[kMaxMoves];
  int count = 0;

  // The actions that stop a piece on `to`: both directions of the current on file c, with and
  // without promotion for a crab arriving on the far home file (only with it under
  // auto_promote), otherwise the plain move.
  void add(int from, int to, bool crab, int seat, bool auto_promote) {
    if (Board::file_of(to) == kCurrentFile) {
      actions[count++] = move_action(from, to, kUp, false);
      actions[count++] = move_action(from, to, kDown, false);
      return;
    }
    const bool promotes = crab && Board::file_of(to) == promotion_file(seat);
    if (!promotes || !auto_promote) actions[count++] = move_action(from, to, kNoCurrent, false);
    if (promotes) actions[count++] = move_action(from, to, kNoCurrent, true);
  }
  void flush(ActionList& out) const { out.insert(out.end(), actions, actions + count); }
};

// The pieces of `movers` with an empty square one diagonal step away.
Squares with_diagonal_step(Squares movers, Squares empty) {
  return (movers & ~kFileE & ((empty >> (Board::kWidth + 1)) | (empty << (Board::kWidth - 1)))) |
         (movers & ~kFileA & ((empty >> (Board::kWidth - 1)) | (empty << (Board::kWidth + 1))));
}

void add_diagonal_steps(const Position& position, int seat, Squares movers, MoveBuffer& buffer) {
  const Squares empty = ~position.occupied() & Board::kAll;
  for (Squares bits = movers; bits; bits &= bits - 1) {
    const int from = Board::lowest(bits);
    const bool crab = position.crabs[seat] & Board::bit(from);
    for (Squares to = kDiagonal[from] & empty; to; to &= to - 1) {
      buffer.add(from, Board::lowest(to), crab, seat, position.auto_promote);
    }
  }
}

}  // namespace

bool has_move(const Position& position, int seat) {
  const Squares empty = ~position.occupied() & Board::kAll;
  const Squares crabs = position.crabs[seat];
  if ((crabs & ~kFileE & (empty >> 1)) | (crabs & ~kFileA & (empty << 1))) return true;
  return with_diagonal_step(position.shrimps[seat], empty) != 0;
}

void append_moves(const Position& position, int seat, ActionList& out) {
  MoveBuffer buffer;
  const Squares occupied = position.occupied();
  for (Squares bits = position.crabs[seat]; bits; bits &= bits - 1) {
    const int from = Board::lowest(bits);
    for (int d = 2; d < 4; ++d) {
      const Ray& ray = kRays[from][d];
      for (int i = 0; i < ray.length && !(occupied & Board::bit(ray.squares[i])); ++i) {
        buffer.add(from, ray.squares[i], true, seat, position.auto_promote);
      }
    }
  }
  add_diagonal_steps(position, seat, position.shrimps[seat], buffer);
  buffer.flush(out);
}

void append_bond_moves(const Position& position, int seat, ActionList& out) {
  MoveBuffer buffer;
  add_diagonal_steps(position, seat, position.bond_group, buffer);
  buffer.flush(out);
}

int drift(int to, Current current, Squares occupied) {
  if (current == kNoCurrent) return to;
  const Ray& ray = kRays[to][current == kUp ? 0 : 1];
  int rest = to;
  for (int i = 0; i < ray.length && !(occupied & Board::bit(ray.squares[i])); ++i) {
    rest = ray.squares[i];
  }
  return rest;
}

Squares captures_from(const Position& position, int seat, int square) {
  const Squares own = position.pieces(seat);
  const Squares enemy = position.pieces(1 - seat);
  Squares taken = 0;
  for (int d = 0; d < 4; ++d) {
    const Ray& ray = kRays[square][d];
    Squares run = 0;
    for (int i = 0; i < ray.length; ++i) {
      const Squares bit = Board::bit(ray.squares[i]);
      if (enemy & bit) {
        run |= bit;
        continue;
      }
      if (own & bit) taken |= run;  // an empty run adds nothing
      break;                        // an empty square or the edge (the loop's end) closes nothing
    }
  }
  return taken;
}

int play_move(Position& position, int seat, Action action) {
  const int from = action_from(action);
  const Squares from_bit = Board::bit(from);
  const bool crab = position.crabs[seat] & from_bit;
  position.crabs[seat] &= ~from_bit;
  position.shrimps[seat] &= ~from_bit;
  // Current, then promotion (R-K1).
  const int rest = drift(action_to(action), action_current(action), position.occupied());
  const bool shrimp = !crab || action_promotes(action);
  (shrimp ? position.shrimps : position.crabs)[seat] |= Board::bit(rest);
  // Capture.
  if (const Squares taken = captures_from(position, seat, rest)) {
    position.crabs[1 - seat] &= ~taken;
    position.shrimps[1 - seat] &= ~taken;
    position.captured[seat] =
        static_cast<std::uint8_t>(position.captured[seat] + Board::count(taken));
  }
  // Win check: only the mover's counts can have grown.
  if (Board::count(position.shrimps[seat]) >= 3) {
    position.winner = static_cast<std::int8_t>(seat);
    position.win_reason = kShrimpsWin;
  } else if (position.captured[seat] >= 3) {
    position.winner = static_cast<std::int8_t>(seat);
    position.win_reason = kCapturesWin;
  }
  return rest;
}

Squares bond_group_after(const Position& position, int seat, int rest) {
  const Squares bit = Board::bit(rest);
  Squares kin = position.mixed_bonds                ? position.pieces(seat)
                : (position.crabs[seat] & bit) != 0 ? position.crabs[seat]
                                                    : position.shrimps[seat];
  const Squares group = group_of(rest, kin);
  if (group == bit) return 0;
  const Squares empty = ~position.occupied() & Board::kAll;
  return with_diagonal_step(group, empty) ? group : 0;
}

}  // namespace rockpool::rules::kaninariebi
