#include "rules/pawnd/moves.hpp"

#include <bit>

#include "rules/pawnd/actions.hpp"

namespace rockpool::rules::pawnd {

namespace {

inline int lowest(std::uint64_t bits) {
  return std::countr_zero(bits);
}

// Appends `code` once for each square of `targets`, as the square the pad goes to (R-W6).
inline void append_pad_targets(ActionList& out, Action code, Cells targets) {
  code |= kPadFlag;
  auto low = static_cast<std::uint64_t>(targets);
  auto high = static_cast<std::uint64_t>(targets >> 64);
  const std::size_t first = out.size();
  out.resize(first + static_cast<std::size_t>(Board::count(targets)));
  Action* next = out.data() + first;
  for (; low; low &= low - 1)
    *next++ = code | static_cast<Action>(lowest(low)) << kPadShift;
  for (; high; high &= high - 1) {
    *next++ = code | static_cast<Action>(64 + lowest(high)) << kPadShift;
  }
}

// Open water: the squares a moved pad may go to, before the squares a capture frees.
inline Cells open_water(const Position& p) {
  return Board::kAll & ~kStones & ~p.pads;
}

// The jumps of one frog, depth first: every hop sequence and each of its prefixes (R-W5).
struct JumpSearch {
  ActionList& out;
  Action start_code;
  int start;
  bool on_pad;
  Cells landable;  // stones and pads without a frog; the start square counts as empty (R-W4)
  Cells enemy_on_pads;
  Cells open;      // pad targets before captures
  Cells far_home;  // stones of the opponent's home row: a hop there ends the move (R-W3)

  void emit(Action code, Cells captured_pads) const {
    if (on_pad) {
      append_pad_targets(out, code, open | captured_pads);
    } else {
      out.push_back(code);
    }
  }

  // `jumpable`: frogs not yet jumped in this move (R-W1).
  void hop(int at, Cells jumpable, Cells captured_pads, int hops, Action directions) const {
    const auto& step = kNeighbours.step[at];
    const auto& beyond = kNeighbours.hop[at];
    for (int d = 0; d < kDirections; ++d) {
      const int over = step[d];
      const int land = beyond[d];
      if (land < 0 || !Board::has(jumpable, over) || !Board::has(landable, land)) continue;
      const Action next_directions = directions | static_cast<Action>(d) << (3 * hops);
      const Cells next_captured = captured_pads | (enemy_on_pads & Board::bit(over));
      if (land != start) emit(jump_action(start_code, next_directions, hops + 1), next_captured);
      if (!Board::has(far_home, land)) {
        hop(land, jumpable & ~Board::bit(over), next_captured, hops + 1, next_directions);
      }
    }
  }
};

// Whether the frog on `at` stands on a stone or pad where a hop in direction d can land.
inline bool can_hop(Cells occupied, Cells landable, int at, int d) {
  const int land = kNeighbours.hop[at][d];
  return land >= 0 && Board::has(occupied, kNeighbours.step[at][d]) && Board::has(landable, land);
}

void settle(Position& p);

}  // namespace

Cells free_home_stones(const Position& p, int seat) {
  return kHomeStones[seat] & ~(p.frogs[0] | p.frogs[1]);
}

void append_moves(const Position& p, int seat, ActionList& out) {
  const Cells occupied = p.frogs[0] | p.frogs[1];
  const Cells landable = (kStones | p.pads) & ~occupied;
  const Cells open = open_water(p);
  const Cells enemy_on_pads = p.frogs[1 - seat] & p.pads;
  for (Cells frogs = p.frogs[seat]; frogs; frogs &= frogs - 1) {
    const int from = Board::lowest(frogs);
    const bool on_pad = Board::has(p.pads, from);
    for (int d : kForward[seat]) {
      const int to = kNeighbours.step[from][d];
      if (to < 0 || !Board::has(landable, to)) continue;
      if (on_pad) {
        append_pad_targets(out, step_action(from, d), open);
      } else {
        out.push_back(step_action(from, d));
      }
    }
    const JumpSearch search{
        out,  jump_start(from),     from, on_pad, landable | Board::bit(from), enemy_on_pads,
        open, kHomeStones[1 - seat]};
    search.hop(from, occupied & ~Board::bit(from), 0, 0, 0);
  }
}

void append_returns(const Position& p, int seat, ActionList& out) {
  for (int s = 0; s < Board::kSquares; ++s) {
    if (Board::has(free_home_stones(p, seat), s)) out.push_back(return_action(s));
  }
}

bool has_move(const Position& p, int seat) {
  const Cells occupied = p.frogs[0] | p.frogs[1];
  const Cells landable = (kStones | p.pads) & ~occupied;
  for (int from = 0; from < Board::kSquares; ++from) {
    if (!Board::has(p.frogs[seat], from)) continue;
    for (int d : kForward[seat]) {
      const int to = kNeighbours.step[from][d];
      if (to >= 0 && Board::has(landable, to)) return true;
    }
    for (int d = 0; d < kDirections; ++d) {
      if (can_hop(occupied, landable, from, d)) return true;
    }
  }
  return false;
}

namespace {

// After a move or a return: the seat to move returns its captured frogs, automatically while
// exactly one home stone is free (R-W7); then, with none left to return, a seat with no step and
// no jump loses (R-W8).
void settle(Position& p) {
  const int seat = p.to_move;
  while (p.to_return[seat] > 0) {
    const Cells free = free_home_stones(p, seat);
    if (Board::count(free) != 1) return;
    p.frogs[seat] |= free;
    --p.to_return[seat];
  }
  if (!has_move(p, seat)) {
    p.winner = static_cast<std::int8_t>(1 - seat);
    p.reason = kNoMove;
  }
}

}  // namespace

void play_move(Position& p, Action action) {
  const int seat = p.to_move;
  const int enemy = 1 - seat;
  const int from = square_of_action(action);
  const bool from_pad = Board::has(p.pads, from);
  p.frogs[seat] &= ~Board::bit(from);
  int to;
  if (kind_of(action) == kStep) {
    to = kNeighbours.step[from][direction_of(action, 0)];
  } else {
    to = from;
    for (int i = 0, hops = hop_count(action); i < hops; ++i) {
      const int d = direction_of(action, i);
      const int over = kNeighbours.step[to][d];
      to = kNeighbours.hop[to][d];
      if (Board::has(p.frogs[enemy], over)) {  // captured (R-W2: removed once the jump ends)
        p.frogs[enemy] &= ~Board::bit(over);
        ++p.to_return[enemy];
        if (Board::has(p.pads, over)) {
          p.pads &= ~Board::bit(over);
          ++p.pads_kept[seat];
        }
      }
    }
  }
  if (from_pad) p.pads = (p.pads & ~Board::bit(from)) | Board::bit(pad_target(action));
  if (Board::has(kHomeStones[enemy], to)) {
    ++p.across[seat];
  } else {
    p.frogs[seat] |= Board::bit(to);
  }
  if (p.across[seat] == kFrogs || p.pads_kept[seat] >= kWinningPads) {  // R-W8: the mover's wins
    p.winner = static_cast<std::int8_t>(seat);
    p.reason = p.across[seat] == kFrogs ? kAllAcross : kFivePads;
    return;
  }
  p.to_move = static_cast<std::uint8_t>(enemy);
  settle(p);
}

void play_return(Position& p, Action action) {
  p.frogs[p.to_move] |= Board::bit(square_of_action(action));
  --p.to_return[p.to_move];
  settle(p);
}

}  // namespace rockpool::rules::pawnd
