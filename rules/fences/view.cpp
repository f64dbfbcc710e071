#include "rules/fences/view.hpp"

#include "rules/fences/actions.hpp"
#include "rules/fences/moves.hpp"
#include "rules/fences/notation.hpp"

namespace rockpool::rules::fences {

// A fence: its own notation; a pawn move: the cell the pawn goes to; pass: nothing.
void write_action_targets(const Position& p, Action action, JsonText& out) {
  out.begin_array();
  std::string target;
  if (is_fence(action)) {
    write_action(p, action, target);
  } else if (is_pawn_move(action)) {
    const int destination = pawn_destination(p, p.to_move, action);
    if (destination >= 0) Board::write_square(destination, target);
  }
  if (!target.empty()) out.string(target);
  out.end_array();
}

void write_position_view(const Position& p, Viewer, View& out) {
  out.map("pawns");
  for (int seat = 0; seat < 2; ++seat) {
    out.entry(seat == 0 ? "0" : "1").string(Board::square_name(p.pawn[seat]));
  }
  out.map("fences");
  // In key order ("a1-" < "a1/" < "a2-" ...), so that the view needs no sorting.
  std::string name;
  for (int file = 0; file < Grooves::kWidth; ++file) {
    for (int rank = 0; rank < Grooves::kHeight; ++rank) {
      const int intersection = Grooves::square(file, rank);
      for (int o = 0; o < 2; ++o) {
        if (!Grooves::has(p.fences[o], intersection)) continue;
        name.clear();
        write_action(p, fence_action(static_cast<Orientation>(o), intersection), name);
        out.entry(name).number(Grooves::has(p.fences_of_seat1[o], intersection) ? 1 : 0);
      }
    }
  }
  out.value("fences_left")
      .begin_array()
      .number(p.fences_left[0])
      .number(p.fences_left[1])
      .end_array();
  out.value("goal_ranks").begin_array().number(kSize).number(1).end_array();
}

}  // namespace rockpool::rules::fences
