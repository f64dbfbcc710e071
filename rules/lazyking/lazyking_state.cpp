#include "rules/lazyking/lazyking_state.hpp"

#include <algorithm>

#include "rules/lazyking/bot_knowledge.hpp"
#include "rules/lazyking/play.hpp"
#include "rules/lazyking/walls.hpp"

namespace rockpool::rules::lazyking {

namespace {

Error illegal(std::string message) {
  return {error_code::kIllegal, std::move(message)};
}

std::string square_name(int square) {
  std::string out;
  write_square(square, out);
  return out;
}

bool by_name(int a, int b) {
  return name_order(a) < name_order(b);
}

}  // namespace

std::unique_ptr<State> LazyKingState::clone() const {
  return std::make_unique<LazyKingState>(*this);
}

std::string LazyKingState::encode() const {
  return encode_bytes(position_);
}

bool LazyKingState::secret_choices() const {
  return position_.phase == kChooseKing;
}

Status LazyKingState::engine_status() const {
  if (position_.winner < 0) return Status::playing();
  return Status::won(position_.winner,
                     position_.reason == kGoalReached ? "goal" : "no_legal_action");
}

SeatSet LazyKingState::engine_deciders() const {
  const Position& p = position_;
  if (p.phase != kChooseKing) return SeatSet::of(p.to_move);
  const bool red = p.king_choice[0] == kNoSquare, black = p.king_choice[1] == kNoSquare;
  return red && black ? SeatSet::both() : SeatSet::of(red ? 0 : 1);
}

void LazyKingState::engine_legal_actions(Seat seat, ActionList& out) const {
  const Position& p = position_;
  if (p.phase == kWalls) {
    append_legal_walls(p, seat, out);
    return;
  }
  if (p.phase == kChooseKing || p.owes_king[seat]) {
    Squares squares = zone(seat) & ~all_units(p);
    if (squares == 0) squares = zone(seat);  // a full zone: any of its squares (redeploy)
    for (; squares; squares &= squares - 1)
      out.push_back(make_action(kKing, lowest(squares)));
    return;
  }
  // Into a local buffer first: the compiler then knows the writes do not touch the position.
  Action buffer[kMaxPlayActions];
  int count = 0;
  for_each_play_action(p, seat, [&buffer, &count](Action action) {
    buffer[count++] = action;
    return true;
  });
  out.assign(buffer, buffer + count);
}

void LazyKingState::reveal_kings() {
  Position& p = position_;
  for (int seat = 0; seat < 2; ++seat) {
    for (Squares squares = zone(seat); squares; squares &= squares - 1) {
      const int square = lowest(squares);
      p.unit[square] = square == p.king_choice[seat] ? kSingletonKing : kSingletonPawn;
    }
    p.occupied[seat] = zone(seat);
  }
  p.to_move = 0;  // Red places the first wall
  if (p.walls_left[0] > 0) {
    p.phase = kWalls;
  } else {
    start_play();
  }
}

void LazyKingState::start_play() {
  position_.phase = kPlay;
  position_.to_move = 1;  // Black moves first
}

void LazyKingState::pass_turn(int seat) {
  Position& p = position_;
  p.after_action = 0;
  p.to_move = static_cast<std::uint8_t>(1 - seat);
  if (!p.owes_king[1 - seat] && !has_play_action(p, 1 - seat)) {
    p.winner = static_cast<std::int8_t>(seat);
    p.reason = kNoLegalAction;
  }
}

// One turn of play (R-L14): the action, the win check, the end of the turn, then the King this
// player lost (if any) is redeployed by this player before the turn passes.
void LazyKingState::play_action(int seat, Action action) {
  Position& p = position_;
  const Squares trap_start = p.occupied[seat] & kTraps;
  apply_play_action(p, seat, action);
  p.first_turn[seat] = 0;
  const int winner = goal_winner(p, seat);
  if (winner >= 0) {
    p.winner = static_cast<std::int8_t>(winner);
    p.reason = kGoalReached;
    return;
  }
  end_turn(p, seat, trap_start);
  if (p.owes_king[seat]) {
    p.after_action = 1;
    return;
  }
  pass_turn(seat);
}

void LazyKingState::engine_apply(Seat seat, Action action) {
  Position& p = position_;
  const int a = field_a(action);
  switch (p.phase) {
    case kChooseKing:
      p.king_choice[seat] = static_cast<std::uint8_t>(a);
      if (p.king_choice[1 - seat] != kNoSquare) reveal_kings();
      return;
    case kWalls:
      place_wall(p, a, field_b(action));
      --p.walls_left[seat];
      p.to_move = static_cast<std::uint8_t>(1 - seat);
      if (p.walls_left[0] == 0 && p.walls_left[1] == 0) start_play();
      return;
    default:
      break;
  }
  if (kind_of(action) != kKing) {
    play_action(seat, action);
    return;
  }
  redeploy_king(p, seat, a);
  if (p.after_action) {
    pass_turn(seat);
  } else if (!has_play_action(p, seat)) {
    p.winner = static_cast<std::int8_t>(1 - seat);
    p.reason = kNoLegalAction;
  }
}

std::optional<Error> LazyKingState::check(Seat seat, Action action) const {
  if (auto why = problem(seat, action)) return illegal(*why);
  return std::nullopt;
}

ParseResult LazyKingState::parse(Seat seat, std::string_view text) const {
  const auto written = read_text(text);
  if (!written) {
    return Error{error_code::kMalformed,
                 "'" + std::string(text.substr(0, 40)) +
                     "' is not Lazy King notation (D1:K, D4|D5, A2-A4, A3#A6, H4=>G4,H5, "
                     "H4<=G4,H5, E3\\B1,C1)"};
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
      return listed_action(seat, *written);
  }
}

// Stack, unstack and sacrifice: the listed squares become a set, the order becomes the result.
ParseResult LazyKingState::listed_action(Seat seat, const Written& w) const {
  const Position& p = position_;
  const std::string first = square_name(w.first);
  int set = 0;
  int direction[kMaxListed] = {};
  for (int i = 0; i < w.count; ++i) {
    const std::string name = square_name(w.listed[i]);
    int member = 0;
    if (w.kind == kSacrifice) {
      if (!(zone(seat) & bit(w.listed[i]))) {
        return illegal(name + " is not in your deployment zone; new pawns are placed there");
      }
      member = file_of(w.listed[i]) - 1;
    } else {
      member = direction[i] = direction_to(w.first, w.listed[i]);
      if (member < 0) return illegal(name + " is not next to " + first);
    }
    if (set >> member & 1) return illegal(name + " is listed twice");
    set |= 1 << member;
  }
  if (w.kind == kSacrifice) return make_action(kSacrifice, w.first, set, seat);
  const bool mine = (p.occupied[seat] & bit(w.first)) != 0;
  const Unit unit = p.unit[w.first];
  if (w.kind == kStack) {
    // The list is the result from the top: the last listed lies right on the target.
    int king_place = kNoKingIndex;
    int below = height(unit);
    for (int i = w.count - 1; mine && !has_king(unit) && i >= 0; --i) {
      if (!(p.occupied[seat] & bit(w.listed[i]))) continue;
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
  if (!w.suffix.empty() && !problem(seat, action)) {
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

int LazyKingState::ordered_squares(Action action, int* squares) const {
  const Position& p = position_;
  const int origin = field_a(action), set = field_b(action), c = field_c(action);
  int n = 0;
  for (int d = 0; d < 4; ++d) {
    if ((set >> d & 1) && neighbour(origin, d) >= 0) squares[n++] = neighbour(origin, d);
  }
  sort_by_name(squares, n);
  const int me = owner_of(p, origin);
  const Unit unit = p.unit[origin];
  if (!(all_units(p) & bit(origin))) return n;
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
      const Unit source = (p.occupied[me] & bit(squares[i])) ? p.unit[squares[i]] : 0;
      if (has_king(source)) place = below + king_index(source);
      below += height(source);
    }
    if (place == c) return n;
  } while (std::next_permutation(squares, squares + n, by_name));
  sort_by_name(squares, n);  // no order fits (the position does not match the action)
  return n;
}

void LazyKingState::write_notation(Action action, std::string& out) const {
  const int a = field_a(action), b = field_b(action);
  write_square(a, out);
  switch (kind_of(action)) {
    case kKing:
      out += ":K";
      return;
    case kWall:
      out.push_back('|');
      write_square(a + (b == kEastEdge ? 1 : 8), out);
      return;
    case kMove:
    case kPush:
      out.push_back(kind_of(action) == kMove ? '-' : '#');
      write_square(b, out);
      return;
    case kSacrifice: {
      out.push_back('\\');
      const int first = 8 * home_rank(field_c(action)) + 1;
      const char* comma = "";
      for (int i = 0; i < 6; ++i) {
        if (!(b >> i & 1)) continue;
        out += comma;
        write_square(first + i, out);
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
  const int n = ordered_squares(action, squares);
  for (int i = 0; i < n; ++i) {
    if (i > 0) out.push_back(',');
    write_square(squares[i], out);
  }
}

std::optional<double> LazyKingState::evaluate(Seat seat) const {
  return bot_evaluation(position_, seat);
}

void LazyKingState::tune_search(SearchSettings& settings) const {
  bot_search_settings(position_, settings);
}

}  // namespace rockpool::rules::lazyking
