// Setting up one room of the load on Rockpool: the host says hello and creates the room, the
// guest says hello and joins it (by invite code, or by id if public), spectators watch.

#include <iostream>

#include "bench/load_player.hpp"
#include "bench/play_load.hpp"

namespace rockpool::bench {

using nlohmann::json;

void PlayLoad::open_rockpool_room(LoadRoom& room, std::size_t index) {
  auto host_client = make_client(room, true);
  auto host_seat =
      std::make_unique<LoadPlayer>(host_client, stats_, settings_.seed * 7919 + index * 2);
  LoadPlayer* host = host_seat.get();
  room.host = std::move(host_seat);
  host_client->open([this, &room, host, index] {
    host->request({{"type", "hello"}, {"protocol", 1}, {"name", "load-host"}},
                  [this, &room, host, index](std::string_view, bool) {
                    host->request({{"type", "room.create"},
                                   {"game", settings_.game},
                                   {"options", settings_.options},
                                   {"public", settings_.public_rooms},
                                   {"first", "host"}},
                                  [this, &room, index](std::string_view text, bool ok) {
                                    if (!ok) {
                                      std::cerr
                                          << "rockpool bench server: room.create failed: " << text
                                          << "\n";
                                      ++connection_errors_;
                                      return;
                                    }
                                    seat_ready(room);
                                    const json created = json::parse(text)["result"]["room"];
                                    open_rockpool_guest(room, index, created);
                                  });
                  });
  });
}

void PlayLoad::open_rockpool_guest(LoadRoom& room, std::size_t index, const json& created) {
  // A private room is joined by its invite code, a public one by its id.
  json join =
      settings_.public_rooms ? json{{"room", created["id"]}} : json{{"code", created["invite"]}};
  join["type"] = "room.join";
  auto guest_client = make_client(room, false);
  auto guest_seat =
      std::make_unique<LoadPlayer>(guest_client, stats_, settings_.seed * 7919 + index * 2 + 1);
  LoadPlayer* guest = guest_seat.get();
  room.guest = std::move(guest_seat);
  guest_client->open([this, &room, guest, join] {
    guest->request({{"type", "hello"}, {"protocol", 1}, {"name", "load-guest"}},
                   [this, &room, guest, join](std::string_view, bool) {
                     guest->request(join,
                                    [this, &room](std::string_view, bool) { seat_ready(room); });
                   });
  });
  for (int s = 0; s < settings_.spectators; ++s) {
    auto spectator = std::make_shared<LoadClient>(io_, room.endpoint);
    spectator->on_frame = [this](std::string_view) { ++spectator_frames_; };
    json watch = join;
    watch["id"] = 2;
    watch["as"] = "spectator";
    spectator->open([spectator, watch] {
      spectator->send(
          json{{"type", "hello"}, {"id", 1}, {"protocol", 1}, {"name", "watcher"}}.dump());
      spectator->send(watch.dump());
    });
    room.spectators.push_back(spectator);
  }
}

}  // namespace rockpool::bench
