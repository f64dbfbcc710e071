// A crash must not cost anyone their game: SIGKILL in the middle of many concurrent matches,
// restart on the same data, and every acknowledged action is there, once, in order, and both
// players go on from the same position. Repeated in one run.

#include <doctest/doctest.h>
#include <signal.h>

#include <atomic>
#include <mutex>
#include <thread>

#include "tests/server/child_process.hpp"
#include "tests/server/room/played_room.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

constexpr int kRooms = 40;
constexpr int kCrashes = 3;

struct ServerProcess {
  std::unique_ptr<ChildProcess> process;
  std::uint16_t port = 0;

  void start(const std::string& data) {
    process = std::make_unique<ChildProcess>(
        hard_played_server({"--listen", "127.0.0.1:0", "--data-dir", data}));
    auto line = process->wait_for_line("http://", 30s);
    REQUIRE(line);
    port = static_cast<std::uint16_t>(port_in(*line));
  }
};

TEST_CASE("durability: SIGKILL mid-play, restart, every acknowledged action is there once") {
  TempDir data;
  ServerProcess server;
  server.start(data.path());
  std::vector<PlayedRoom> rooms(kRooms);
  for (int i = 0; i < kRooms; ++i)
    open_played_room(rooms[i], server.port, "P" + std::to_string(i), i % 2 ? "fences" : "prawns");

  for (int crash = 0; crash < kCrashes; ++crash) {
    CAPTURE(crash);
    std::atomic<bool> stop{false};
    std::vector<std::thread> threads;
    for (int i = 0; i < kRooms; ++i) {
      threads.emplace_back([&, i] { play(rooms[i], stop, 1000 * crash + i); });
    }
    std::this_thread::sleep_for(1500ms);
    server.process->signal(SIGKILL);  // in the middle of it all
    CHECK(server.process->wait_exit(5s) == 128 + SIGKILL);
    stop = true;
    for (auto& thread : threads)
      thread.join();

    server.start(data.path());
    std::size_t acknowledged = 0;
    for (auto& room : rooms) {
      acknowledged += check_resumed(room, server.port);
    }
    MESSAGE("crash " << crash << ": " << acknowledged << " acknowledged actions checked in "
                     << kRooms << " rooms");
    CHECK(acknowledged > 100);
  }
  // And play goes on after the last restart.
  for (auto& room : rooms)
    check_plays_on(room);
  server.process->signal(SIGTERM);
  CHECK(server.process->wait_exit(10s) == 0);
}

}  // namespace
}  // namespace rockpool::tests
