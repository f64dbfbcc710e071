#pragma once
// Quick pairing on this node: the seek pool (seek_pool.hpp) on the server's clock, with the
// connection each seek came from. Pairs on each new seek and every kTick; each pair gets a private
// room with both players seated, whose match starts at once, and each player's connection a
// seek.paired frame saying where to join.
// In cluster mode (a store with a seek board) the seeks are on the board, shared by every node,
// and pairing runs there on one node at a time (matchmaker_board.cpp): the node that pairs opens
// the room, seating a seeker of another node by its session token, and announces the pairing;
// the seeker's node sends the seek.paired frame to its connection.

#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/lobby/seek_board.hpp"
#include "server/lobby/seek_pool.hpp"
#include "server/net/connection.hpp"
#include "server/net/net.hpp"
#include "server/room/responder.hpp"

namespace rockpool::server {

class Cluster;
struct RoomHost;

class Matchmaker {
 public:
  static constexpr std::chrono::seconds kTick{1};

  // `rooms`: where paired players' rooms open; `cluster`: its seek board, if seeks are shared;
  // `node_id`: this node's, on that board.
  Matchmaker(RoomHost& rooms, Cluster& cluster, std::string node_id, net::any_io_executor executor);
  // Started and never stopped (the server's start failed after it): the board lets go of it.
  ~Matchmaker();
  Matchmaker(const Matchmaker&) = delete;
  Matchmaker& operator=(const Matchmaker&) = delete;

  void start();  // the periodic pairing (on the seek board in cluster mode)
  void stop();   // a shutdown: no more pairing, and every seek is dropped

  // From any thread. Adds the responder's session's seek (in place of its earlier one), answers,
  // and pairs what can be paired now.
  void seek(const Responder& responder, const PoolKey& pool, double rating);
  void cancel(const Responder& responder);
  // The connection closed: its session's seek goes if it came from there.
  void connection_closed(const Connection* connection, const SessionPtr& session);
  // This node's seekers waiting.
  std::size_t waiting() const;

 private:
  struct Seeker {
    std::weak_ptr<Connection> connection;
    const Connection* address = nullptr;  // to tell which connection it came from
    SessionPtr session;
    std::uint64_t generation = 0;  // which of the session's seeks (cluster mode)
  };
  struct Paired {
    Pairing pairing;
    std::array<Seeker, 2> seekers;  // the first seeker's, the second's
    std::array<ConnectionPtr, 2> connections;
    std::array<std::string, 2> nodes = {};  // a seeker's node when not this one (cluster mode)
  };

  // With the mutex held: the pairs the pool makes now, each taken out of it.
  std::vector<Paired> take_pairs();
  void open_rooms(const std::vector<Paired>& pairs);
  void schedule_tick();
  static std::int64_t now_ms();
  static std::string seek_result(const PoolKey& pool, double rating);  // a seek's reply

  // Cluster mode (matchmaker_board.cpp), on the board's thread but for the first four.
  void seek_on_board(const Responder& responder, const PoolKey& pool, const Seek& seek);
  void cancel_on_board(const Responder& responder);
  void follow_board();
  void set_last_opponents(const Paired& paired);
  std::vector<std::string> choose(std::vector<SharedSeek> seeks);
  void chosen(bool committed);
  void announced(const std::string& payload);
  // The seek's session, read from the store if need be; null if it is gone.
  SessionPtr session_elsewhere(const SharedSeek& seek);
  // Sends a remote seeker's seek.paired frame to its node.
  void announce(const Paired& paired, std::size_t side, const std::string& room_id,
                std::string frame);

  RoomHost& rooms_;
  Cluster& cluster_;
  const std::string node_id_;
  net::any_io_executor executor_;
  ServerTimer timer_;
  mutable std::mutex mutex_;
  SeekPool pool_;
  std::unordered_map<std::string, Seeker> seekers_;  // by the pool's seeker: a session's public id
  bool stopped_ = false;
  SeekBoard* board_ = nullptr;     // cluster mode: the seeks are there, not in pool_
  std::uint64_t generations_ = 0;  // numbers seekers_' entries
  std::vector<Paired> chosen_;     // the board's round under way
};

}  // namespace rockpool::server
