#include "rules/lazyking/view.hpp"

#include "rules/lazyking/actions.hpp"
#include "rules/lazyking/notation.hpp"
#include "rules/lazyking/walls.hpp"

namespace rockpool::rules::lazyking {

namespace {

void squares_array(JsonText& json, Squares squares) {
  json.begin_array();
  for (int file = 0; file < Board::kWidth; ++file) {  // in name order
    for (int rank = 0; rank < Board::kWidth; ++rank) {
      if (squares & Board::bit(Board::square(file, rank)))
        json.string(Board::square_name(Board::square(file, rank)));
    }
  }
  json.end_array();
}

void pair(JsonText json, int red, int black) {
  json.begin_array().number(red).number(black).end_array();
}

void flags(JsonText json, bool red, bool black) {
  json.begin_array().boolean(red).boolean(black).end_array();
}

// "R:PPK": the owner, then the pieces from the bottom to the top.
std::string unit_text(int seat, Unit unit) {
  std::string out = seat == 0 ? "R:" : "B:";
  for (int i = 0; i < height(unit); ++i)
    out.push_back(i == king_index(unit) ? 'K' : 'P');
  return out;
}

const char* phase_name(int phase) {
  return phase == kChooseKing ? "king_choice" : phase == kWalls ? "walls" : "play";
}

}  // namespace

void write_position_view(const Position& p, Viewer viewer, View& out) {
  out.value("phase").string(phase_name(p.phase));
  const char* decision = p.phase == kChooseKing   ? "king_choice"
                         : p.phase == kWalls      ? "wall"
                         : p.owes_king[p.to_move] ? "redeploy"
                                                  : "action";
  out.value("decision").string(decision);
  if (p.phase == kChooseKing) {
    out.value("turn").null();
  } else {
    out.value("turn").number(p.to_move);
  }
  // The secret setup: whether each side has chosen, and only the viewer's own choice.
  flags(out.value("king_chosen"), p.king_choice[0] != kNoSquare, p.king_choice[1] != kNoSquare);
  const bool own =
      viewer >= 0 && viewer < 2 && p.phase == kChooseKing && p.king_choice[viewer] != kNoSquare;
  if (own) {
    out.value("my_king_choice").string(Board::square_name(p.king_choice[viewer]));
  } else {
    out.value("my_king_choice").null();
  }

  out.map("units");
  for (int seat = 0; seat < 2; ++seat) {
    for (Squares units = p.occupied[seat]; units; units &= units - 1) {
      const int square = Board::lowest(units);
      out.entry(Board::square_name(square)).string(unit_text(seat, p.unit[square]));
    }
  }
  out.map("walls");
  for (int square = 0; square < Board::kSquares; ++square) {
    for (int orientation = 0; orientation < 2; ++orientation) {
      if (walled(p, square, orientation)) {
        out.entry(Board::square_name(square) + "|" +
                  Board::square_name(square + (orientation == kEastEdge ? 1 : 8)))
            .boolean(true);
      }
    }
  }
  pair(out.value("piles"), p.pile[0], p.pile[1]);
  pair(out.value("walls_left"), p.walls_left[0], p.walls_left[1]);
  flags(out.value("owes_king"), p.owes_king[0] != 0, p.owes_king[1] != 0);
  flags(out.value("first_turn_two"), p.first_turn[0] != 0, p.first_turn[1] != 0);

  // Units that lose a piece (traps) or are destroyed (goals) at the end of their owner's turn:
  // "this_turn" while that turn is being played, else "next_turn" (the owner's next one).
  for (const bool goals : {true, false}) {
    out.map(goals ? "goal_timers" : "trap_timers");
    for (Squares squares = all_units(p) & (goals ? kGoals : kTraps); squares;
         squares &= squares - 1) {
      const int square = Board::lowest(squares);
      if (goals && has_king(p.unit[square])) continue;
      const bool now = p.phase == kPlay && p.to_move == owner_of(p, square) && !p.after_action;
      out.entry(Board::square_name(square)).string(now ? "this_turn" : "next_turn");
    }
  }

  // The fixed squares of the board.
  JsonText traps = out.value("traps");
  squares_array(traps, kTraps);
  JsonText forts = out.value("fortifications");
  squares_array(forts, kForts);
  JsonText goals = out.value("goals");
  goals.begin_array();
  squares_array(goals, winning_goals(0));
  squares_array(goals, winning_goals(1));
  goals.end_array();
  JsonText zones = out.value("zones");
  zones.begin_array();
  squares_array(zones, zone(0));
  squares_array(zones, zone(1));
  zones.end_array();
}

// Move: the unit, then where it goes. Push: the pusher, then the pushed unit. Stack: the units
// stacked (any order), then the unit they join. Unstack: the unit, then the squares its pieces go
// to (any order). Sacrifice: the unit, then the placement squares (any order). King and wall:
// the square or the edge.
void write_action_targets(const Position& p, Action action, JsonText& out) {
  const int a = field_a(action), b = field_b(action);
  out.begin_array();
  switch (kind_of(action)) {
    case kKing:
      out.string(Board::square_name(a));
      break;
    case kWall: {
      std::string name;
      write_action(p, action, name);
      out.string(name);
      break;
    }
    case kMove:
      out.string(Board::square_name(a));
      out.string(Board::square_name(b));
      break;
    case kPush: {
      const int step = line_step(a, b);
      const int pusher = step == 0 ? -1 : neighbour(a, opposite(direction_of_step(step)));
      if (pusher >= 0) out.string(Board::square_name(pusher));
      out.string(Board::square_name(a));
      break;
    }
    case kStack:
    case kUnstack: {
      int squares[4];
      const int n = ordered_squares(p, action, squares);
      sort_by_name(squares, n);
      if (kind_of(action) == kUnstack) out.string(Board::square_name(a));
      out.begin_array();
      for (int i = 0; i < n; ++i)
        out.string(Board::square_name(squares[i]));
      out.end_array();
      if (kind_of(action) == kStack) out.string(Board::square_name(a));
      break;
    }
    case kSacrifice:
      out.string(Board::square_name(a));
      out.begin_array();
      for (int i = 0; i < 6; ++i) {
        if (b >> i & 1) out.string(Board::square_name(8 * home_rank(field_c(action)) + 1 + i));
      }
      out.end_array();
      break;
  }
  out.end_array();
}

}  // namespace rockpool::rules::lazyking
