#pragma once
// The bot in a room's seat. It listens to the room: when the match it sees asks it to decide (or
// to answer a draw offer), it asks the bot pool, never thinking on the room's strand, and only from
// what its seat may know. Its answer comes back to the strand, is checked against the position it
// was about (a question about a position that has changed since is called off) and is played
// through the room's own request paths (SeatControls).

#include <chrono>
#include <memory>
#include <string>

#include "server/bots/bot_job.hpp"
#include "server/room/room_listener.hpp"
#include "server/room/seat_controls.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

class BotMetrics;
class BotPool;
class Room;

// What every bot's seat shares: where bots think, their figures, and how they play.
struct BotSeating {
  BotPool& pool;
  BotMetrics& metrics;
  std::chrono::milliseconds think;  // the least time a bot takes to move
  int budget_percent;               // of each level's thinking budget
};

class BotSeat final : public RoomListener, public std::enable_shared_from_this<BotSeat> {
 public:
  // What `seating` refers to outlives the seat.
  BotSeat(BotSeating seating, SeatControls controls);

  void match_shown() override;
  void room_stopped() override;

 private:
  // The question in hand: called off once the position it was about has changed.
  struct Ticket {
    std::string match_id;
    std::int64_t position_version = -1;
    bool draw = false;  // whether to accept a draw offer, else which action to play
    bool operator==(const Ticket&) const = default;
  };
  void ask(const Match& match, rules::Seat seat, bool draw);
  void cancel();
  void on_answer(const Ticket& ticket, rules::Seat seat, const BotAnswer& answer);
  void answer_draw(const Match& match, rules::Seat seat, double value);
  void move(const Ticket& ticket, rules::Seat seat, const std::string& notation);
  // After the bot's move: in a dead position, it offers a draw (now and then while it lasts).
  void offer_draw_if_dead(const Match& match, rules::Seat seat);

  const BotSeating seating_;
  const SeatControls controls_;
  ServerTimer timer_;
  std::shared_ptr<BotBrain> brain_;  // the bot's search tree, kept between its moves
  std::shared_ptr<BotTask> job_;
  Ticket ticket_;
  ServerClock::time_point asked_at_;
  bool stopped_ = false;
};

// Seats a bot in `room` when its settings ask for one: at its opening, or once it is restored.
void seat_bot(const BotSeating& seating, Room& room);

}  // namespace rockpool::server
