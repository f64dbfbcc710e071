#include "rules/pawnd/notation.hpp"

#include "rules/pawnd/actions.hpp"

namespace rockpool::rules::pawnd {

namespace {

// Reads a square such as e4 at `at`, advancing past it.
std::optional<int> read_square(std::string_view text, std::size_t& at) {
  const auto square = Board::parse_square(text, at);
  if (square) at += 2;
  return square;
}

constexpr const char* kForms =
    "PAWND notation is a step c1-d2, a jump c1:e3:g5 (either with @e4 when a pad moves) or a "
    "return ^c1";

}  // namespace

ParseResult parse_action(const Position&, Seat, std::string_view text) {
  const auto malformed = [text](std::string_view problem) {
    return not_notation(text, "PAWND notation: " + std::string(problem));
  };
  std::size_t at = 0;
  if (!text.empty() && text[0] == '^') {
    at = 1;
    const auto stone = read_square(text, at);
    if (!stone || at != text.size()) return malformed(kForms);
    return return_action(*stone);
  }
  const auto from = read_square(text, at);
  if (!from || at == text.size()) return malformed(kForms);
  Action action = 0;
  if (text[at] == '-') {
    ++at;
    const auto to = read_square(text, at);
    if (!to) return malformed(kForms);
    const int d = direction_between(*from, *to, 1);
    if (d < 0) return malformed("a step goes to a neighbouring square, such as c1-d2");
    action = step_action(*from, d);
  } else if (text[at] == ':') {
    Action directions = 0;
    int hops = 0, previous = *from;
    while (at < text.size() && text[at] == ':') {
      ++at;
      const auto land = read_square(text, at);
      if (!land) return malformed(kForms);
      const int d = direction_between(previous, *land, 2);
      if (d < 0) {
        return malformed(
            "each hop of a jump lands two squares on in a straight or diagonal line, "
            "such as c1:e3");
      }
      if (hops == kMaxHops) return malformed("a jump has at most 9 hops, one per other frog");
      directions |= static_cast<Action>(d) << (3 * hops);
      ++hops;
      previous = *land;
    }
    action = jump_action(jump_start(*from), directions, hops);
  } else {
    return malformed(kForms);
  }
  if (at < text.size() && text[at] == '@') {
    ++at;
    const auto target = read_square(text, at);
    if (!target) return malformed("the pad suffix is @ and a square, such as @e4");
    action = with_pad(action, *target);
  }
  if (at != text.size()) return malformed(kForms);
  return action;
}

void write_action(const Position&, Action action, std::string& out) {
  const int square = square_of_action(action) % Board::kSquares;
  if (kind_of(action) == kReturn) {
    out.push_back('^');
    Board::write_square(square, out);
    return;
  }
  Board::write_square(square, out);
  if (kind_of(action) == kStep) {
    out.push_back('-');
    const int to = kNeighbours.step[square][direction_of(action, 0)];
    Board::write_square(to < 0 ? square : to, out);
  } else {
    int at = square;
    for (int i = 0; i < hop_count(action); ++i) {
      const int land = kNeighbours.hop[at][direction_of(action, i)];
      at = land < 0 ? at : land;
      out.push_back(':');
      Board::write_square(at, out);
    }
  }
  if (moves_pad(action)) {
    out.push_back('@');
    Board::write_square(pad_target(action) % Board::kSquares, out);
  }
}

}  // namespace rockpool::rules::pawnd
