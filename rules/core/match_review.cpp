#include "rules/core/match_review.hpp"

#include <algorithm>
#include <array>

namespace rockpool::rules {

namespace {

// Longest expected line kept for a position.
constexpr std::size_t kLineLength = 6;
// A move's value from its position's search is trusted from this share of the search's visits.
constexpr std::uint32_t kTrustedShare = 50;  // one in fifty

double proven_chance(Proof proof, Seat seat) {
  if (proof == Proof::draw) return 0.5;
  return (proof == Proof::seat0_wins) == (seat == 0) ? 1.0 : 0.0;
}

double result_chance(const Status& status, Seat seat) {
  if (status.outcome == Outcome::drawn) return 0.5;
  return status.winner == seat ? 1.0 : 0.0;
}

// `seat`'s chance at a reviewed position: its mover's, or the complement; nothing if unknown.
std::optional<double> chance_at(const PositionReview& review, Seat seat) {
  if (review.status.over()) return result_chance(review.status, seat);
  if (!review.searched) return std::nullopt;
  return review.mover == seat ? review.chance : 1.0 - review.chance;
}

std::optional<Proof> proof_at(const PositionReview& review) {
  if (review.status.over()) {
    if (review.status.outcome == Outcome::drawn) return Proof::draw;
    return review.status.winner == 0 ? Proof::seat0_wins : Proof::seat1_wins;
  }
  if (review.searched && review.proof != Proof::unknown) return review.proof;
  return std::nullopt;
}

MoveMark mark_of(double drop) {
  if (drop >= kBlunderDrop) return MoveMark::blunder;
  if (drop >= kMistakeDrop) return MoveMark::mistake;
  if (drop >= kInaccuracyDrop) return MoveMark::inaccuracy;
  return MoveMark::good;
}

}  // namespace

const char* mark_name(MoveMark mark) {
  static constexpr std::array<const char*, 4> kNames = {"good", "inaccuracy", "mistake", "blunder"};
  return kNames[static_cast<std::size_t>(mark)];
}

MatchReview::MatchReview(const State& start, std::vector<SeatAction> moves, SearchSettings settings,
                         std::int64_t iterations, std::uint64_t seed)
    : moves_(std::move(moves)),
      iterations_(std::max<std::int64_t>(iterations, 1)),
      state_(start.clone()),
      tree_(settings, seed),
      random_(seed ^ 0x9e3779b97f4a7c15ULL) {
  reviews_.reserve(positions());
}

void MatchReview::begin_position() {
  PositionReview review;
  review.status = state_->status();
  const SeatSet deciders = state_->deciders();
  if (review.status.over() || deciders.size() != 1 || state_->secret_choices()) {
    reviews_.push_back(std::move(review));
    return;
  }
  // The tree of the last position is kept where this one lies below it.
  const std::size_t ply = reviews_.size();
  const std::span<const SeatAction> played =
      ply > 0 ? std::span<const SeatAction>(&moves_[ply - 1], 1) : std::span<const SeatAction>();
  tree_.set_root(*state_, deciders.first(), played);
  searching_ = true;
  spent_ = 0;
}

void MatchReview::finish_position() {
  // A search settled before it ran at all still names a move.
  if (tree_.choices().empty()) spent_ += tree_.run({.iterations = 16});
  PositionReview review;
  review.searched = true;
  review.mover = tree_.root_seat();
  review.proof = tree_.root_proof();
  review.iterations = spent_;
  const Action best = tree_.best(0, random_);
  review.best = state_->notation(best);
  review.chance = tree_.value(review.mover);
  for (const TreeSearch::Choice& choice : tree_.choices()) {
    if (choice.action == best && choice.visits > 0) review.chance = choice.value;
  }
  if (review.proof != Proof::unknown) review.chance = proven_chance(review.proof, review.mover);
  const std::size_t ply = reviews_.size();
  if (ply < moves_.size() && moves_[ply].seat == review.mover) {
    std::uint32_t visits = 0;
    for (const TreeSearch::Choice& choice : tree_.choices())
      visits += choice.visits;
    for (const TreeSearch::Choice& choice : tree_.choices()) {
      if (choice.action != moves_[ply].action) continue;
      if (choice.proof != Proof::unknown) {
        review.played_chance = proven_chance(choice.proof, review.mover);
      } else if (choice.visits > 0 && choice.visits * kTrustedShare >= visits) {
        review.played_chance = choice.value;
      }
    }
  }
  const std::unique_ptr<State> walked = state_->clone();
  for (const SeatAction& step : tree_.principal_line(kLineLength)) {
    review.line.push_back(walked->notation(step.action));
    walked->apply(step.seat, step.action);
  }
  if (review.line.empty() || review.line.front() != review.best) {
    review.line.assign(1, review.best);
  }
  reviews_.push_back(std::move(review));
  searching_ = false;
}

void MatchReview::settle() {
  if (searching_) finish_position();
}

bool MatchReview::step(std::chrono::nanoseconds slice, const std::atomic<bool>* cancel) {
  const auto end = std::chrono::steady_clock::now() + slice;
  while (!done() && !(cancel && cancel->load(std::memory_order_relaxed))) {
    if (!searching_) {
      if (!reviews_.empty()) {
        const SeatAction& move = moves_[reviews_.size() - 1];
        reviews_.back().played = state_->notation(move.action);
        state_->apply(move.seat, move.action);
      }
      begin_position();
      continue;
    }
    const auto left = end - std::chrono::steady_clock::now();
    if (left <= std::chrono::nanoseconds::zero()) break;
    spent_ += tree_.run({iterations_ - spent_, left}, cancel);
    if (spent_ >= iterations_ || tree_.solved()) finish_position();
  }
  return done();
}

std::vector<MoveReview> MatchReview::move_reviews() const {
  std::vector<MoveReview> out;
  for (std::size_t ply = 0; ply + 1 < reviews_.size(); ++ply) {
    const PositionReview& here = reviews_[ply];
    const PositionReview& next = reviews_[ply + 1];
    MoveReview move;
    move.ply = static_cast<int>(ply);
    move.seat = moves_[ply].seat;
    move.move = here.played;
    if (here.searched && here.best != here.played) move.best = here.best;
    out.push_back(std::move(move));
    if (!here.searched || here.mover != moves_[ply].seat) continue;
    const std::optional<double> after =
        here.played_chance ? here.played_chance : chance_at(next, moves_[ply].seat);
    if (!after) continue;
    MoveReview& weighed = out.back();
    weighed.weighed = true;
    weighed.before = here.chance;
    weighed.after = *after;
    weighed.drop = here.best == here.played ? 0.0 : std::max(0.0, here.chance - *after);
    weighed.mark = mark_of(weighed.drop);
    const std::optional<Proof> proof_after = proof_at(next);
    if (here.proof != Proof::unknown && proven_chance(here.proof, here.mover) == 1.0 &&
        proof_after && proven_chance(*proof_after, here.mover) < 1.0) {
      weighed.mark = MoveMark::blunder;
    }
  }
  return out;
}

std::array<SeatSummary, 2> summarize(const std::vector<MoveReview>& moves) {
  std::array<SeatSummary, 2> out{};
  for (const MoveReview& move : moves) {
    if (!move.weighed) continue;
    SeatSummary& seat = out[static_cast<std::size_t>(move.seat)];
    ++seat.weighed;
    seat.average_drop += move.drop;
    ++seat.marks[static_cast<std::size_t>(move.mark)];
  }
  for (SeatSummary& seat : out) {
    if (seat.weighed > 0) seat.average_drop /= seat.weighed;
  }
  return out;
}

}  // namespace rockpool::rules
