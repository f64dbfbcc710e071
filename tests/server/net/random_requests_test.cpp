// Random request sequences from several clients at once, well-formed and broken alike, against a
// real server, as a hostile or careless client would send them. Whatever comes, the server keeps
// the promises PROTOCOL.md makes: every request gets exactly one reply; every error code and
// every frame type is a documented one; every match patch and lobby patch applies in order, and
// a patched view equals a fresh snapshot of the same version; a private room is never reached by
// its id nor listed in the lobby; and the server still plays a whole match afterwards. The seeds
// are fixed; ROCKPOOL_SEQUENCE_SEED and ROCKPOOL_SEQUENCE_STEPS run other ones, for longer, and
// ROCKPOOL_SEQUENCE_STATS prints how often each request type got each reply.

#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "tests/server/net/random_request_maker.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

const std::set<std::string> kFrameTypes = {"reply",          "match.snapshot",   "match.patch",
                                           "lobby.patch",    "room.state",       "room.closed",
                                           "turns",          "seek.paired",      "chat",
                                           "error",          "tournament.patch", "moved",
                                           "server.shutdown"};

const std::string& protocol_text() {
  static const std::string text = [] {
    std::ifstream in(ROCKPOOL_SOURCE_DIR "/protocol/PROTOCOL.md");
    std::stringstream content;
    content << in.rdbuf();
    return content.str();
  }();
  return text;
}

bool documented_code(const std::string& code) {
  return protocol_text().find('`' + code + '`') != std::string::npos;
}

// One client: a connection (replaced on a reconnect) and what it was told.
struct Client {
  explicit Client(std::string name) : name(std::move(name)) {}

  std::string name;
  std::string token;
  std::unique_ptr<TestClient> socket;
  std::map<std::string, MatchView> views;  // by match id
  std::optional<json> lobby;               // the lobby document, while subscribed
  std::int64_t lobby_version = 0;
  std::optional<json> tournament;  // the document of the tournament watched
  std::int64_t tournament_version = 0;
  // The id of the request whose reply is due: null for none, "any" for a broken frame's.
  json awaited;
};

class RandomRequests {
 public:
  RandomRequests(std::uint16_t port, std::uint32_t seed)
      : port_(port), make_(seed, json::parse(http_get(port, "/api/games").second)["games"]) {
    for (int i = 0; i < 4; ++i) {
      clients_.emplace_back("Player " + std::to_string(i));
      connect(clients_.back(), "");
    }
    // A second tab of the first client's session.
    clients_.emplace_back("Player 0");
    connect(clients_.back(), clients_.front().token);
  }

  void step() {
    Client& client = clients_[below(clients_.size())];
    const int choice = static_cast<int>(below(100));
    if (choice < 2) return reconnect(client);
    if (choice < 3) return advance_time();
    if (choice < 6) return send_garbage(client);
    if (choice < 10) return compare_with_snapshots(client);
    json request = make_.request(known_, client.name, client.views);
    if (make_.below(4) == 0) make_.mutate(request, known_);
    exchange(client, request);
    drain_all();
  }

  // Every client's views against fresh snapshots.
  void compare_all() {
    for (Client& client : clients_)
      compare_with_snapshots(client);
  }

  // How many replies each request type got, by error code ("ok" for a result).
  const std::map<std::string, int>& outcomes() const { return outcomes_; }

 private:
  std::size_t below(std::size_t n) { return make_.below(n); }

  void connect(Client& client, const std::string& token) {
    client.socket = std::make_unique<TestClient>(port_);
    client.views.clear();
    client.lobby.reset();
    client.tournament.reset();
    client.token = client.socket->hello(client.name, token)["token"];
  }

  // Private rooms a session has a right to (one of its connections made them or used their code).
  std::set<std::string>& rights(const Client& client) { return rights_[client.token]; }

  // Timers come due at once (grace periods, clocks, rooms closing). Each client then says
  // something, so that none stays quiet long enough to be closed as idle.
  void advance_time() {
    advance_clock(std::chrono::seconds(1 + below(100)));
    for (Client& client : clients_)
      exchange(client, {{"type", "ping"}});
  }

