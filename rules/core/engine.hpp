#pragma once
// The one shape of every engine. A game is its Position (a trivially copyable block without
// padding: clone is a copy, encode its bytes) and the functions of its folder on that position,
// found by argument-dependent lookup in the game's namespace (rules/README.md, "Files"):
//
//   Status match_status(const Position&)                              the engine's own result
//   SeatSet deciding_seats(const Position&)                           who decides while playing
//   void append_legal_actions(const Position&, Seat, ActionList&)    the legal actions
//   void apply_action(Position&, Seat, Action)                        plays a legal action
//   ParseResult parse_action(const Position&, Seat, std::string_view) notation to an action
//   void write_action(const Position&, Action, std::string&)         its canonical notation
//   void write_action_targets(const Position&, Action, JsonText&)    the squares a person clicks
//   void write_position_view(const Position&, Viewer, View&)         what a viewer may see
//   std::optional<std::string> explain_illegal(const Position&, Seat, Action)
//       why an action missing from the legal list is not legal (State::engine_explain)
//   bool secret_phase(const Position&)                                optional: a secret phase is
//   on
//
// and, optionally, what the bot knows of the game beyond its rules (State::evaluate and the
// rest; bot_knowledge.hpp in the folder, where the game has any):
//
//   double bot_evaluation(const Position&, Seat)                      the seat's expected result
//   bool position_is_dead(const Position&)                            a blockade
//   (State::dead_position) void bot_priors(const Position&, Seat, const ActionList&,
//   std::vector<float>&)
//       a weight for each legal action, in order
//   void bot_search_settings(const Position&, SearchSettings&)        how the game is searched
//
// Engine<Position> is the game's State and EngineGame<Position> its Game, so a game folder holds
// its rules and nothing else.

#include <concepts>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "rules/core/game.hpp"
#include "rules/core/state.hpp"

namespace rockpool::rules {

template <typename Position>
concept GamePosition = std::is_trivially_copyable_v<Position> &&
    std::has_unique_object_representations_v<Position> &&
    requires(const Position& position, Position& changing, Seat seat, Action action,
             ActionList& actions, std::string_view text, std::string& out, JsonText& json,
             Viewer viewer, View& view) {
  { match_status(position) } -> std::same_as<Status>;
  { deciding_seats(position) } -> std::same_as<SeatSet>;
  append_legal_actions(position, seat, actions);
  apply_action(changing, seat, action);
  { parse_action(position, seat, text) } -> std::same_as<ParseResult>;
  write_action(position, action, out);
  write_action_targets(position, action, json);
  write_position_view(position, viewer, view);
  { explain_illegal(position, seat, action) } -> std::same_as<std::optional<std::string>>;
};

template <GamePosition Position>
class Engine final : public State {
 public:
  Engine(const Position& position, std::int64_t ply_limit, bool repetition = false)
      : State(ply_limit, repetition), position_(position) {}
  Engine(const Engine&) = default;
  Engine& operator=(const Engine&) = default;

  const Position& position() const { return position_; }

  std::unique_ptr<State> clone() const override { return std::make_unique<Engine>(*this); }
  std::string encode() const override { return encode_bytes(position_); }
  ParseResult parse(Seat seat, std::string_view text) const override {
    return parse_action(position_, seat, text);
  }
  void write_notation(Action action, std::string& out) const override {
    write_action(position_, action, out);
  }
  void write_targets(Action action, JsonText& out) const override {
    write_action_targets(position_, action, out);
  }
  void write_view(Viewer viewer, View& out) const override {
    write_position_view(position_, viewer, out);
  }
  bool secret_choices() const override {
    if constexpr (requires { secret_phase(position_); }) {
      return secret_phase(position_);
    } else {
      return false;
    }
  }
  std::optional<double> evaluate(Seat seat) const override {
    if constexpr (requires { bot_evaluation(position_, seat); }) {
      return bot_evaluation(position_, seat);
    } else {
      return std::nullopt;
    }
  }
  bool dead_position() const override {
    if constexpr (requires { position_is_dead(position_); }) {
      return position_is_dead(position_);
    } else {
      return false;
    }
  }
  bool action_priors(Seat seat, const ActionList& actions, std::vector<float>& out) const override {
    if constexpr (requires { bot_priors(position_, seat, actions, out); }) {
      bot_priors(position_, seat, actions, out);
      return true;
    } else {
      return false;
    }
  }
  void tune_search(SearchSettings& settings) const override {
    if constexpr (requires { bot_search_settings(position_, settings); }) {
      bot_search_settings(position_, settings);
    }
  }

 protected:
  Status engine_status() const override { return match_status(position_); }
  SeatSet engine_deciders() const override { return deciding_seats(position_); }
  void engine_legal_actions(Seat seat, ActionList& out) const override {
    append_legal_actions(position_, seat, out);
  }
  void engine_apply(Seat seat, Action action) override { apply_action(position_, seat, action); }
  std::optional<std::string> engine_explain(Seat seat, Action action) const override {
    return explain_illegal(position_, seat, action);
  }
  std::uint64_t engine_position_key() const override {
    return key_of_bytes(&position_, sizeof(Position));
  }

 private:
  Position position_;
};

// A game's facts, and its matches started from the position its options give. The game lists its
// own options; the ply limit and repetition, which the base State applies, follow them.
template <GamePosition Position>
class EngineGame final : public Game {
 public:
  using Start = Position (*)(const OptionValues& options);

  EngineGame(GameInfo info, Start start) : info_(std::move(info)), start_(start) {
    info_.options.push_back(ply_limit_option());
    info_.options.push_back(repetition_option());
  }

  const GameInfo& info() const override { return info_; }
  std::unique_ptr<State> start(const OptionValues& options) const override {
    return std::make_unique<Engine<Position>>(start_(options), options.get(kPlyLimitOption),
                                              options.flag(kRepetitionOption));
  }

 private:
  GameInfo info_;
  Start start_;
};

}  // namespace rockpool::rules
