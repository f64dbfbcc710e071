#include "rules/kaninariebi/notation.hpp"

#include "rules/kaninariebi/actions.hpp"

namespace rockpool::rules::kaninariebi {

namespace {

// The action as written, without legality or room options (the bare form stays bare).
std::optional<Action> read_action(std::string_view text) {
  if (text == "pass") return kPass;
  if (text.size() < 5 || text.size() > 7 || text[2] != '-') return std::nullopt;
  const auto from = Board::parse_square(text, 0);
  const auto to = Board::parse_square(text, 3);
  if (!from || !to) return std::nullopt;
  std::string_view rest = text.substr(5);
  Current current = kNoCurrent;
  if (!rest.empty() && (rest[0] == '^' || rest[0] == 'v')) {
    current = rest[0] == '^' ? kUp : kDown;
    rest.remove_prefix(1);
  }
  const bool promote = !rest.empty() && rest[0] == '+';
  if (promote) rest.remove_prefix(1);
  if (!rest.empty()) return std::nullopt;
  return move_action(*from, *to, current, promote);
}

}  // namespace

ParseResult parse_action(const Position& p, Seat seat, std::string_view text) {
  auto action = read_action(text);
  if (!action) {
    return not_notation(text,
                        "Kani Nari Ebi notation (a move such as a2-b2, a2-c2^, b3-c4v or d2-e2+, "
                        "or pass)");
  }
  // R-K6: with auto_promote the bare form of a promoting crab move means the form with +.
  if (p.auto_promote && *action != kPass && !action_promotes(*action) && seat >= 0 &&
      seat < kSeatCount && (p.crabs[seat] & Board::bit(action_from(*action))) &&
      Board::file_of(action_to(*action)) == promotion_file(seat)) {
    *action |= move_action(0, 0, kNoCurrent, true);
  }
  return *action;
}

void write_action(const Position&, Action action, std::string& out) {
  if (action == kPass) {
    out += "pass";
    return;
  }
  Board::write_square(action_from(action), out);
  out.push_back('-');
  Board::write_square(action_to(action), out);
  if (action_current(action) == kUp) out.push_back('^');
  if (action_current(action) == kDown) out.push_back('v');
  if (action_promotes(action)) out.push_back('+');
}

}  // namespace rockpool::rules::kaninariebi
