#include "rules/fences/fence_placement.hpp"

#include <array>

#include "rules/fences/actions.hpp"

namespace rockpool::rules::fences {

namespace {

// The two cell edges a fence closes, as the cells that lose each open direction.
struct FenceCut {
  Cells lose[4];
  int points[3];  // lattice points: one end, the centre, the other end
};

constexpr std::array<FenceCut, 2 * kIntersections> make_cuts() {
  std::array<FenceCut, 2 * kIntersections> cuts{};
  for (int rank = 0; rank < Grooves::kWidth; ++rank) {
    for (int file = 0; file < Grooves::kWidth; ++file) {
      const int i = Grooves::square(file, rank);
      const Cells south_row =
          Board::bit(Board::square(file, rank)) | Board::bit(Board::square(file + 1, rank));
      const Cells north_row =
          Board::bit(Board::square(file, rank + 1)) | Board::bit(Board::square(file + 1, rank + 1));
      FenceCut& h = cuts[kHorizontal * kIntersections + i];
      h.lose[kNorth] = south_row;
      h.lose[kSouth] = north_row;
      const int y = rank + 1;
      h.points[0] = y * kLatticeSide + file;
      h.points[1] = y * kLatticeSide + file + 1;
      h.points[2] = y * kLatticeSide + file + 2;

      const Cells west_column =
          Board::bit(Board::square(file, rank)) | Board::bit(Board::square(file, rank + 1));
      const Cells east_column =
          Board::bit(Board::square(file + 1, rank)) | Board::bit(Board::square(file + 1, rank + 1));
      FenceCut& v = cuts[kVertical * kIntersections + i];
      v.lose[kEast] = west_column;
      v.lose[kWest] = east_column;
      const int x = file + 1;
      v.points[0] = rank * kLatticeSide + x;
      v.points[1] = (rank + 1) * kLatticeSide + x;
      v.points[2] = (rank + 2) * kLatticeSide + x;
    }
  }
  return cuts;
}

constexpr std::array<FenceCut, 2 * kIntersections> kCuts = make_cuts();

const FenceCut& cut_of(Orientation orientation, int intersection) {
  return kCuts[orientation * kIntersections + intersection];
}

// Fences that a new fence of each orientation would overlap or cross.
std::uint64_t blocked_horizontal(const Position& p) {
  const std::uint64_t h = p.fences[kHorizontal];
  return h | ((h << 1) & ~Grooves::file_mask(0)) | ((h >> 1) & ~Grooves::file_mask(7)) |
         p.fences[kVertical];
}

std::uint64_t blocked_vertical(const Position& p) {
  const std::uint64_t v = p.fences[kVertical];
  return v | (v << Grooves::kWidth) | (v >> Grooves::kWidth) | p.fences[kHorizontal];
}

// Adding a fence splits a region of the board only if it closes a loop of wall, that is, if two
// of its three points already belong to the same connected piece of wall.
bool closes_loop(const Position& p, const FenceCut& cut) {
  const auto a = p.wall_label[cut.points[0]];
  const auto m = p.wall_label[cut.points[1]];
  const auto b = p.wall_label[cut.points[2]];
  return a == m || m == b || a == b;
}

bool keeps_paths(const Position& p, const FenceCut& cut, FenceProblem* problem) {
  if (!closes_loop(p, cut)) return true;
  Cells open[4];
  for (int d = 0; d < 4; ++d)
    open[d] = p.open[d] & ~cut.lose[d];
  for (int seat = 0; seat < 2; ++seat) {
    if (!reaches(open, p.pawn[seat], Board::rank_mask(goal_rank(seat)))) {
      if (problem) {
        *problem = seat == 0 ? FenceProblem::cuts_path_of_seat0 : FenceProblem::cuts_path_of_seat1;
      }
      return false;
    }
  }
  return true;
}

}  // namespace

bool reaches(const Cells open[4], int from, Cells goal) {
  Cells reach = Board::bit(from);
  if (reach & goal) return true;
  for (;;) {
    const Cells next = reach | ((reach & open[kNorth]) << kSize) |
                       ((reach & open[kSouth]) >> kSize) | ((reach & open[kEast]) << 1) |
                       ((reach & open[kWest]) >> 1);
    if (next & goal) return true;
    if (next == reach) return false;
    reach = next;
  }
}

void append_legal_fences(const Position& position, ActionList& out) {
  const std::uint64_t free[2] = {~blocked_horizontal(position), ~blocked_vertical(position)};
  for (int o = 0; o < 2; ++o) {
    const auto orientation = static_cast<Orientation>(o);
    for (std::uint64_t bits = free[o]; bits; bits &= bits - 1) {
      const int intersection = Grooves::lowest(bits);
      if (keeps_paths(position, cut_of(orientation, intersection), nullptr)) {
        out.push_back(fence_action(orientation, intersection));
      }
    }
  }
}

FenceProblem fence_problem(const Position& position, Orientation orientation, int intersection) {
  const std::uint64_t bit = std::uint64_t{1} << intersection;
  if (position.fences[orientation] & bit) return FenceProblem::overlaps;
  const std::uint64_t blocked =
      orientation == kHorizontal ? blocked_horizontal(position) : blocked_vertical(position);
  if (blocked & bit) {
    return (position.fences[1 - orientation] & bit) ? FenceProblem::crosses
                                                    : FenceProblem::overlaps;
  }
  FenceProblem problem = FenceProblem::none;
  keeps_paths(position, cut_of(orientation, intersection), &problem);
  return problem;
}

void place_fence(Position& position, int seat, Orientation orientation, int intersection) {
  const FenceCut& cut = cut_of(orientation, intersection);
  for (int d = 0; d < 4; ++d)
    position.open[d] &= ~cut.lose[d];
  const std::uint64_t bit = std::uint64_t{1} << intersection;
  position.fences[orientation] |= bit;
  if (seat == 1) position.fences_of_seat1[orientation] |= bit;
  --position.fences_left[seat];
  // Join the fence's three points into one piece of wall: relabel every point of the pieces it
  // touches with the smallest of their labels (the border keeps label 0).
  auto& label = position.wall_label;
  std::uint8_t joined = label[cut.points[0]];
  for (int point : cut.points)
    joined = label[point] < joined ? label[point] : joined;
  const std::uint8_t merged[3] = {label[cut.points[0]], label[cut.points[1]], label[cut.points[2]]};
  for (auto& l : label) {
    if (l == merged[0] || l == merged[1] || l == merged[2]) l = joined;
  }
}

}  // namespace rockpool::rules::fences