  // A new connection, most often of the same session; now and then of another client's, of an
  // account's login, or with a token the server never gave (it must start a new session).
  void reconnect(Client& client) {
    client.socket->close();
    std::string token = client.token;
    const int choice = static_cast<int>(below(8));
    if (choice == 0) token = "not-a-token";
    if (choice == 1) token = clients_[below(clients_.size())].token;
    if (choice == 2 && !known_.login_tokens.empty()) token = make_.pick(known_.login_tokens);
    connect(client, token);
  }

  void send_garbage(Client& client) {
    client.awaited = "any";
    client.socket->send_text(make_.broken_frame());
    // Each gets an error frame (no usable id) or a reply; either way one answer, then nothing.
    for (;;) {
      auto frame = client.socket->next(5s);
      REQUIRE_MESSAGE(frame, client.name << ": no answer to a broken frame");
      take(client, *frame);
      const std::string type = (*frame)["type"];
      if (type == "error" || (type == "reply" && frame->contains("error"))) break;
    }
    client.awaited = nullptr;
  }

  // Sends a request and reads the client's frames up to its reply, checking each.
  json exchange(Client& client, json request) {
    const std::int64_t id = TestClient::next_id();
    request["id"] = id;
    client.awaited = id;
    client.socket->send(request);
    for (;;) {
      auto frame = client.socket->next(5s);
      REQUIRE_MESSAGE(frame, client.name << ": no reply to " << request.dump());
      take(client, *frame);
      if ((*frame)["type"] == "reply" && (*frame)["id"] == id) {
        client.awaited = nullptr;
        learn_from_reply(client, request, *frame);
        return *frame;
      }
    }
  }

  void learn_from_reply(Client& client, const json& request, const json& reply) {
    const std::string type = request["type"];
    const bool ok = reply.contains("result");
    ++outcomes_[type + " " + (ok ? std::string("ok") : error_code(reply))];
    if (type == "room.create" && ok && reply["result"].contains("room")) {
      const json& room = reply["result"]["room"];
      known_.rooms.insert(room["id"].get<std::string>());
      if (room["invite"].is_string()) {
        known_.codes.insert(room["invite"].get<std::string>());
        room_of_code_[room["invite"]] = room["id"];
        private_rooms_.insert(room["id"].get<std::string>());
        rights(client).insert(room["id"].get<std::string>());
      }
    }
    if (type == "room.join") {
      // Whoever holds a room's code may name it by its id, joined or not (a full room, say).
      if (request.contains("code") && request["code"].is_string() &&
          error_code(reply) != "room/not_found") {
        const auto room = room_of_code_.find(request["code"]);
        if (room != room_of_code_.end()) rights(client).insert(room->second);
      }
      // Asked for by its id by a session with no right to it, a private room does not exist:
      // no success, and no error that only an existing room could give.
      if (request.contains("room") && request["room"].is_string() &&
          private_rooms_.contains(request["room"]) && !rights(client).contains(request["room"])) {
        const std::string code = error_code(reply);
        CHECK_MESSAGE((!ok && code != "room/full" && code != "rated/needs_account"),
                      "a private room reached by its id: " << reply.dump());
      }
    }
    // A private room's match does not exist either, to a session with no right to the room.
    if (type.starts_with("match.") && request.contains("match") && request["match"].is_string()) {
      const std::string match = request["match"];
      const std::string room = match.substr(0, match.rfind('.'));
      if (private_rooms_.contains(room) && !rights(client).contains(room)) {
        const std::string code = error_code(reply);
        CHECK_MESSAGE(
            (code == "room/not_found" || code == "match/not_found" || code.starts_with("request/")),
            "a private room's match reached by its id: " << reply.dump());
      }
    }
    if (type == "account.claim" && ok) {
      // The session goes on under its login token; its guest token resumes nothing.
      const std::set<std::string> kept = rights(client);
      client.token = reply["result"]["token"];
      rights(client) = kept;
    }
    if (type == "account.login" && ok) known_.login_tokens.push_back(reply["result"]["token"]);
    if (type == "room.leave" && ok) {
      std::erase_if(client.views,
                    [&](const auto& entry) { return entry.second.room_id == request["room"]; });
    }
    if (type == "lobby.subscribe" && ok) {
      client.lobby = json{{"rooms", reply["result"]["rooms"]}};
      client.lobby_version = reply["result"]["version"];
      check_lobby(*client.lobby);
    }
    if (type == "lobby.unsubscribe" && ok) client.lobby.reset();
    if (type.starts_with("tournament.") && ok && reply["result"].contains("tournament")) {
      client.tournament = reply["result"]["tournament"];
      client.tournament_version = reply["result"]["version"];
      learn_from_tournament(*client.tournament);
    }
    if (type == "tournament.unwatch" && ok) client.tournament.reset();
  }

