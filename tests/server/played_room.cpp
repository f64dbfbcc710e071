#include "tests/server/played_room.hpp"

#include "rules/core/random.hpp"

namespace rockpool::tests {

bool pump_until_ready(Player& player) {
  for (int i = 0; i < 50 && !player.match.ready(); ++i) {
    auto frame = player.client->next(200ms);
    if (frame) player.match.take(*frame);
  }
  return player.match.ready();
}

void play(PlayedRoom& room, std::atomic<bool>& stop, std::uint64_t seed) {
  rules::Random random(seed);
  while (!stop) {
    Player* mover = nullptr;
    for (auto& player : room.players) {
      auto frame = player.client->next(1ms);
      while (frame) {
        player.match.take(*frame);
        frame = player.client->next(1ms);
      }
      if (player.match.decides()) mover = &player;
    }
    if (!room.players[0].client->is_open() || !room.players[1].client->is_open()) return;
    if (!mover) {
      if (room.players[0].match.status() != "playing") return;
      continue;
    }
    const auto legal = mover->match.legal();
    const std::string action = legal[random.below(static_cast<std::uint32_t>(legal.size()))];
    mover->client->send({{"type", "match.action"},
                         {"id", TestClient::next_id()},
                         {"match", mover->match.match_id},
                         {"version", mover->match.version},
                         {"action", action}});
    // Frames sent before the reply are applied before its update, in the server's order: after
    // a restart the players' returns are published while the first actions are on their way.
    std::optional<json> reply;
    while ((reply = mover->client->next(3s)) && (*reply)["type"] != "reply")
      mover->match.take(*reply);
    if (!reply) return;  // the server died: this action was never acknowledged
    if (!reply->contains("result")) continue;
    mover->match.take(*reply);
    room.acknowledged.push_back(mover->match.view["moves"].back());
  }
}

}  // namespace rockpool::tests
