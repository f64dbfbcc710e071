#pragma once
// How many of its own turns a side needs, at best, to bring its King home (rules/lazyking/RULES.md,
// Goal): the King moves one square a turn at most (its unit moves one square from strength 3 up,
// or the King is unstacked onto a neighbour, or stacked onto a neighbouring unit of strength 2 or
// more), and it wins when it is unstacked, alone, onto an empty goal of its side. So the count is
// a shortest route over the squares, where an enemy unit on the way must be pushed away (a unit
// too strong to push now costs the turns of going round or bringing more strength; one with the
// edge or a wall behind it is no way at all), a trap would
// take the King's pawn, and a lone King first waits for a unit of its side to carry it.

#include "rules/lazyking/position.hpp"

namespace rockpool::rules::lazyking {

// A count beyond any real route: no King to count, or no way found.
inline constexpr int kNoRoute = 40;

// Own turns `seat` needs to win with its King, 0 once it has won; kNoRoute at most.
int king_turns(const Position& p, int seat);

}  // namespace rockpool::rules::lazyking
