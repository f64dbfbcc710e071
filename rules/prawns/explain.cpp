#include "rules/prawns/explain.hpp"

#include <cstdlib>

#include "rules/prawns/actions.hpp"
#include "rules/prawns/moves.hpp"
#include "rules/prawns/notation.hpp"
#include "rules/prawns/play.hpp"

namespace rockpool::rules::prawns {

namespace {

constexpr const char* kSpeciesName[kSpeciesCount] = {"krill", "shrimp", "crab", "lobster"};
constexpr const char* kSwims[kSpeciesCount] = {
    "krill swim one square in any direction",
    "shrimp hop a knight's leap or one diagonal step",
    "crabs swim any distance along a rank or file",
    "lobsters swim any distance along a diagonal",
};

bool swim_shape(int species, int dx, int dy) {
  const int ax = std::abs(dx), ay = std::abs(dy);
  switch (species) {
    case kKrill:
      return ax <= 1 && ay <= 1;
    case kShrimp:
      return (ax == 1 && ay == 1) || (ax == 1 && ay == 2) || (ax == 2 && ay == 1);
    case kCrab:
      return ax == 0 || ay == 0;
    default:
      return ax == ay;
  }
}

int step_sign(int v) {
  return (v > 0) - (v < 0);
}

class Explainer {
 public:
  Explainer(const Position& p, int seat) : p_(p), c_(p.now), seat_(seat) {}

  std::string action(Action action) const {
    const std::string name = [&] {
      std::string out;
      write_action(p_, action, out);
      return out;
    }();
    const Kind kind = kind_of(action);
    if (kind == kSetup) return name + ": " + setup(action);
    if (kind == kUndo) return undo();
    if (p_.phase == kBlindStart) {
      return name + ": the game starts once both players have chosen their ANY pieces (e.g. SC)";
    }
    if (seat_ != p_.to_move) {
      return name + ": it is your opponent's turn; you may only take back your move (undo)";
    }
    switch (kind) {
      case kEnd:
        return "end: it closes a turn after its move; make your move first";
      case kEvolve:
        return name + ": " + evolution(first_of(action), second_of(action));
      default:
        break;
    }
    if (p_.phase == kAfterMove) {
      return name + ": you have made this turn's move; evolve a prawn or play end";
    }
    if (kind == kOff) return name + ": " + off(first_of(action));
    return name + ": " + move(first_of(action), second_of(action), kind == kEat);
  }

 private:
  std::string setup(Action action) const {
    if (p_.phase != kBlindStart) return "the ANY pieces are chosen only at the start of the game";
    if (p_.choice[seat_] != 0) return "you have already chosen your ANY pieces";
    if (first_of(action) == kKrill || second_of(action) == kKrill) {
      return "the ANY squares take evolved prawns from the gene pool: S, C or L";
    }
    return "your gene pool does not hold those prawns";
  }

  std::string undo() const {
    if (!p_.takeback) return "undo: takebacks are off in this room (option takeback)";
    return "undo: there is no move of yours to take back; a move can be taken back only until "
           "the opponent starts their turn";
  }

  std::string evolution(int square, int to) const {
    if (owner_at(c_, square) != seat_)
      return "there is no prawn of yours on " + Board::square_name(square);
    const int species = species_at(c_, square);
    if (Board::rank_of(square) != zone_rank(c_.sea, seat_)) {
      return "a prawn evolves only on your evolution zone, rank " +
             std::to_string(zone_rank(c_.sea, seat_) + 1);
    }
    if (to == kKrill) return "there is no de-evolution: a prawn never becomes krill again";
    if (to == species) return std::string("that prawn is already a ") + kSpeciesName[to];
    if (p_.evolved & Board::bit(square)) {
      return "that prawn has already evolved in this part of the turn";
    }
    if (species != kKrill && Board::count(occupied(c_)) < kReEvolutionPrawns) {
      return "re-evolution needs at least 6 prawns on the board";
    }
    return std::string("your gene pool holds no ") + kSpeciesName[to];
  }

  std::string off(int square) const {
    if (owner_at(c_, square) != seat_)
      return "there is no prawn of yours on " + Board::square_name(square);
    return "a prawn leaves the sea (asphyxiation) only when no move of yours stays in the sea";
  }

  bool own(int file, int rank) const {
    return Board::on_board(file, rank) && owner_at(c_, Board::square(file, rank)) == seat_;
  }

