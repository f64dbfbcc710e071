#pragma once
// Where a fence may go: not over or across another fence, and never cutting a pawn off from its
// goal rank (R-F3: both pawns, always).

#include "rules/core/action.hpp"
#include "rules/fences/position.hpp"

namespace rockpool::rules::fences {

enum class FenceProblem { none, overlaps, crosses, cuts_path_of_seat0, cuts_path_of_seat1 };

// Appends every fence that fits and keeps both paths; the caller checks that fences are left.
void append_legal_fences(const Position& position, ActionList& out);

// Why a fence cannot be placed, or none.
FenceProblem fence_problem(const Position& position, Orientation orientation, int intersection);

// Places a fence for `seat` (which must be legal).
void place_fence(Position& position, int seat, Orientation orientation, int intersection);

// Whether a pawn on `from` can reach `goal` over the open edges (pawns ignored).
bool reaches(const Cells open[4], int from, Cells goal);

}  // namespace rockpool::rules::fences
