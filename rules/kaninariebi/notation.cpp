#include "rules/kaninariebi/notation.hpp"

#include "rules/core/square_name.hpp"
#include "rules/kaninariebi/actions.hpp"
#include "rules/kaninariebi/board.hpp"

namespace rockpool::rules::kaninariebi {

namespace {

std::optional<int> parse_square(std::string_view text) {
  if (text[0] < 'a' || text[0] > 'e' || text[1] < '1' || text[1] > '5') return std::nullopt;
  return square_of(text[0] - 'a', text[1] - '1');
}

}  // namespace

std::optional<Action> parse_action(std::string_view text) {
  if (text == "pass") return kPass;
  if (text.size() < 5 || text.size() > 7 || text[2] != '-') return std::nullopt;
  const auto from = parse_square(text.substr(0, 2));
  const auto to = parse_square(text.substr(3, 2));
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

void write_square(int square, std::string& out) {
  append_square_name(out, file_of(square), rank_of(square));
}

std::string square_name(int square) {
  std::string out;
  write_square(square, out);
  return out;
}

void write_action(Action action, std::string& out) {
  if (action == kPass) {
    out += "pass";
    return;
  }
  write_square(action_from(action), out);
  out.push_back('-');
  write_square(action_to(action), out);
  if (action_current(action) == kUp) out.push_back('^');
  if (action_current(action) == kDown) out.push_back('v');
  if (action_promotes(action)) out.push_back('+');
}

}  // namespace rockpool::rules::kaninariebi
