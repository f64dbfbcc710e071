#pragma once
// The playing load of `rockpool bench server`: R rooms of two seats, closed loop (each mover acts
// as soon as it may) or open loop (A actions per second per room, on a schedule), on one thread.
// The rooms are set up for the target server (Rockpool, or the floor relay); the schedule and the
// measurements are the same for both.

#include <deque>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "bench/load_seat.hpp"

namespace rockpool::bench {

enum class Target { rockpool, floor };

struct PlaySettings {
  Endpoint endpoint;
  Target target = Target::rockpool;
  int rooms = 10;
  double duration_s = 10;
  std::string game = "fences";
  nlohmann::json options = nlohmann::json::object();
  int spectators = 0;
  double rate = 0;  // actions per second per room; 0: closed loop
  std::uint64_t seed = 1;
  bool public_rooms = false;  // private by default: a load should not fill the lobby
  int server_pid = 0;         // if set, the server's user and system CPU are read from /proc
  // Matches against the server's bots that run beside the load (unmeasured): their human seat
  // answers at once, so the bots think all the time.
  int bot_matches = 0;
  int bot_level = 5;
  std::string bot_game = "fences";
  // Each room's connections ask for /ws?room=load-<index>: behind a cluster's proxy, which hashes
  // that parameter, a room's host and guest reach the same node (the room's owner).
  bool pin_rooms = false;
};

// One room of the load: two seats and their spectators.
struct LoadRoom {
  std::unique_ptr<LoadSeat> host, guest;
  std::vector<std::shared_ptr<LoadClient>> spectators;
  std::deque<Clock::time_point> due;  // open loop: actions scheduled and not yet sent
  int ready = 0;                      // seats ready to play
  bool against_bot = false;           // a bot takes the guest's seat; the host answers at once
  Endpoint endpoint;                  // where its connections go
};

class PlayLoad {
 public:
  explicit PlayLoad(PlaySettings settings) : settings_(std::move(settings)) {}

  nlohmann::json run();

 private:
  // Set up one room on the target; each calls `seat_ready` once per seat.
  void open_rockpool_room(LoadRoom& room, std::size_t index);
  void open_rockpool_guest(LoadRoom& room, std::size_t index, const nlohmann::json& created);
  void open_floor_room(LoadRoom& room, std::size_t index);
  void open_bot_room(LoadRoom& room, std::size_t index);
  nlohmann::json bot_report(const std::map<std::string, double>& before,
                            const std::map<std::string, double>& after) const;
  void seat_ready(LoadRoom& room);
  std::shared_ptr<LoadClient> make_client(LoadRoom& room, bool host);
  void maybe_act(LoadRoom& room);
  // Open loop: one timer walks the rooms in order of their due times (room i is due at
  // start + (k + i / rooms) / rate), so scheduling costs no timer per room.
  void schedule_next();
  void on_schedule();
  Clock::time_point due_time(std::uint64_t k) const;

  PlaySettings settings_;
  net::io_context io_;
  LoadStats stats_;
  std::vector<std::unique_ptr<LoadRoom>> rooms_;
  int rooms_ready_ = 0;
  LoadStats bot_stats_;  // the human seats of the bot matches: never recorded
  std::vector<std::unique_ptr<LoadRoom>> bot_rooms_;
  int bot_rooms_ready_ = 0;
  std::unique_ptr<net::steady_timer> schedule_timer_;
  Clock::time_point schedule_start_;
  std::uint64_t scheduled_ = 0;  // actions scheduled so far, over all rooms in turn
  int connection_errors_ = 0;
  bool go_ = false;
  std::uint64_t spectator_frames_ = 0;
};

}  // namespace rockpool::bench