  // Its code, and its games' rooms, codes and matches, for later requests to name.
  void learn_from_tournament(const json& tournament) {
    known_.tournaments.insert(tournament["code"].get<std::string>());
    for (const auto& game : tournament["games"]) {
      if (game["room"].is_string()) known_.rooms.insert(game["room"].get<std::string>());
      if (game["code"].is_string()) known_.codes.insert(game["code"].get<std::string>());
      if (game["match"].is_string()) known_.matches.insert(game["match"].get<std::string>());
    }
  }

  void check_lobby(const json& lobby) {
    for (const auto& room : lobby["rooms"].items()) {
      const std::string& id = room.key();
      CHECK_MESSAGE(!private_rooms_.contains(id), "a private room in the lobby: " << id);
    }
  }

  // Checks one frame from the server and keeps what it tells.
  void take(Client& client, const json& frame) {
    const std::string type = frame.value("type", "");
    REQUIRE_MESSAGE(kFrameTypes.contains(type), "an undocumented frame: " << frame.dump());
    if (type == "reply") {
      // Exactly one reply per request: none comes unasked, none twice.
      CHECK_MESSAGE(
          (client.awaited == "any" || (!client.awaited.is_null() && frame["id"] == client.awaited)),
          client.name << ": a reply nobody waits for: " << frame.dump());
    }
    if (type == "reply" || type == "error") {
      if (frame.contains("error")) {
        const std::string code = frame["error"]["code"];
        CHECK_MESSAGE(documented_code(code), "an undocumented error code: " << frame.dump());
      }
      if (frame.contains("update")) take(client, frame["update"]);
    } else if (type == "match.snapshot") {
      known_.matches.insert(frame["match"].get<std::string>());
      client.views[frame["match"]].take(frame);
    } else if (type == "match.patch") {
      const auto view = client.views.find(frame["match"]);
      REQUIRE_MESSAGE(view != client.views.end(), "a patch before any snapshot: " << frame.dump());
      view->second.take(frame);
    } else if (type == "room.state") {
      known_.rooms.insert(frame["room"]["id"].get<std::string>());
    } else if (type == "room.closed") {
      std::erase_if(client.views,
                    [&](const auto& entry) { return entry.second.room_id == frame["room"]; });
    } else if (type == "tournament.patch" && client.tournament &&
               frame["code"] == (*client.tournament)["code"]) {
      if (follow(client.tournament, client.tournament_version, frame)) {
        learn_from_tournament(*client.tournament);
      }
    } else if (type == "lobby.patch" && client.lobby) {
      if (follow(client.lobby, client.lobby_version, frame)) check_lobby(*client.lobby);
    }
  }

  // A patch on a document kept from a reply (the lobby, a tournament): one on the kept version
  // must apply; one of an earlier subscription may still come, and the client is told to ask
  // again. Returns whether it was applied.
  static bool follow(std::optional<json>& document, std::int64_t& version, const json& frame) {
    if (frame["base"] != version) {
      document.reset();
      return false;
    }
    json patched;
    REQUIRE_NOTHROW(patched = document->patch(frame["patch"]));
    document = std::move(patched);
    version = frame["version"];
    return true;
  }

  void drain_all() {
    for (Client& client : clients_) {
      while (auto frame = client.socket->next(1ms))
        take(client, *frame);
    }
  }

