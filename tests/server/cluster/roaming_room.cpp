#include "tests/server/cluster/roaming_room.hpp"

#ifdef ROCKPOOL_WITH_POSTGRES

#include <algorithm>
#include <optional>
#include <thread>

#include "protocol/error_codes.hpp"
#include "rules/core/random.hpp"

namespace rockpool::tests {

void NodesUp::add(std::uint16_t port) {
  std::lock_guard lock(mutex_);
  ports_.push_back(port);
}

void NodesUp::remove(std::uint16_t port) {
  std::lock_guard lock(mutex_);
  ports_.erase(std::remove(ports_.begin(), ports_.end(), port), ports_.end());
}

std::uint16_t NodesUp::any(std::uint64_t salt) {
  std::lock_guard lock(mutex_);
  return ports_.empty() ? 0 : ports_[salt % ports_.size()];
}

namespace {

using Clock = RoamLog::Clock;

// How long an action waits for its reply before its player connects again: longer than a
// PostgreSQL restart, which holds replies back until it is over.
constexpr auto kPatience = 8s;
// How long an action may take to be acknowledged, retries included.
constexpr auto kActionDeadline = 40s;

std::uint16_t port_of(const std::string& url) {
  const auto colon = url.rfind(':');
  return static_cast<std::uint16_t>(std::stoi(url.substr(colon + 1)));
}

// Sends a request and waits for its reply; other frames go to the player's view, a `moved` frame
// to `moved_to` (its url, or "any" when it names none).
std::optional<json> ask(Player& player, json body, std::chrono::milliseconds wait,
                        std::string* moved_to = nullptr) {
  if (!body.contains("id")) body["id"] = TestClient::next_id();
  player.client->send(body);
  const auto deadline = Clock::now() + wait;
  while (Clock::now() < deadline && player.client->is_open()) {
    auto frame = player.client->next(100ms);
    if (!frame) continue;
    if ((*frame)["type"] == "reply" && (*frame)["id"] == body["id"]) return frame;
    if ((*frame)["type"] == "moved" && moved_to) {
      *moved_to = (*frame)["url"].is_string() ? (*frame)["url"].get<std::string>() : "any";
    } else {
      player.match.take(*frame);
    }
  }
  return std::nullopt;
}

// Connects the player again (to `url`, or a node up), says hello with its token and joins its
// room, following `moved`, until it sees the room's match.
bool rejoin(const std::string& room, Player& player, NodesUp& nodes, std::string url,
            RoamLog& log) {
  const auto deadline = Clock::now() + 20s;
  for (std::uint64_t attempt = 0; Clock::now() < deadline; ++attempt) {
    const std::uint16_t port = url.empty() || url == "any" ? nodes.any(attempt) : port_of(url);
    url.clear();
    if (port == 0) {
      std::this_thread::sleep_for(100ms);
      continue;
    }
    try {
      player.client = std::make_unique<TestClient>(port);
      ++log.reconnects;
      player.match = MatchView{};
      const auto hello = ask(
          player, {{"type", "hello"}, {"protocol", 1}, {"name", "Roamer"}, {"token", player.token}},
          5s);
      if (!hello || !hello->contains("result")) continue;
      const auto joined = ask(player, {{"type", "room.join"}, {"room", room}}, 5s, &url);
      if (joined && joined->contains("result") && pump_until_ready(player)) return true;
      if (joined && error_code(*joined) == protocol::code::kRoomMoved) {
        ++log.moved;
        if (url.empty()) {
          const auto moved = player.client->next_of_type("moved", 2s);
          if (moved && (*moved)["url"].is_string()) url = (*moved)["url"];
        }
      }
    } catch (const std::exception&) {
      // Refused or cut off: a node going down. Another try, elsewhere.
    }
    std::this_thread::sleep_for(50ms);
  }
  return false;
}

// Reads frames until the player's view holds a move at `index` (bounded).
bool pump_until_move(Player& player, std::size_t index) {
  for (int i = 0; i < 50 && player.match.view["moves"].size() <= index; ++i) {
    if (auto frame = player.client->next(100ms)) player.match.take(*frame);
  }
  return player.match.view["moves"].size() > index;
}

// Sends one action until it is acknowledged; false (with a failure logged) if it never is.
bool act(PlayedRoom& room, Player& mover, const std::string& action, NodesUp& nodes, RoamLog& log) {
  json request = {{"type", "match.action"},
                  {"id", TestClient::next_id()},
                  {"match", mover.match.match_id},
                  {"version", mover.match.version},
                  {"action", action}};
  const auto sent = Clock::now();
  const auto deadline = sent + kActionDeadline;
  while (Clock::now() < deadline) {
    std::string moved_to;
    std::optional<json> reply;
    try {
      reply = ask(mover, request, kPatience, &moved_to);
    } catch (const std::exception&) {
      // The connection was gone when the request was sent: it is sent again below.
    }
    if (reply && reply->contains("result")) {
      mover.match.take(*reply);
      const std::size_t index = room.acknowledged.size();
      if (!pump_until_move(mover, index)) break;
      room.acknowledged.push_back(mover.match.view["moves"][index]);
      log.acknowledged.push_back({sent, Clock::now()});
      return true;
    }
    const std::string code = reply ? error_code(*reply) : "";
    if (code == protocol::code::kStaleVersion) {
      // Not in the log: the room was restored elsewhere at new versions. Its snapshot follows.
      bool fresh = false;
      for (int i = 0; i < 50 && !fresh; ++i) {
        const auto frame = mover.client->next(100ms);
        if (!frame) continue;
        mover.match.take(*frame);
        fresh = (*frame)["type"] == "match.snapshot";
      }
      if (!fresh) continue;
      const auto legal = mover.match.legal();
      if (!mover.match.decides() || std::find(legal.begin(), legal.end(), action) == legal.end()) {
        log.failures.push_back("after a stale refusal, " + action + " is no longer playable");
        return false;
      }
      request["id"] = TestClient::next_id();
      request["version"] = mover.match.version;
      continue;
    }
    if (reply && code != protocol::code::kRoomMoved) {
      log.failures.push_back("refused for good: " + reply->dump());
      return false;
    }
    if (code == protocol::code::kRoomMoved || !moved_to.empty()) ++log.moved;
    // Sent away, cut off or unanswered: the same request again, from wherever the room is now.
    if (!rejoin(room.id, mover, nodes, moved_to, log)) break;
  }
  log.failures.push_back("never acknowledged: " + request.dump());
  return false;
}

}  // namespace

void roam(PlayedRoom& room, NodesUp& nodes, std::atomic<bool>& stop, std::uint64_t seed,
          RoamLog& log, std::chrono::milliseconds pause) {
  rules::Random random(seed);
  try {
    while (!stop) {
      Player* mover = nullptr;
      for (auto& player : room.players) {
        std::string moved_to;
        while (auto frame = player.client->next(1ms)) {
          if ((*frame)["type"] == "moved") {
            moved_to = (*frame)["url"].is_string() ? (*frame)["url"].get<std::string>() : "any";
            ++log.moved;
          } else {
            player.match.take(*frame);
          }
        }
        if ((!moved_to.empty() || !player.client->is_open()) &&
            !rejoin(room.id, player, nodes, moved_to, log)) {
          log.failures.push_back("a player could not join room " + room.id + " again");
          return;
        }
        if (player.match.decides()) mover = &player;
      }
      if (!mover) {
        if (room.players[0].match.status() != "playing") return;
        continue;
      }
      const auto legal = mover->match.legal();
      const std::string action = legal[random.below(static_cast<std::uint32_t>(legal.size()))];
      if (!act(room, *mover, action, nodes, log)) return;
      std::this_thread::sleep_for(pause);
    }
  } catch (const std::exception& error) {
    log.failures.push_back(std::string("room ") + room.id + ": " + error.what());
  } catch (...) {
    log.failures.push_back("room " + room.id + ": a check failed while it was played");
  }
}

json moves_seen_roaming(const std::string& room, NodesUp& nodes) {
  Player spectator;
  std::string url;
  const auto deadline = Clock::now() + 10s;
  for (std::uint64_t attempt = 0; Clock::now() < deadline; ++attempt) {
    const std::uint16_t port = url.empty() || url == "any" ? nodes.any(attempt) : port_of(url);
    url.clear();
    try {
      spectator.client = std::make_unique<TestClient>(port);
      spectator.match = MatchView{};
      const auto hello =
          ask(spectator, {{"type", "hello"}, {"protocol", 1}, {"name", "Judge"}}, 5s);
      if (!hello || !hello->contains("result")) continue;
      const auto joined =
          ask(spectator, {{"type", "room.join"}, {"room", room}, {"as", "spectator"}}, 5s, &url);
      if (joined && joined->contains("result") && pump_until_ready(spectator)) {
        return spectator.match.view["moves"];
      }
      if (joined && error_code(*joined) == protocol::code::kRoomMoved && url.empty()) {
        const auto moved = spectator.client->next_of_type("moved", 2s);
        if (moved && (*moved)["url"].is_string()) url = (*moved)["url"];
      }
    } catch (const std::exception&) {
      // A node going down: another try.
    }
    std::this_thread::sleep_for(50ms);
  }
  return json::array();
}

}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
