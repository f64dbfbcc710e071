#include "rules/fences/notation.hpp"

#include "rules/core/square_name.hpp"
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

}  // namespace

std::optional<Action> parse_action(std::string_view text) {
  if (text == "pass") return kPass;
  if (text.size() == 3 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8' &&
      (text[2] == '-' || text[2] == '/')) {
    const int intersection = intersection_of(text[0] - 'a', text[1] - '1');
    return fence_action(text[2] == '-' ? kHorizontal : kVertical, intersection);
  }
  if (text.size() == 1 || text.size() == 2) return parse_pawn_move(text);
  return std::nullopt;
}

void write_cell(int cell, std::string& out) {
  append_square_name(out, file_of(cell), rank_of(cell));
}

void write_action(Action action, std::string& out) {
  if (action == kPass) {
    out += "pass";
  } else if (is_fence(action)) {
    const int i = fence_intersection(action);
    out.push_back(static_cast<char>('a' + i % kGrooves));
    out.push_back(static_cast<char>('1' + i / kGrooves));
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
