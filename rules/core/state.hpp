#pragma once
// A match in progress, as one engine sees it. The base class owns what every game shares (the ply
// counter, the ply limit, the draw by repetition, the order of the checks on an action given in
// notation); each engine
// supplies its rules through the protected hooks, after OpenSpiel's State/DoApplyAction split.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/core/action.hpp"
#include "rules/core/error.hpp"
#include "rules/core/json_text.hpp"
#include "rules/core/parse_result.hpp"
#include "rules/core/position_history.hpp"
#include "rules/core/search_settings.hpp"
#include "rules/core/status.hpp"
#include "rules/core/view.hpp"

namespace rockpool::rules {

class State {
 public:
  // `repetition`: the match is drawn once a position stands for the third time.
  explicit State(std::int64_t ply_limit, bool repetition = false)
      : ply_limit_(ply_limit), repetition_(repetition) {}
  virtual ~State() = default;

  virtual std::unique_ptr<State> clone() const = 0;

  // The result so far: the engine's, or a draw once a position stands for the third time (with
  // repetition on) or the ply limit is reached.
  Status status() const;
  // The seats that must decide now; empty once the match is over.
  SeatSet deciders() const;
  // Actions played so far, by either seat.
  int ply() const { return ply_; }

  // Fills `out` (cleared first) with the legal actions of `seat`, in the engine's own order;
  // empty unless the seat must decide now.
  void legal_actions(Seat seat, ActionList& out) const;
  // The same for a seat the caller has just read among deciders(): searches and playouts ask
  // for the deciders anyway, so the check need not run twice on every ply.
  void decider_legal_actions(Seat seat, ActionList& out) const {
    out.clear();
    engine_legal_actions(seat, out);
  }

  // The one order of the checks on an action written in notation: the match must not be over,
  // the seat must decide now, the text must parse and the action must be legal. Changes nothing.
  ParseResult accept(Seat seat, std::string_view text) const;
  // Checks (as accept) and plays an action written in notation. On error nothing changes.
  std::optional<Error> play(Seat seat, std::string_view text);
  // Applies an action known to be legal (from legal_actions): the fast path of bots and playouts.
  void apply(Seat seat, Action action);

  // Reads an action of `seat` from notation, accepting every variant the game's notation allows;
  // it does not check legality.
  virtual ParseResult parse(Seat seat, std::string_view text) const = 0;
  // Why `action` is not legal for `seat` now, or nothing when it is: the legal actions decide,
  // and the engine explains a refusal (engine_explain).
  std::optional<Error> check(Seat seat, Action action) const;

  // Appends the canonical notation of `action` (as listed among the legal actions).
  virtual void write_notation(Action action, std::string& out) const = 0;
  std::string notation(Action action) const;
  // Writes the JSON array of board targets a person clicks, in order, to make `action` now.
  virtual void write_targets(Action action, JsonText& out) const = 0;
  // Writes what `viewer` may see of the position (the board; never another seat's secrets).
  virtual void write_view(Viewer viewer, View& out) const = 0;
  // The complete internal state as bytes: equal states, equal encodings.
  virtual std::string encode() const = 0;
  // Whether a secret phase is on (a simultaneous setup, say): a choice made during it stays out of
  // every other view, and out of the move list others see, until the phase ends. It is on from
  // the phase's start until the choice that ends it, also after the first seat has chosen.
  virtual bool secret_choices() const { return false; }
  // Whether every viewer's view is the same now (nothing is hidden): the server then builds and
  // diffs it once for everyone. A game that hides anything outside secret phases overrides this.
  virtual bool same_view_for_all() const { return !secret_choices(); }

  // What a bot may know of the game beyond its rules (rules/core/mcts.hpp); all optional, and
  // never more than the position shows.
  // `seat`'s expected result from this position, in [0, 1]; nothing without an evaluation.
  virtual std::optional<double> evaluate(Seat seat) const;
  // Whether neither side can win from here while each keeps what it holds (a blockade): a bot
  // offers a draw there and accepts one. False unless the game says so.
  virtual bool dead_position() const { return false; }
  // How promising each of `actions` (legal actions of `seat`, which decides) looks: one weight
  // of 0 or more each, in the same order, in `out`; false when the game gives none.
  virtual bool action_priors(Seat seat, const ActionList& actions, std::vector<float>& out) const;
  // The game's own search settings: how far playouts run before the evaluation scores them,
  // how wide the search opens with priors.
  virtual void tune_search(SearchSettings& settings) const;

 protected:
  State(const State&) = default;
  State& operator=(const State&) = default;

  virtual Status engine_status() const = 0;
  virtual SeatSet engine_deciders() const = 0;
  virtual void engine_legal_actions(Seat seat, ActionList& out) const = 0;
  virtual void engine_apply(Seat seat, Action action) = 0;
  // Why `action`, which is not among the legal actions of `seat` now, is not legal: a sentence a
  // player understands. Nothing when the engine finds no reason; the player is then told only
  // that the action is not legal now.
  virtual std::optional<std::string> engine_explain(Seat seat, Action action) const = 0;
  // A key of everything that decides what can happen next: equal positions, equal keys.
  virtual std::uint64_t engine_position_key() const = 0;

  std::int64_t ply_limit() const { return ply_limit_; }

 private:
  bool ply_limit_reached() const { return ply_limit_ > 0 && ply_ >= ply_limit_; }
  // The match is over, or `seat` does not decide now.
  std::optional<Error> decision_error(Seat seat) const;
  // `action` is not among the legal actions of `seat`, a seat that decides now.
  std::optional<Error> legality_error(Seat seat, Action action) const;

  std::int64_t ply_limit_ = 0;
  int ply_ = 0;
  bool repetition_ = false;
  bool repeated_ = false;    // a position has stood for the third time
  PositionHistory history_;  // kept with repetition on, from the first action
};

// Encodes a trivially copyable engine state as bytes, for State::encode.
template <typename T>
std::string encode_bytes(const T& value) {
  return std::string(reinterpret_cast<const char*>(&value), sizeof(T));
}

}  // namespace rockpool::rules
