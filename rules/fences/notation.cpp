#include "rules/fences/notation.hpp"

#include "rules/fences/actions.hpp"

namespace rockpool::rules::fences {

namespace {

constexpr char kLetters[4] = {'N', 'S', 'E', 'W'};

std::optional<Direction> direction_of(char c) {
  for (int d = 0; d < 4; ++d) {
    if (kLetters[d] == c) return static_cast<Direction>(d);
  }
  return std::nullopt;
}

std::optional<Action> parse_pawn_move(std::string_view text) {
  const auto first = direction_of(text[0]);
  if (!first) return std::nullopt;
  if (text.size() == 1) return kStepBase + *first;
  const auto second = direction_of(text[1]);
  if (!second) return std::nullopt;
  if (*second == *first) return kJumpBase + *first;
  for (int side = 0; side < 2; ++side) {
    if (side_of(*first, side) == *second) return kSideJumpBase + *first * 2 + side;
  }
  return std::nullopt;  // opposite letters, such as NS
}

std::optional<Action> read_action(std::string_view text) {
  if (text == "pass") return kPass;
  if (text.size() == 3 && (text[2] == '-' || text[2] == '/')) {
    const auto intersection = Grooves::parse_square(text);
    if (!intersection) return std::nullopt;
    return fence_action(text[2] == '-' ? kHorizontal : kVertical, *intersection);
  }
  if (text.size() == 1 || text.size() == 2) return parse_pawn_move(text);
  return std::nullopt;
}

}  // namespace

ParseResult parse_action(const Position&, Seat, std::string_view text) {
  if (auto action = read_action(text)) return *action;
  return not_notation(text, "fence-game notation (N, NN, NE, d7-, d7/ or pass)");
}

void write_action(const Position&, Action action, std::string& out) {
  if (action == kPass) {
    out += "pass";
  } else if (is_fence(action)) {
    Grooves::write_square(fence_intersection(action), out);
    out.push_back(fence_orientation(action) == kHorizontal ? '-' : '/');
  } else if (action < kJumpBase) {
    out.push_back(kLetters[action]);
  } else if (action < kSideJumpBase) {
    out.push_back(kLetters[action - kJumpBase]);
    out.push_back(kLetters[action - kJumpBase]);
  } else {
    const auto forward = static_cast<Direction>((action - kSideJumpBase) / 2);
    out.push_back(kLetters[forward]);
    out.push_back(kLetters[side_of(forward, static_cast<int>((action - kSideJumpBase) % 2))]);
  }
}

}  // namespace rockpool::rules::fences
