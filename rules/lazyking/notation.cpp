#include "rules/lazyking/notation.hpp"

#include "rules/core/square_name.hpp"

namespace rockpool::rules::lazyking {

namespace {

// A square name at `at`, or -1.
int square_at(std::string_view text, std::size_t at) {
  if (at + 2 > text.size()) return -1;
  const char file = text[at], rank = text[at + 1];
  if (file < 'A' || file > 'H' || rank < '1' || rank > '8') return -1;
  return square_of(file - 'A', rank - '1');
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

void write_square(int square, std::string& out) {
  append_square_name(out, file_of(square), rank_of(square), 'A');
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

}  // namespace rockpool::rules::lazyking
