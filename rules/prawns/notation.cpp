#include "rules/prawns/notation.hpp"

#include "rules/prawns/actions.hpp"

namespace rockpool::rules::prawns {

namespace {

std::optional<int> parse_species(char letter) {
  for (int s = 0; s < kSpeciesCount; ++s) {
    if (kSpeciesLetter[s] == letter) return s;
  }
  return std::nullopt;
}

std::optional<Action> read_action(std::string_view text) {
  if (text == "end") return kEndAction;
  if (text == "undo") return kUndoAction;
  if (text.size() == 2) {
    auto a = parse_species(text[0]), h = parse_species(text[1]);
    if (a && h) return make_action(kSetup, *a, *h);
    return std::nullopt;
  }
  if (text.size() < 4) return std::nullopt;
  const auto from = Board::parse_square(text);
  if (!from) return std::nullopt;
  const std::string_view rest = text.substr(2);
  if (rest == "-off") return make_action(kOff, *from, 0);
  if (rest.size() == 2 && rest[0] == '=') {
    if (auto species = parse_species(rest[1])) return make_action(kEvolve, *from, *species);
    return std::nullopt;
  }
  if (rest.size() == 3 && (rest[0] == '-' || rest[0] == 'x')) {
    if (auto to = Board::parse_square(rest, 1)) {
      return make_action(rest[0] == 'x' ? kEat : kMove, *from, *to);
    }
  }
  return std::nullopt;
}

}  // namespace

ParseResult parse_action(const Position&, Seat, std::string_view text) {
  if (auto action = read_action(text)) return *action;
  return not_notation(
      text, "Prawns notation (e2-e3, e2xe3, a8=L, f5-off, end, undo, or SC at the start)");
}

void write_action(const Position&, Action action, std::string& out) {
  const int first = first_of(action), second = second_of(action);
  switch (kind_of(action)) {
    case kMove:
    case kEat:
      Board::write_square(first, out);
      out += kind_of(action) == kEat ? 'x' : '-';
      Board::write_square(second, out);
      return;
    case kEvolve:
      Board::write_square(first, out);
      out += '=';
      out += kSpeciesLetter[second & 3];
      return;
    case kOff:
      Board::write_square(first, out);
      out += "-off";
      return;
    case kSetup:
      out += kSpeciesLetter[first & 3];
      out += kSpeciesLetter[second & 3];
      return;
    case kEnd:
      out += "end";
      return;
    case kUndo:
      out += "undo";
      return;
  }
  out += "?";
}

}  // namespace rockpool::rules::prawns
