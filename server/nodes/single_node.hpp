#pragma once
// The cluster of one node: it owns every room, and every room, seek and turn line is in its memory.

#include "server/nodes/cluster.hpp"

namespace rockpool::server {

class TurnBoard;

class SingleNode final : public Cluster {
 public:
  // `turns` outlives the node.
  explicit SingleNode(TurnBoard& turns) : turns_(turns) {}

  void start() override {}
  void drain() override {}
  void follow(Room& /*room*/) override {}
  RoomClaim acquire_room(const std::string& /*room_id*/) override { return {}; }
  std::optional<StoredRoom> take_recovered(const StoredRoom& stored) override { return stored; }
  std::optional<StoredRoom> load_room(const std::string& /*key*/, bool /*by_code*/) override {
    return std::nullopt;
  }
  std::vector<std::string> orphaned_rooms(std::size_t /*limit*/,
                                          bool /*tournament_games*/) override {
    return {};
  }
  void find_room(const ConnectionPtr& /*connection*/, std::string /*key*/, bool /*by_code*/,
                 std::function<void(Elsewhere)> then) override {
    then(Elsewhere::not_found);
  }
  void on_ownership_lost(
      const std::function<void(const std::string&, const std::string&)>& /*handler*/) override {}
  void follow_lobby(const std::function<void(LobbyChanges)>& /*handler*/) override {}
  void list_turns(const ConnectionPtr& connection, const std::string& id, bool watch) override;
  SeekBoard* seek_board() override { return nullptr; }
  // One node alone serves every tournament it keeps.
  bool claim_tournaments() override { return true; }

 private:
  TurnBoard& turns_;
};

}  // namespace rockpool::server
