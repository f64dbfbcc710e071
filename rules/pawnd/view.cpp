#include "rules/pawnd/view.hpp"

#include "rules/pawnd/actions.hpp"

namespace rockpool::rules::pawnd {

// The squares as the notation names them: the start, each landing, then the pad's new square.
void write_action_targets(const Position&, Action action, JsonText& out) {
  out.begin_array();
  int at = square_of_action(action) % Board::kSquares;
  out.string(Board::square_name(at));
  if (kind_of(action) == kStep) {
    const int to = kNeighbours.step[at][direction_of(action, 0)];
    if (to >= 0) out.string(Board::square_name(to));
  } else if (kind_of(action) == kJump) {
    for (int i = 0; i < hop_count(action); ++i) {
      const int land = kNeighbours.hop[at][direction_of(action, i)];
      if (land < 0) break;
      out.string(Board::square_name(at = land));
    }
  }
  if (kind_of(action) != kReturn && moves_pad(action)) {
    out.string(Board::square_name(pad_target(action) % Board::kSquares));
  }
  out.end_array();
}

void write_position_view(const Position& p, Viewer, View& out) {
  out.map("terrain");
  for (int s = 0; s < Board::kSquares; ++s) {
    if (!Board::has(kStones | p.pads, s)) continue;
    out.entry(Board::square_name(s)).string(Board::has(kStones, s) ? "stone" : "pad");
  }
  out.map("frogs");
  for (int s = 0; s < Board::kSquares; ++s) {
    for (int seat = 0; seat < 2; ++seat) {
      if (Board::has(p.frogs[seat], s)) out.entry(Board::square_name(s)).number(seat);
    }
  }
  const auto pair = [&](const char* name, const std::uint8_t(&values)[2]) {
    out.value(name).begin_array().number(values[0]).number(values[1]).end_array();
  };
  pair("across", p.across);
  pair("pads_kept", p.pads_kept);
  pair("to_return", p.to_return);
}

}  // namespace rockpool::rules::pawnd
