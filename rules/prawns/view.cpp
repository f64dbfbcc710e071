// What each seat and the spectators see of a Prawns match, and what a person clicks (see
// README.md, "View" and "Targets").

#include "rules/prawns/view.hpp"

#include "rules/prawns/actions.hpp"
#include "rules/prawns/moves.hpp"
#include "rules/prawns/play.hpp"

namespace rockpool::rules::prawns {

namespace {

constexpr char kSideLetter[2] = {'G', 'B'};

std::string prawn_text(int seat, char species) {
  return {kSideLetter[seat], species};
}

}  // namespace

void write_action_targets(const Position&, Action action, JsonText& out) {
  out.begin_array();
  switch (kind_of(action)) {
    case kMove:
    case kEat:
      out.string(Board::square_name(first_of(action)))
          .string(Board::square_name(second_of(action)));
      break;
    case kEvolve:
    case kOff:
      out.string(Board::square_name(first_of(action)));
      break;
    default:
      break;  // setup choices, end and undo are buttons
  }
  out.end_array();
}

void write_position_view(const Position& p, Viewer viewer, View& out) {
  const Core& c = p.now;
  const bool setup = p.phase == kBlindStart;
  // During the blind start a side's choice is shown to that side only, and to nobody else
  // until both have chosen.
  auto shown_choice = [&](int seat) { return setup && viewer == seat && p.choice[seat] != 0; };

  out.map("board");
  for (Squares prawns = occupied(c); prawns; prawns &= prawns - 1) {
    const int square = Board::lowest(prawns);
    out.entry(Board::square_name(square))
        .string(prawn_text(owner_at(c, square), kSpeciesLetter[species_at(c, square)]));
  }
  if (setup) {
    for (int seat = 0; seat < 2; ++seat) {
      const std::uint8_t code = p.choice[seat];
      for (bool h_file : {false, true}) {
        const int species = h_file ? choice_h_file(code) : choice_a_file(code);
        out.entry(Board::square_name(any_square(seat, h_file)))
            .string(prawn_text(seat, shown_choice(seat) ? kSpeciesLetter[species] : '?'));
      }
    }
  }
  out.map("first_move");
  for (Squares fresh = c.fresh; fresh; fresh &= fresh - 1) {
    out.entry(Board::square_name(Board::lowest(fresh))).boolean(true);
  }

  JsonText pools = out.value("pools");
  pools.begin_array();
  for (int seat = 0; seat < 2; ++seat) {
    pools.begin_object();
    for (int species = 0; species < kSpeciesCount; ++species) {
      int held = c.pool[seat][species];
      if (shown_choice(seat)) {
        held -=
            (choice_a_file(p.choice[seat]) == species) + (choice_h_file(p.choice[seat]) == species);
      }
      pools.key(std::string(1, kSpeciesLetter[species])).number(held);
    }
    pools.end_object();
  }
  pools.end_array();

  out.value("sea")
      .begin_array()
      .string(Board::square_name(Board::square(c.sea.file_lo, c.sea.rank_lo)))
      .string(Board::square_name(Board::square(c.sea.file_hi, c.sea.rank_hi)))
      .end_array();
  const int prawns = Board::count(occupied(c)) + (setup ? 4 : 0);
  out.value("prawns").number(prawns);
  out.value("evaporating").boolean(prawns <= kEvaporationPrawns);
  out.value("zones")
      .begin_array()
      .number(zone_rank(c.sea, kGreen) + 1)
      .number(zone_rank(c.sea, kBlue) + 1)
      .end_array();

  const char* phase = p.winner >= 0           ? "over"
                      : setup                 ? "blind_start"
                      : p.phase == kAfterMove ? "after_move"
                                              : "move";
  out.value("phase").string(phase);
  JsonText to_move = out.value("turn");
  if (setup || p.winner >= 0) {
    to_move.null();
  } else {
    to_move.number(p.to_move);
  }
  out.value("chosen").begin_array().boolean(p.choice[0] != 0).boolean(p.choice[1] != 0).end_array();
  JsonText evolved = out.value("evolved");
  evolved.begin_array();
  for (Squares squares = p.evolved; squares; squares &= squares - 1) {
    evolved.string(Board::square_name(Board::lowest(squares)));
  }
  evolved.end_array();
  JsonText undo = out.value("undo");
  if (const int seat = undo_seat(p); seat >= 0) {
    undo.number(seat);
  } else {
    undo.null();
  }
}

}  // namespace rockpool::rules::prawns
