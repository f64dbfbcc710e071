#include "rules/prawns/notation.hpp"

#include "rules/core/square_name.hpp"
#include "rules/prawns/actions.hpp"
#include "rules/prawns/position.hpp"

namespace rockpool::rules::prawns {

namespace {

std::optional<int> parse_square(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  if (text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return std::nullopt;
  return square_of(text[0] - 'a', text[1] - '1');
}

std::optional<int> parse_species(char letter) {
  for (int s = 0; s < kSpeciesCount; ++s) {
    if (kSpeciesLetter[s] == letter) return s;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Action> parse_action(std::string_view text) {
  if (text == "end") return kEndAction;
  if (text == "undo") return kUndoAction;
  if (text.size() == 2) {
    auto a = parse_species(text[0]), h = parse_species(text[1]);
    if (a && h) return make_action(kSetup, *a, *h);
    return std::nullopt;
  }
  if (text.size() < 4) return std::nullopt;
  const auto from = parse_square(text.substr(0, 2));
  if (!from) return std::nullopt;
  const std::string_view rest = text.substr(2);
  if (rest == "-off") return make_action(kOff, *from, 0);
  if (rest.size() == 2 && rest[0] == '=') {
    if (auto species = parse_species(rest[1])) return make_action(kEvolve, *from, *species);
    return std::nullopt;
  }
  if (rest.size() == 3 && (rest[0] == '-' || rest[0] == 'x')) {
    if (auto to = parse_square(rest.substr(1))) {
      return make_action(rest[0] == 'x' ? kEat : kMove, *from, *to);
    }
  }
  return std::nullopt;
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
  const int first = first_of(action), second = second_of(action);
  switch (kind_of(action)) {
    case kMove:
    case kEat:
      write_square(first, out);
      out += kind_of(action) == kEat ? 'x' : '-';
      write_square(second, out);
      return;
    case kEvolve:
      write_square(first, out);
      out += '=';
      out += kSpeciesLetter[second & 3];
      return;
    case kOff:
      write_square(first, out);
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
