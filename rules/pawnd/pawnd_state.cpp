#include "rules/pawnd/pawnd_state.hpp"

#include "rules/pawnd/actions.hpp"
#include "rules/pawnd/moves.hpp"
#include "rules/pawnd/notation.hpp"

namespace rockpool::rules::pawnd {

namespace {

Error illegal(std::string message) {
  return {error_code::kIllegal, std::move(message)};
}

constexpr const char* kReasonWord[] = {"", "all_across", "five_pads", "no_legal_action"};

}  // namespace

std::unique_ptr<State> PawndState::clone() const {
  return std::make_unique<PawndState>(*this);
}

Status PawndState::engine_status() const {
  if (position_.winner >= 0) return Status::won(position_.winner, kReasonWord[position_.reason]);
  return Status::playing();
}

SeatSet PawndState::engine_deciders() const {
  return SeatSet::of(position_.to_move);
}

void PawndState::engine_legal_actions(Seat seat, ActionList& out) const {
  if (position_.to_return[seat] > 0) {
    append_returns(position_, seat, out);
  } else {
    append_moves(position_, seat, out);
  }
}

void PawndState::engine_apply(Seat, Action action) {
  if (kind_of(action) == kReturn) {
    play_return(position_, action);
  } else {
    play_move(position_, action);
  }
}

ParseResult PawndState::parse(Seat, std::string_view text) const {
  Parsed parsed = parse_action(text);
  if (parsed.action) return *parsed.action;
  return Error{error_code::kMalformed, "'" + std::string(text.substr(0, 40)) +
                                           "' is not PAWND notation: " + parsed.problem};
}

std::optional<Error> PawndState::check(Seat seat, Action action) const {
  const std::string name = notation_of(action);
  const int waiting = position_.to_return[seat];
  if (kind_of(action) == kReturn) {
    if (waiting == 0) return illegal(name + ": no captured frog of yours is waiting to return");
    const int stone = square_of_action(action);
    if (!has(kHomeStones[seat], stone)) {
      return illegal(name + ": a captured frog returns to a stone of your home row (rank " +
                     (seat == 0 ? "1" : "9") + ")");
    }
    if (!has(free_home_stones(position_, seat), stone)) {
      return illegal(name + ": a frog is already on " + square_name(stone));
    }
    return std::nullopt;
  }
  if (waiting > 0) {
    return illegal(name +
                   ": first return your captured frog to a free stone of your home row "
                   "(^ and the stone)");
  }
  std::string problem = move_problem(position_, seat, action);
  if (problem.empty()) return std::nullopt;
  return illegal(std::move(problem));
}

void PawndState::write_notation(Action action, std::string& out) const {
  write_action(action, out);
}

void PawndState::write_targets(Action action, JsonText& out) const {
  out.begin_array();
  std::string square;
  const auto target = [&](int s) {
    square.clear();
    write_square(s, square);
    out.string(square);
  };
  int at = square_of_action(action) % kSquares;
  target(at);
  if (kind_of(action) == kStep) {
    const int to = kNeighbours.step[at][direction_of(action, 0)];
    if (to >= 0) target(to);
  } else if (kind_of(action) == kJump) {
    for (int i = 0; i < hop_count(action); ++i) {
      const int land = kNeighbours.hop[at][direction_of(action, i)];
      if (land < 0) break;
      target(at = land);
    }
  }
  if (kind_of(action) != kReturn && moves_pad(action)) target(pad_target(action) % kSquares);
  out.end_array();
}

void PawndState::write_view(Viewer, View& out) const {
  // Everything in PAWND is public.
  const Position& p = position_;
  std::string square;
  out.map("terrain");
  for (int s = 0; s < kSquares; ++s) {
    if (!has(kStones | p.pads, s)) continue;
    square.clear();
    write_square(s, square);
    out.entry(square).string(has(kStones, s) ? "stone" : "pad");
  }
  out.map("frogs");
  for (int s = 0; s < kSquares; ++s) {
    for (int seat = 0; seat < 2; ++seat) {
      if (!has(p.frogs[seat], s)) continue;
      square.clear();
      write_square(s, square);
      out.entry(square).number(seat);
    }
  }
  const auto pair = [&](const char* name, const std::uint8_t(&values)[2]) {
    out.value(name).begin_array().number(values[0]).number(values[1]).end_array();
  };
  pair("across", p.across);
  pair("pads_kept", p.pads_kept);
  pair("to_return", p.to_return);
}

std::string PawndState::encode() const {
  return encode_bytes(position_);
}

}  // namespace rockpool::rules::pawnd
