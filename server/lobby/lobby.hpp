#pragma once
// The public room list, kept live for subscribers with the same JSON patches as matches. Rooms
// report their summaries from their own strands; the lobby batches changes (one patch at most
// every 100 ms) on its own strand.
//
// Whatever the number of open rooms, a subscriber sees a page of at most kPageSize of them (rooms
// waiting for a player first, oldest first; then matches in play; then finished ones) and the
// total (in each reply and patch frame, beside the document): no reply and no patch can grow with
// the number of rooms. Each game, and all games
// together, is a channel of its own with its own versions.
//
// In cluster mode the lobby also lists the rooms of other nodes, as the store reports them. A room
// listed both ways (it just moved here) is shown once, as this node's room reports it.

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "protocol/reply_bodies.hpp"
#include "rules/core/view.hpp"
#include "server/net/connection.hpp"
#include "server/net/net.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

class Responder;

struct LobbyEntry {
  std::string game;
  int order = 0;  // 0 waiting, 1 playing, 2 finished
  std::int64_t created_ms = 0;
  std::string summary_json;
};

class Lobby : public std::enable_shared_from_this<Lobby> {
 public:
  static constexpr std::size_t kPageSize = 100;

  explicit Lobby(net::any_io_executor executor);

  // From any thread.
  void set_room(std::string id, LobbyEntry entry);
  void remove_room(std::string id);
  // The rooms of other nodes, from any thread: `listed` added or changed, `removed` gone; `whole`:
  // `listed` is all of them (any other is gone).
  void update_remote(LobbyChanges changes);
  // `game`: a game id, or empty for every game.
  void subscribe(Responder responder, std::string game);
  void unsubscribe(ConnectionPtr connection);
  // {"rooms":[...],"total":N}, the all-games page as last published, for GET /api/rooms.
  std::string rooms_json() const;

 private:
  struct Channel {
    rules::View sent;  // {"rooms": {...}}, the document patches apply to
    std::size_t total = 0;
    std::int64_t version = 0;
    std::vector<ConnectionPtr> subscribers;
  };
  void schedule_flush();
  void flush();
  // Brings a channel's page up to date, sending the patch to its subscribers.
  void refresh(const std::string& game, Channel& channel);
  // The page of a channel, and the number of rooms it pages through.
  rules::View page(const std::string& game, std::size_t& total) const;

  net::any_io_executor strand_;  // a strand when several threads run
  net::steady_timer timer_;
  bool flush_pending_ = false;
  std::map<std::string, LobbyEntry> rooms_;
  std::map<std::string, LobbyEntry> remote_;  // other nodes' rooms
  std::map<std::string, Channel> channels_;   // by game; "" for all games
  mutable std::mutex published_mutex_;
  std::string published_json_ = protocol::rooms_list({}, 0);
};

}  // namespace rockpool::server
