#pragma once
// What each audience of a match (seat 0, seat 1, spectators) is sent: its whole view in a
// snapshot, then one RFC 6902 patch per change, serialised once for all its connections. The
// view remembers what each audience was last sent, as values: the facts table compares plain
// values, the board is built once for everyone while nothing is hidden and diffed member by
// member, and the legal actions are merged by notation. An update touches little memory, which is
// what counts with many rooms. Live play, history and replay all build their views here.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "protocol/legal_list.hpp"
#include "protocol/match_facts.hpp"
#include "rules/core/game.hpp"

namespace rockpool::protocol {

inline constexpr int kAudiences = 3;  // seat 0, seat 1, spectators (rules::kSpectator)

// The match a view shows, at its current version.
class MatchSource {
 public:
  virtual const rules::State& position() const = 0;
  virtual std::span<const MatchMove> moves() const = 0;
  virtual const PlayerCard& player(rules::Seat seat) const = 0;
  // The seats that must decide now (the facts' `to_move`), without building the facts.
  virtual rules::SeatSet deciders() const = 0;
  // The facts every audience shares; the view sets `decide` and `last` for each.
  virtual MatchFacts facts() const = 0;

 protected:
  ~MatchSource() = default;
};

class MatchView {
 public:
  MatchView(const MatchSource& source, std::string match_id, std::string room_id,
            const rules::Game& game, const rules::OptionValues& options);

  // The version the latest frames carry.
  std::int64_t version() const { return version_; }
  // The version at which the position last changed: an action based on an older one is stale.
  std::int64_t position_version() const { return position_version_; }
  // The position changes with the next version.
  void position_changed() { position_version_ = version_ + 1; }

  // A change: the next version, then a frame per audience, then end_update().
  void begin_update();
  void end_update() { revealed_now_.clear(); }
  // The patch taking `viewer`'s audience from the previous version to this one, or nothing if it
  // has no earlier view (then send a snapshot).
  std::optional<std::string> patch_frame(rules::Viewer viewer);
  // The whole view of the audience at this version; its later patches build on it.
  std::string snapshot_frame(rules::Viewer viewer);
  // The same view alone (the snapshot's "view" member), as the audience's patches now build on it.
  std::string view_json(rules::Viewer viewer);
  // Nobody of the audience is connected: stop keeping its view.
  void forget(rules::Viewer viewer);

  // A match replayed from the store: versions go on above `version_ceiling`, and a seat that does
  // not decide now shows the legal actions of its latest decision, at `decision_positions`.
  // `position_version`: the version from which views showed the position before (negative when
  // not known): an action sent at a version from there on is still not stale.
  void restore(std::int64_t version_ceiling,
               const std::array<const rules::State*, 2>& decision_positions,
               std::int64_t position_version = -1);

 private:
  struct Audience {
    bool valid = false;
    MatchFacts sent;
    const rules::View* board = nullptr;  // the board as sent: shared_ or own_board
    rules::View own_board;               // this audience's board while views differ
    rules::View own_board_spare;
    std::size_t moves_sent = 0;
  };

  MatchFacts facts_for(rules::Viewer viewer) const;
  void refresh_legal();
  void track_secret_moves();
  void write_frame_head(std::string& out, const char* type) const;
  void write_view(rules::Viewer viewer, std::string& out);
  void write_move(rules::Viewer viewer, const MatchMove& move, std::string& out) const;
  void patch_facts(const MatchFacts& was, const MatchFacts& now, PatchBuilder& patch) const;
  void patch_board(Audience& audience, rules::Viewer viewer, PatchBuilder& patch);
  void patch_moves(Audience& audience, rules::Viewer viewer, PatchBuilder& patch) const;
  // The board everyone sees at this version, built once for all audiences.
  const rules::View& shared_board();
  // The audience's board at this version: the shared one, or its own, built into
  // own_board_spare.
  const rules::View& board_for(rules::Viewer viewer, Audience& audience, bool& own);
  static void adopt_board(Audience& audience, const rules::View& board, bool own);

  const MatchSource& source_;
  std::string match_id_;
  std::string room_id_;
  std::string match_json_;  // the "match" member: never changes
  std::int64_t version_ = 0;
  std::int64_t position_version_ = 0;
  std::array<Audience, kAudiences> audiences_;

  // Each seat's legal actions at its latest decision: what its view's "legal" holds, in snapshots
  // and patches alike. `legal_before_` is the list the view held before the change at
  // `legal_changed_at_`.
  std::array<LegalList, 2> legal_;
  std::array<LegalList, 2> legal_before_;
  std::array<std::int64_t, 2> legal_built_for_{-1, -1};  // the position version it was built at
  std::array<std::int64_t, 2> legal_changed_at_{-1, -1};

  // Moves listed as hidden to some audience, and those the latest change revealed.
  std::size_t moves_seen_ = 0;
  std::vector<std::size_t> hidden_;
  std::vector<std::size_t> revealed_now_;

  // While views are the same for all, the board is built and diffed once per version: two
  // buffers (audiences point at the current one while the next is built), and the last diff.
  std::array<rules::View, 2> shared_;
  int shared_current_ = 0;
  std::int64_t shared_built_at_ = -1;
  const rules::View* diffed_from_ = nullptr;
  const rules::View* diffed_to_ = nullptr;
  std::int64_t diffed_at_ = -1;
  std::string diffed_operations_;
  int diffed_count_ = 0;
};

}  // namespace rockpool::protocol