  void compare_with_snapshots(Client& client) {
    std::vector<std::string> ready;
    for (const auto& [id, view] : client.views)
      if (view.ready()) ready.push_back(id);
    for (const std::string& match : ready) {
      const std::int64_t id = TestClient::next_id();
      client.awaited = id;
      client.socket->send({{"type", "match.sync"}, {"id", id}, {"match", match}});
      bool replied = false, ok = false, snapshot = false;
      while (!replied || (ok && !snapshot)) {
        auto frame = client.socket->next(5s);
        REQUIRE_MESSAGE(frame, client.name << ": no answer to match.sync");
        if ((*frame)["type"] == "match.snapshot" && (*frame)["match"] == match) {
          const auto kept_view = client.views.find(match);
          if (kept_view != client.views.end() && (*frame)["version"] == kept_view->second.version) {
            const MatchView& kept = kept_view->second;
            CHECK_MESSAGE((*frame)["view"] == kept.view,
                          "patched and fresh views differ at version "
                              << kept.version << "\n  patched:  " << kept.view.dump()
                              << "\n  snapshot: " << (*frame)["view"].dump());
          }
          snapshot = true;
        }
        take(client, *frame);
        if ((*frame)["type"] == "reply" && (*frame)["id"] == id) {
          replied = true;
          client.awaited = nullptr;
          ok = frame->contains("result");
        }
      }
    }
  }

  std::uint16_t port_;
  RandomRequestMaker make_;
  KnownIds known_;
  std::vector<Client> clients_;
  std::set<std::string> private_rooms_;
  std::map<std::string, std::string> room_of_code_;
  std::map<std::string, std::set<std::string>> rights_;  // by session token
  std::map<std::string, int> outcomes_;                  // replies by request type and outcome
};

// After it all, two new players still play a whole match.
void check_still_plays(std::uint16_t port) {
  Seat host{std::make_unique<TestClient>(port), {}};
  Seat guest{std::make_unique<TestClient>(port), {}};
  host.client->hello("Afterwards");
  guest.client->hello("Later");
  const json created = create_room(
      *host.client, {{"game", "fences"}, {"options", {{"fences", 0}}}, {"first", "host"}});
  REQUIRE(guest.client->request({{"type", "room.join"}, {"room", created["room"]["id"]}})
              .contains("result"));
  for (Seat* seat : {&host, &guest})
    REQUIRE(seat->pump([&](const json&) { return seat->match.ready(); }));
  for (int plies = 0; host.match.status() == "playing"; ++plies) {
    REQUIRE(plies < 200);
    Seat& mover = host.match.decides() ? host : guest;
    Seat& other = &mover == &host ? guest : host;
    REQUIRE(mover.act(fence_race_move(mover.match)).contains("result"));
    REQUIRE(other.pump([&](const json&) { return other.match.version == mover.match.version; }));
  }
  CHECK(host.match.status() == "won");
}

std::uint32_t seed_from_environment(std::uint32_t otherwise) {
  const char* seed = std::getenv("ROCKPOOL_SEQUENCE_SEED");
  return seed ? static_cast<std::uint32_t>(std::strtoul(seed, nullptr, 10)) : otherwise;
}

int steps_from_environment(int otherwise) {
  const char* steps = std::getenv("ROCKPOOL_SEQUENCE_STEPS");
  return steps ? std::atoi(steps) : otherwise;
}

void run_sequence(std::uint32_t seed, int threads) {
  server::ServerConfig config = test_config();
  config.threads = threads;
  config.rate_per_second = 1e6;
  config.rate_burst = 1e6;
  config.max_rooms_per_session = 1000;
  TestServer server(config);
  const std::uint32_t chosen = seed_from_environment(seed);
  INFO("seed " << chosen);
  RandomRequests sequence(server.port(), chosen);
  const int steps = steps_from_environment(400);
  for (int step = 0; step < steps; ++step) {
    INFO("step " << step);
    sequence.step();
  }
  sequence.compare_all();
  if (std::getenv("ROCKPOOL_SEQUENCE_STATS")) {
    for (const auto& [outcome, count] : sequence.outcomes())
      std::cerr << count << "\t" << outcome << "\n";
  }
  check_still_plays(server.port());
}

TEST_CASE("random requests: one seed of well-formed and broken requests keeps every promise") {
  run_sequence(1, 2);
}

// One I/O thread (a one-core machine's default): rooms and connections share its executor, without
// strands.
TEST_CASE("random requests: another seed, on one I/O thread, keeps every promise") {
  run_sequence(20261129, 1);
}

}  // namespace
}  // namespace rockpool::tests