  std::string move(int from, int to, bool eat) const {
    const std::string to_name = Board::square_name(to);
    if (owner_at(c_, from) != seat_)
      return "there is no prawn of yours on " + Board::square_name(from);
    const int species = species_at(c_, from);
    const int fx = Board::file_of(from), fy = Board::rank_of(from), tx = Board::file_of(to),
              ty = Board::rank_of(to);
    const int dx = tx - fx, dy = ty - fy;
    if (!c_.sea.contains(tx, ty)) {
      return to_name + " is outside the sea (it evaporated); every move must stay in the sea";
    }
    const int target = owner_at(c_, to);
    const bool jump_start = dx == 0 && dy == 2 * forward(seat_);
    if (jump_start && species == kKrill && (c_.fresh & Board::bit(from)) && target >= 0) {
      return "a jump-start must land on an empty square";
    }
    if (target == seat_) return to_name + " holds a prawn of your own side";
    if (swim_shape(species, dx, dy)) {
      if (eat && target < 0) {
        return "there is nothing to eat on " + to_name + " (a move there is written with -)";
      }
      if (!eat && target >= 0) {
        return to_name + " holds an enemy prawn: eating it is written " + Board::square_name(from) +
               "x" + to_name;
      }
      return std::string("the way is blocked: ") + kSpeciesName[species] +
             " cannot swim past another prawn";
    }
    if (eat || target >= 0) {
      return std::string("a ") + kSpeciesName[species] + " cannot swim to " + to_name + " (" +
             kSwims[species] + "), and a jump never eats: it lands on an empty square";
    }
    if (jump_start) {
      const int middle = owner_at(c_, Board::square(fx, fy + forward(seat_)));
      if (species != kKrill) {
        return std::string("only krill jump-start (on their first move); a ") +
               kSpeciesName[species] + " jumps only over a prawn of its own side";
      }
      if (!(c_.fresh & Board::bit(from))) {
        return "a jump-start is only a krill's very first move, and an ordinary jump needs a "
               "prawn of your own side in between";
      }
      if (middle == 1 - seat_) return "a jump-start may not pass over an enemy prawn";
    }
    const int ax = std::abs(dx), ay = std::abs(dy);
    if ((ax == 0 || ax == 2) && (ay == 0 || ay == 2)) return jump(fx + dx / 2, fy + dy / 2);
    if ((ax == 1 && ay == 2) || (ax == 2 && ay == 1)) {
      if (std::string reason = wall_jump(from, dx, dy); !reason.empty()) return reason;
    }
    if (ax == 1 && ay == 1) {
      // A jump straight at a wall does not bounce: wall-jumps start from diagonal jumps.
      if ((own(fx + dx, fy) && !c_.sea.contains(fx + 2 * dx, fy)) ||
          (own(fx, fy + dy) && !c_.sea.contains(fx, fy + 2 * dy))) {
        return "a wall-jump starts with a diagonal jump; a jump straight at the wall cannot "
               "bounce";
      }
    }
    return std::string("a ") + kSpeciesName[species] + " cannot reach " + to_name + ": " +
           kSwims[species] + ", and jumps go over one prawn of your own side";
  }

  std::string jump(int over_file, int over_rank) const {
    const int over = owner_at(c_, Board::square(over_file, over_rank));
    if (over < 0) {
      return "a jump needs a prawn of your own side to jump over, on " +
             Board::square_name(Board::square(over_file, over_rank));
    }
    return "a jump goes over a prawn of your own side, not over an enemy";
  }

  // dx, dy: a knight's leap, the shape of every wall-jump. Empty when no wall-jump is near.
  std::string wall_jump(int from, int dx, int dy) const {
    const int fx = Board::file_of(from), fy = Board::rank_of(from);
    const bool along_file = std::abs(dx) == 1;  // the wall is a file edge (left or right)
    // The forward form: over the diagonal neighbour towards the wall.
    const int ox = along_file ? fx + dx : fx + dx / 2, oy = along_file ? fy + dy / 2 : fy + dy;
    // The reverse form: the jumper starts against the wall, beside the prawn it jumps.
    const int rx = along_file ? fx : fx + step_sign(dx), ry = along_file ? fy + step_sign(dy) : fy;
    const bool jumper_on_wall =
        along_file ? !c_.sea.contains(fx - dx, fy) : !c_.sea.contains(fx, fy - dy);
    if (own(rx, ry) && jumper_on_wall) {
      return "a wall-jump is never made in reverse: the jumper must not touch the wall, the "
             "jumped prawn must";
    }
    const int over = Board::on_board(ox, oy) ? owner_at(c_, Board::square(ox, oy)) : -1;
    if (over == 1 - seat_) return "a wall-jump goes over a prawn of your own side, not an enemy";
    if (over < 0) return {};  // nothing to jump over: not a wall-jump at all
    return "a wall-jump bounces off the sea's edge: the jumped prawn must touch that wall";
  }

  const Position& p_;
  const Core& c_;
  int seat_;
};

}  // namespace

std::optional<std::string> explain_illegal(const Position& p, Seat seat, Action action) {
  return Explainer(p, seat).action(action);
}

}  // namespace rockpool::rules::prawns
