#include "server/correspondence/room_turns.hpp"

#include "server/push/push_sender.hpp"
#include "server/push/turn_notice.hpp"
#include "server/room/room.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

RoomTurns::RoomTurns(TurnBoard& board, push::PushSender* push, const Room& room)
    : board_(board), push_(push), room_(room) {}

std::optional<TurnEntry> waiting_turns(const Room& room) {
  const Match* match = room.match();
  const MoveDeadlines* deadlines = match ? match->deadlines() : nullptr;
  if (!deadlines || match->over() || deadlines->next_ms() == 0) return std::nullopt;
  const RoomSettings& settings = room.settings();
  TurnEntry entry;
  entry.room_id = room.id();
  entry.code = room.code();
  entry.game = settings.game->info().id;
  entry.game_name = settings.game->info().name;
  entry.match_id = match->id();
  entry.days_per_move = settings.days_per_move;
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    const Participant& player = match->participant(seat);
    entry.seats[static_cast<std::size_t>(seat)] = {player.public_id, player.account(), player.name,
                                                   player.bot, deadlines->deadlines_ms()[seat]};
  }
  return entry;
}

void RoomTurns::update(bool announce) {
  if (stopped_ || !room_.match()) return;
  std::optional<TurnEntry> entry = waiting_turns(room_);
  if (!entry) return board_.remove(room_.id());
  const std::vector<int> started = board_.put(*entry);
  if (!announce || !push_) return;
  for (const int seat : started)
    push_->send(push::turn_notice(*entry, seat, epoch_ms()));
}

void RoomTurns::room_stopped() {
  if (std::exchange(stopped_, true)) return;
  board_.remove(room_.id());
}

void follow_turns(TurnBoard& board, push::PushSender* push, Room& room) {
  if (room.settings().days_per_move > 0) {
    room.listen(std::make_shared<RoomTurns>(board, push, room));
  }
}

}  // namespace rockpool::server
