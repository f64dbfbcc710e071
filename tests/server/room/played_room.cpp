#include "tests/server/room/played_room.hpp"

#include <doctest/doctest.h>

#include <thread>

#include "protocol/error_codes.hpp"
#include "rules/core/random.hpp"

namespace rockpool::tests {

std::vector<std::string> hard_played_server(const std::vector<std::string>& where) {
  std::vector<std::string> argv{ROCKPOOL_BINARY, "serve"};
  argv.insert(argv.end(), where.begin(), where.end());
  argv.insert(argv.end(), {"--log-level", "warn", "--threads", "2", "--rate", "100000",
                           "--rate-burst", "100000", "--max-connections-per-address", "0",
                           "--new-sessions-per-minute", "0", "--max-rooms-per-address", "0"});
  return argv;
}

void open_played_room(PlayedRoom& room, std::uint16_t port, const std::string& name,
                      const std::string& game) {
  for (auto& player : room.players) {
    player.client = std::make_unique<TestClient>(port);
    player.token = player.client->hello(name)["token"];
  }
  room.id = create_room(*room.players[0].client, {{"game", game}, {"first", "host"}})["room"]["id"];
  REQUIRE(room.players[1]
              .client->request({{"type", "room.join"}, {"room", room.id}})
              .contains("result"));
  for (auto& player : room.players)
    REQUIRE(pump_until_ready(player));
}

std::vector<PlayedRoom> open_played_rooms(std::uint16_t port, int count, const std::string& prefix,
                                          const std::string& game) {
  std::vector<PlayedRoom> rooms(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i)
    open_played_room(rooms[static_cast<std::size_t>(i)], port, prefix + std::to_string(i), game);
  return rooms;
}

bool pump_until_ready(Player& player) {
  for (int i = 0; i < 50 && !player.match.ready(); ++i) {
    auto frame = player.client->next(200ms);
    if (frame) player.match.take(*frame);
  }
  return player.match.ready();
}

PlayStep play_step(PlayedRoom& room, rules::Random& random) {
  Player* mover = nullptr;
  for (auto& player : room.players) {
    auto frame = player.client->next(1ms);
    while (frame) {
      player.match.take(*frame);
      frame = player.client->next(1ms);
    }
    if (player.match.decides()) mover = &player;
  }
  if (!room.players[0].client->is_open() || !room.players[1].client->is_open()) {
    return PlayStep::gone;
  }
  if (!mover) {
    return room.players[0].match.status() == "playing" ? PlayStep::waited : PlayStep::over;
  }
  const auto legal = mover->match.legal();
  const std::string action = legal[random.below(static_cast<std::uint32_t>(legal.size()))];
  room.last_sent = {{"type", "match.action"},
                    {"id", TestClient::next_id()},
                    {"match", mover->match.match_id},
                    {"version", mover->match.version},
                    {"action", action}};
  room.last_sender = mover == &room.players[0] ? 0 : 1;
  mover->client->send(room.last_sent);
  // Frames sent before the reply are applied before its update, in the server's order: after
  // a restart the players' returns are published while the first actions are on their way.
  std::optional<json> reply;
  while ((reply = mover->client->next(3s)) && (*reply)["type"] != "reply")
    mover->match.take(*reply);
  room.last_acknowledged = false;
  if (!reply) return PlayStep::gone;  // the server died: this action was never acknowledged
  if (!reply->contains("result")) return PlayStep::waited;
  room.last_acknowledged = true;
  mover->match.take(*reply);
  room.acknowledged.push_back(mover->match.view["moves"].back());
  return PlayStep::acted;
}

void play(PlayedRoom& room, std::atomic<bool>& stop, std::uint64_t seed) {
  rules::Random random(seed);
  while (!stop) {
    const PlayStep step = play_step(room, random);
    if (step == PlayStep::gone || step == PlayStep::over) return;
  }
}

void play_rooms(std::vector<PlayedRoom>& rooms, std::uint64_t seed,
                std::chrono::milliseconds duration, const std::function<void()>& meanwhile) {
  std::atomic<bool> stop{false};
  std::vector<std::thread> threads;
  threads.reserve(rooms.size());
  for (std::size_t i = 0; i < rooms.size(); ++i)
    threads.emplace_back([&, i] { play(rooms[i], stop, seed + i); });
  std::this_thread::sleep_for(duration);
  if (meanwhile) meanwhile();
  stop = true;
  for (auto& thread : threads)
    thread.join();
}

namespace {

// Sends the room's last action request again, with its own id, and reads its reply and, after an
// answer from the log or a stale refusal, the snapshot that follows it (an action played now
// comes with its update instead).
json resend_last(PlayedRoom& room) {
  Player& sender = room.players[room.last_sender];
  sender.client->send(room.last_sent);
  json reply;
  bool snapshot_follows = true;
  while (reply.is_null() || snapshot_follows) {
    auto frame = sender.client->next(3s);
    REQUIRE_MESSAGE(frame, "nothing after resending " << room.last_sent.dump());
    if ((*frame)["type"] == "reply" && (*frame)["id"] == room.last_sent["id"]) {
      reply = *frame;
      snapshot_follows = (reply.contains("result") && !reply.contains("update")) ||
                         reply["error"]["code"] == protocol::code::kStaleVersion;
      if (reply.contains("update")) sender.match.take(reply);
      continue;
    }
    if ((*frame)["type"] == "match.snapshot" && !reply.is_null()) snapshot_follows = false;
    sender.match.take(*frame);
  }
  return reply;
}

// The last action request sent before the crash, sent again with its id after the restart: if its
// action is in the log (it was acknowledged, or was in flight and committed), it is answered as
// the first time and not applied again; otherwise it is played now, at the version it was sent at
// (the position has not changed since: nothing after it was acknowledged).
void check_resent(PlayedRoom& room, std::size_t acknowledged_before) {
  if (room.last_sender < 0) return;
  const std::size_t plies = room.acknowledged.size();
  const bool logged = room.last_acknowledged || plies == acknowledged_before + 1;
  const json reply = resend_last(room);
  const json& moves = room.players[room.last_sender].match.view["moves"];
  CHECK_MESSAGE(reply.contains("result"), reply.dump());
  if (!logged && reply.contains("update")) {
    room.acknowledged.push_back(moves.back());
    CHECK(moves.size() == plies + 1);
    Player& other = room.players[1 - room.last_sender];
    const std::int64_t version = room.players[room.last_sender].match.version;
    for (int i = 0; i < 50 && other.match.version < version; ++i) {
      if (auto frame = other.client->next(200ms)) other.match.take(*frame);
    }
    CHECK(other.match.version >= version);
  } else {
    CHECK(moves.size() == plies);
  }
  room.last_sender = -1;
}

}  // namespace

json join_following_moved(Player& player, const std::string& room,
                          const std::function<std::unique_ptr<TestClient>()>& connect) {
  std::uint16_t named = 0;  // the port of the node the last `moved` named, if it named one
  for (int attempt = 0; attempt < 100; ++attempt) {
    if (!player.client || !player.client->is_open()) {
      try {
        // A named node that does not answer soon is frozen, or died: the room is asked for
        // elsewhere.
        player.client = named != 0 ? std::make_unique<TestClient>(named, "", "/ws", 1s) : connect();
      } catch (const std::exception&) {  // the node named died or froze since
        named = 0;
        std::this_thread::sleep_for(100ms);
        continue;
      }
      CHECK(player.client->hello("Back", player.token)["resumed"] == true);
    }
    json reply = player.client->request({{"type", "room.join"}, {"room", room}});
    // A room's creation is answered before its record is committed.
    for (int i = 0; i < 50 && error_code(reply) == "room/not_found"; ++i) {
      std::this_thread::sleep_for(100ms);
      reply = player.client->request({{"type", "room.join"}, {"room", room}});
    }
    if (reply.contains("result")) return reply;
    REQUIRE_MESSAGE(error_code(reply) == "room/moved", reply.dump());
    const auto moved = player.client->next_of_type("moved", 5s);
    REQUIRE(moved);
    player.client.reset();
    named = 0;
    if ((*moved)["url"].is_string()) {
      const std::string url = (*moved)["url"];
      named = static_cast<std::uint16_t>(std::stoi(url.substr(url.rfind(':') + 1)));
    } else {
      std::this_thread::sleep_for(100ms);  // no owner known: the room is being handed over
    }
  }
  FAIL("room " << room << " found nowhere");
  return {};
}

std::size_t check_resumed(PlayedRoom& room, std::uint16_t port) {
  return check_resumed(room, [port] { return std::make_unique<TestClient>(port); });
}

std::size_t check_resumed(PlayedRoom& room,
                          const std::function<std::unique_ptr<TestClient>()>& connect) {
  CAPTURE(room.id);
  const std::size_t acknowledged = room.acknowledged.size();
  for (auto& player : room.players) {
    player.client.reset();
    const std::int64_t seen = player.match.version;
    player.match = MatchView{};
    join_following_moved(player, room.id, connect);
    REQUIRE(pump_until_ready(player));
    // Versions only grow, also across a crash: a client never sees one go back.
    CHECK_MESSAGE(player.match.version > seen, player.match.version << " after " << seen);
  }
  const json& moves = room.players[0].match.view["moves"];
  // Every acknowledged action, in order; at most the one in flight beyond them; none twice.
  REQUIRE(moves.size() >= room.acknowledged.size());
  CHECK(moves.size() <= room.acknowledged.size() + 1);
  for (std::size_t i = 0; i < room.acknowledged.size(); ++i)
    CHECK(moves[i] == room.acknowledged[i]);
  room.acknowledged.assign(moves.begin(), moves.end());
  // Both players see the same position.
  CHECK(room.players[1].match.view["moves"] == moves);
  CHECK(room.players[1].match.view["to_move"] == room.players[0].match.view["to_move"]);
  check_resent(room, acknowledged);
  return acknowledged;
}

void check_plays_on(PlayedRoom& room) {
  for (auto& player : room.players) {
    if (!player.match.decides()) continue;
    const json reply = player.client->request({{"type", "match.action"},
                                               {"match", player.match.match_id},
                                               {"version", player.match.version},
                                               {"action", player.match.legal().front()}});
    CHECK_MESSAGE(reply.contains("result"), reply.dump());
    return;
  }
}

}  // namespace rockpool::tests
