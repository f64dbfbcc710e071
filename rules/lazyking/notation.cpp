#include "rules/lazyking/notation.hpp"

#include <algorithm>

#include "rules/lazyking/explain.hpp"
#include "rules/lazyking/walls.hpp"

namespace rockpool::rules::lazyking {

namespace {

// A square name at `at`, or -1.
int square_at(std::string_view text, std::size_t at) {
  return Board::parse_square(text, at).value_or(-1);
}

// A run of pawns: 1 to 99 without a leading zero; returns the characters read (0: none).
std::size_t number_at(std::string_view text, std::size_t at) {
  if (at >= text.size() || text[at] < '1' || text[at] > '9') return 0;
  return at + 1 < text.size() && text[at + 1] >= '0' && text[at + 1] <= '9' ? 2 : 1;
}

// The unstack suffix: [number] [K [number]], not empty, one number when there is no King.
bool valid_suffix(std::string_view text) {
  std::size_t at = number_at(text, 0);
  const bool leading = at > 0;
  if (at < text.size() && text[at] == 'K') {
    ++at;
    at += number_at(text, at);
    return at == text.size();
  }
  return leading && at == text.size();
}

bool read_list(std::string_view text, Written& out) {
  std::size_t at = 0;
  for (;;) {
    const int square = square_at(text, at);
    if (square < 0 || out.count == kMaxListed) return false;
    out.listed[out.count++] = square;
    at += 2;
    if (at == text.size()) return true;
    if (text[at] != ',') return false;
    ++at;
  }
}

bool by_name(int a, int b) {
  return name_order(a) < name_order(b);
}

// Stack, unstack and sacrifice: the listed squares become a set, the order becomes the result.
ParseResult listed_action(const Position& p, int seat, const Written& w) {
  const std::string first = Board::square_name(w.first);
  int set = 0;
  int direction[kMaxListed] = {};
  for (int i = 0; i < w.count; ++i) {
    const std::string name = Board::square_name(w.listed[i]);
    int member = 0;
    if (w.kind == kSacrifice) {
      if (!(zone(seat) & Board::bit(w.listed[i]))) {
        return illegal(name + " is not in your deployment zone; new pawns are placed there");
      }
      member = Board::file_of(w.listed[i]) - 1;
    } else {
      member = direction[i] = direction_to(w.first, w.listed[i]);
      if (member < 0) return illegal(name + " is not next to " + first);
    }
    if (set >> member & 1) return illegal(name + " is listed twice");
    set |= 1 << member;
  }
  if (w.kind == kSacrifice) return make_action(kSacrifice, w.first, set, seat);
  const bool mine = (p.occupied[seat] & Board::bit(w.first)) != 0;
  const Unit unit = p.unit[w.first];
  if (w.kind == kStack) {
    // The list is the result from the top: the last listed lies right on the target.
    int king_place = kNoKingIndex;
    int below = height(unit);
    for (int i = w.count - 1; mine && !has_king(unit) && i >= 0; --i) {
      if (!(p.occupied[seat] & Board::bit(w.listed[i]))) continue;
      const Unit source = p.unit[w.listed[i]];
      if (has_king(source)) king_place = below + king_index(source);
      below += height(source);
    }
    return make_action(kStack, w.first, set, king_place);
  }
  // Unstack: the last listed square receives the top piece.
  int king_direction = 0;
  const int king_from_top = height(unit) - 1 - king_index(unit);
  if (mine && has_king(unit) && king_from_top < w.count) {
    king_direction = direction[w.count - 1 - king_from_top];
  }
  const Action action = make_action(kUnstack, w.first, set, king_direction);
  if (!w.suffix.empty() && !explain_illegal(p, seat, action)) {
    const bool king_stays = has_king(unit) && king_index(unit) < height(unit) - w.count;
    std::string left;
    write_unit(make_unit(height(unit) - w.count, king_stays ? king_index(unit) : -1), left);
    if (left != w.suffix) {
      return illegal(":" + std::string(w.suffix) + " does not name the unit left on " + first +
                     ", which is " + left + " (top to bottom)");
    }
  }
  return action;
}

}  // namespace

std::optional<Written> read_text(std::string_view text) {
  Written out;
  out.first = square_at(text, 0);
  if (out.first < 0 || text.size() < 4) return std::nullopt;
  const std::string_view sign = text.substr(2, 2);
  if (text.size() == 4 && sign == ":K") {
    out.kind = kKing;
    return out;
  }
  if (text.size() == 5 && (text[2] == '-' || text[2] == '#' || text[2] == '|')) {
    out.second = square_at(text, 3);
    if (out.second < 0) return std::nullopt;
    out.kind = text[2] == '-' ? kMove : text[2] == '#' ? kPush : kWall;
    return out;
  }
  std::string_view list;
  if (sign == "=>" || sign == "<=") {
    out.kind = sign == "=>" ? kStack : kUnstack;
    list = text.substr(4);
  } else if (text[2] == '\\') {
    out.kind = kSacrifice;
    list = text.substr(3);
  } else {
    return std::nullopt;
  }
  if (out.kind == kUnstack) {
    const auto colon = list.find(':');
    if (colon != std::string_view::npos) {
      out.suffix = list.substr(colon + 1);
      list = list.substr(0, colon);
      if (!valid_suffix(out.suffix)) return std::nullopt;
    }
  }
  if (!read_list(list, out)) return std::nullopt;
  return out;
}

void write_unit(Unit unit, std::string& out) {
  const int h = height(unit);
  if (!has_king(unit)) {
    out += std::to_string(h);
    return;
  }
  const int above = h - 1 - king_index(unit), below = king_index(unit);
  if (above > 0) out += std::to_string(above);
  out.push_back('K');
  if (below > 0) out += std::to_string(below);
}

ParseResult parse_action(const Position& p, Seat seat, std::string_view text) {
  const auto written = read_text(text);
  if (!written) {
    return not_notation(text,
                        "Lazy King notation (D1:K, D4|D5, A2-A4, A3#A6, H4=>G4,H5, H4<=G4,H5, "
                        "E3\\B1,C1)");
  }
  switch (written->kind) {
    case kKing:
      return make_action(kKing, written->first);
    case kMove:
    case kPush:
      return make_action(written->kind, written->first, written->second);
    case kWall: {
      const int lower = std::min(written->first, written->second);
      const int upper = std::max(written->first, written->second);
      const int direction = direction_to(lower, upper);
      if (direction < 0) {
        return illegal(std::string(text) + ": a wall lies between two squares side by side");
      }
      return make_action(kWall, lower, direction == kEast ? kEastEdge : kNorthEdge);
    }
    default:
      return listed_action(p, seat, *written);
  }
}

int ordered_squares(const Position& p, Action action, int* squares) {
  const int origin = field_a(action), set = field_b(action), c = field_c(action);
  int n = 0;
  for (int d = 0; d < 4; ++d) {
    if ((set >> d & 1) && neighbour(origin, d) >= 0) squares[n++] = neighbour(origin, d);
  }
  sort_by_name(squares, n);
  const int me = owner_of(p, origin);
  const Unit unit = p.unit[origin];
  if (!(all_units(p) & Board::bit(origin))) return n;
  if (kind_of(action) == kUnstack) {
    const int king_from_top = height(unit) - 1 - king_index(unit);
    const int king_square = neighbour(origin, c);
    if (!has_king(unit) || king_from_top >= n || king_square < 0 || !(set >> c & 1)) return n;
    // The King's square at its place; the others, in byte order, around it (R-L9).
    int others[4], count = 0;
    for (int i = 0; i < n; ++i) {
      if (squares[i] != king_square) others[count++] = squares[i];
    }
    const int place = n - 1 - king_from_top;
    for (int i = 0, next = 0; i < n; ++i)
      squares[i] = i == place ? king_square : others[next++];
    return n;
  }
  if (c == kNoKingIndex || has_king(unit)) return n;
  // Stack with the King in a source: the smallest order giving its place (R-L9).
  do {
    int below = height(unit), place = -1;
    for (int i = n - 1; i >= 0; --i) {
      const Unit source = (p.occupied[me] & Board::bit(squares[i])) ? p.unit[squares[i]] : 0;
      if (has_king(source)) place = below + king_index(source);
      below += height(source);
    }
    if (place == c) return n;
  } while (std::next_permutation(squares, squares + n, by_name));
  sort_by_name(squares, n);  // no order fits (the position does not match the action)
  return n;
}

void write_action(const Position& p, Action action, std::string& out) {
  const int a = field_a(action), b = field_b(action);
  Board::write_square(a, out);
  switch (kind_of(action)) {
    case kKing:
      out += ":K";
      return;
    case kWall:
      out.push_back('|');
      Board::write_square(a + (b == kEastEdge ? 1 : 8), out);
      return;
    case kMove:
    case kPush:
      out.push_back(kind_of(action) == kMove ? '-' : '#');
      Board::write_square(b, out);
      return;
    case kSacrifice: {
      out.push_back('\\');
      const int first = 8 * home_rank(field_c(action)) + 1;
      const char* comma = "";
      for (int i = 0; i < 6; ++i) {
        if (!(b >> i & 1)) continue;
        out += comma;
        Board::write_square(first + i, out);
        comma = ",";
      }
      return;
    }
    case kStack:
    case kUnstack:
      break;
    default:
      out += "?";  // not a code of this engine
      return;
  }
  out += kind_of(action) == kStack ? "=>" : "<=";
  int squares[4];
  const int n = ordered_squares(p, action, squares);
  for (int i = 0; i < n; ++i) {
    if (i > 0) out.push_back(',');
    Board::write_square(squares[i], out);
  }
}

}  // namespace rockpool::rules::lazyking
