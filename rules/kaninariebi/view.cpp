#include "rules/kaninariebi/view.hpp"

#include "rules/kaninariebi/actions.hpp"

namespace rockpool::rules::kaninariebi {

namespace {

constexpr const char* kSeatName[2] = {"black", "red"};

}  // namespace

// A move: its from and to squares; pass: nothing (a button).
void write_action_targets(const Position&, Action action, JsonText& out) {
  out.begin_array();
  if (action != kPass) {
    out.string(Board::square_name(action_from(action)));
    out.string(Board::square_name(action_to(action)));
  }
  out.end_array();
}

void write_position_view(const Position& p, Viewer, View& out) {
  out.map("board");
  for (int seat = 0; seat < kSeatCount; ++seat) {
    for (int kind = 0; kind < 2; ++kind) {
      for (Squares bits = kind == 0 ? p.crabs[seat] : p.shrimps[seat]; bits; bits &= bits - 1) {
        out.entry(Board::square_name(Board::lowest(bits)))
            .begin_array()
            .string(kSeatName[seat])
            .string(kind == 0 ? "crab" : "shrimp")
            .end_array();
      }
    }
  }
  out.map("bond_group");
  for (Squares bits = p.bond_group; bits; bits &= bits - 1) {
    out.entry(Board::square_name(Board::lowest(bits))).boolean(true);
  }
  out.value("phase").string(p.phase == kBondPhase ? "bond" : "move");
  out.value("turn").number(p.to_move);
  out.value("captured").begin_array().number(p.captured[0]).number(p.captured[1]).end_array();
  out.value("shrimps")
      .begin_array()
      .number(Board::count(p.shrimps[0]))
      .number(Board::count(p.shrimps[1]))
      .end_array();
  out.value("home_files").begin_array().string("a").string("e").end_array();
  out.value("current_file").string("c");
}

}  // namespace rockpool::rules::kaninariebi
