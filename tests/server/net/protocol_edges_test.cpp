// The edges of the protocol where the server and PROTOCOL.md must agree: deep and duplicate-key
// documents, defaults, field types, close codes and control frames.

#include <doctest/doctest.h>
#include <sys/socket.h>

#include <condition_variable>
#include <mutex>
#include <thread>

#include "tests/server/server_and_client.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

// A bare WebSocket past hello, for tests that speak at the frame level with blocking calls. A
// watchdog shuts the socket down after a while, so that a server that never answers fails the
// test instead of hanging it.
struct RawClient {
  net::io_context io;
  websocket::stream<tcp::socket> ws{io};
  beast::flat_buffer buffer;
  std::mutex mutex;
  std::condition_variable done_changed;
  bool done = false;
  std::thread watchdog;

  // A receive buffer of a few kilobytes makes a client that reads slowly.
  explicit RawClient(std::uint16_t port, int receive_buffer_bytes = 0) {
    if (receive_buffer_bytes > 0) {
      ws.next_layer().open(tcp::v4());
      ws.next_layer().set_option(net::socket_base::receive_buffer_size(receive_buffer_bytes));
    }
    ws.next_layer().connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
    watchdog = std::thread([this, fd = ws.next_layer().native_handle()] {
      std::unique_lock lock(mutex);
      if (!done_changed.wait_for(lock, 15s, [this] { return done; })) ::shutdown(fd, SHUT_RDWR);
    });
    try {
      ws.handshake("127.0.0.1", "/ws");
      ws.write(
          net::buffer(json{{"type", "hello"}, {"id", 1}, {"protocol", 1}, {"name", "Raw"}}.dump()));
      ws.read(buffer);
      buffer.consume(buffer.size());
    } catch (...) {
      stop_watchdog();
      throw;
    }
  }
  ~RawClient() { stop_watchdog(); }
  void stop_watchdog() {
    {
      std::lock_guard lock(mutex);
      done = true;
    }
    done_changed.notify_all();
    if (watchdog.joinable()) watchdog.join();
  }
  // Writes `frames` (made by masked_frame) in one write, as a client that sends them all at once.
  void write_at_once(const std::string& frames) {
    net::write(ws.next_layer(), net::buffer(frames));
  }
  // Reads until the server closes, keeping the replies' ids; the close code, or 1006 when the
  // connection ended without a close frame (reset, or closed with none).
  int read_replies_until_closed(std::vector<json>& ids) {
    beast::error_code error;
    for (int frames = 0; frames < 100000; ++frames) {
      ws.read(buffer, error);
      if (error == websocket::error::closed) return ws.reason().code;
      if (error) return 1006;
      const json frame = json::parse(beast::buffers_to_string(buffer.data()));
      buffer.consume(buffer.size());
      if (frame["type"] == "reply") ids.push_back(frame["id"]);
    }
    return 0;
  }
  // Reads until the server closes; the close code, or 1006 without a close frame.
  int read_until_closed() {
    beast::error_code error;
    for (int frames = 0; frames < 100000; ++frames) {
      ws.read(buffer, error);
      buffer.consume(buffer.size());
      if (error == websocket::error::closed) return ws.reason().code;
      if (error) return 1006;
    }
    return 0;
  }
};

TEST_CASE("edges: a deeply nested request is refused with request/too_deep, and the server lives") {
  server::ServerConfig config = test_config();
  config.max_frame_bytes = 1024 * 1024;
  ServerAndClient served("Deep", config);
  TestClient& client = served.client;
  const std::string deep = R"({"type":"room.join","id":2,"room":"r","x":)" +
                           std::string(60000, '[') + std::string(60000, ']') + "}";
  client.send_text(deep);
  auto answer = client.next();
  REQUIRE(answer);
  CHECK((*answer)["id"] == 2);
  CHECK((*answer)["error"]["code"] == "request/too_deep");
  // 64 levels are fine; 65 are not.
  auto nested = [](int levels) {
    return R"({"type":"ping","id":"n)" + std::to_string(levels) + R"(","x":)" +
           std::string(static_cast<std::size_t>(levels - 1), '[') +
           std::string(static_cast<std::size_t>(levels - 1), ']') + "}";
  };
  client.send_text(nested(64));
  auto fine = client.next();
  REQUIRE(fine);
  CHECK(fine->contains("result"));
  client.send_text(nested(65));
  auto refused = client.next();
  REQUIRE(refused);
  CHECK((*refused)["error"]["code"] == "request/too_deep");
  CHECK(client.request({{"type", "ping"}}).contains("result"));
}

TEST_CASE("edges: a key twice in one object is refused with request/duplicate_key") {
  ServerAndClient served("Twice");
  TestClient& client = served.client;
  client.send_text(R"({"type":"room.create","id":5,"game":"fences","game":"lazyking"})");
  auto answer = client.next();
  REQUIRE(answer);
  CHECK((*answer)["id"] == 5);
  CHECK((*answer)["error"]["code"] == "request/duplicate_key");
  client.send_text(R"({"type":"ping","id":6,"x":{"a":1,"b":{"a":2}},"y":[{"a":1},{"a":2}]})");
  auto nested = client.next();
  REQUIRE(nested);
  CHECK(nested->contains("result"));
}

TEST_CASE("edges: hello without 'protocol' speaks version 1") {
  TestServer server;
  TestClient client(server.port());
  const json reply = client.request({{"type", "hello"}, {"name", "Ada"}});
  REQUIRE(reply.contains("result"));
  CHECK(reply["result"]["protocol"] == 1);
}

TEST_CASE("edges: a 'room' of the wrong type is a bad field, a missing one a missing field") {
  ServerAndClient served("Typed");
  TestClient& client = served.client;
  CHECK(client.request({{"type", "room.join"}, {"room", 7}})["error"]["code"] ==
        "request/bad_field");
  CHECK(client.request({{"type", "room.join"}})["error"]["code"] == "request/missing_field");
  CHECK(client.request({{"type", "room.join"}, {"code", 7}})["error"]["code"] ==
        "request/bad_field");
  // A match id whose room does not exist: the room is not found.
  CHECK(client.request({{"type", "match.sync"}, {"match", "nosuch.1"}})["error"]["code"] ==
        "room/not_found");
}

// A client's frame as it goes on the wire: FIN, the opcode, the length, a mask and the masked
// payload (RFC 6455, 5.2).
std::string masked_frame(std::string_view payload, unsigned char opcode = 0x1) {
  std::string frame(1, static_cast<char>(0x80 | opcode));
  const std::size_t size = payload.size();
  if (size < 126) {
    frame += static_cast<char>(0x80 | size);
  } else {
    const int length_bytes = size <= 0xFFFF ? 2 : 8;
    frame += static_cast<char>(0x80 | (length_bytes == 2 ? 126 : 127));
    for (int shift = (length_bytes - 1) * 8; shift >= 0; shift -= 8)
      frame += static_cast<char>((static_cast<std::uint64_t>(size) >> shift) & 0xFF);
  }
  const char mask[4] = {0x12, 0x34, 0x56, 0x78};
  frame.append(mask, 4);
  for (std::size_t i = 0; i < size; ++i)
    frame += static_cast<char>(payload[i] ^ mask[i % 4]);
  return frame;
}

std::string pings(int first_id, int count) {
  std::string frames;
  for (int id = first_id; id < first_id + count; ++id)
    frames += masked_frame(json{{"type", "ping"}, {"id", id}}.dump());
  return frames;
}

std::vector<json> ids_from(int first_id, int count) {
  std::vector<json> ids;
  for (int id = first_id; id < first_id + count; ++id)
    ids.emplace_back(id);
  return ids;
}

TEST_CASE("edges: every request read before a frame that is not UTF-8 gets its reply, then 1007") {
  TestServer server;
  SUBCASE("pings, then the bad frame, in one write") {
    RawClient raw(server.port());
    raw.write_at_once(pings(2, 20) + masked_frame("{\"type\":\"ping\",\"id\":\"\xff\"}"));
    std::vector<json> ids;
    CHECK(raw.read_replies_until_closed(ids) == 1007);
    CHECK(ids == ids_from(2, 20));
  }
  SUBCASE("a room.create last, whose reply waits for the store") {
    RawClient raw(server.port());
    raw.write_at_once(
        pings(2, 5) +
        masked_frame(json{{"type", "room.create"}, {"id", "made"}, {"game", "fences"}}.dump()) +
        masked_frame("\xc3\x28"));
    std::vector<json> ids;
    CHECK(raw.read_replies_until_closed(ids) == 1007);
    std::vector<json> expected = ids_from(2, 5);
    expected.emplace_back("made");
    CHECK(ids == expected);
  }
}

TEST_CASE("edges: replies read before a frame over the limit come first, then 1009, not a reset") {
  TestServer server;
  RawClient raw(server.port());
  // The frame is refused at its header: the rest of its 70 kB is still on its way when the server
  // closes, and must be drained, not reset.
  raw.write_at_once(pings(2, 50) + masked_frame(std::string(70 * 1024, ' ')));
  std::vector<json> ids;
  CHECK(raw.read_replies_until_closed(ids) == 1009);
  CHECK(ids == ids_from(2, 50));
}

TEST_CASE("edges: close codes above 4999 are refused with 1002, valid ones are echoed") {
  TestServer server;
  for (std::uint16_t code : {5000, 65535}) {
    RawClient raw(server.port());
    beast::error_code ignored;
    raw.ws.close(websocket::close_reason(code), ignored);
    CHECK_MESSAGE(raw.ws.reason().code == 1002, code);
  }
  RawClient raw(server.port());
  beast::error_code ignored;
  raw.ws.close(websocket::close_reason(4000), ignored);
  CHECK(raw.ws.reason().code == 4000);
  // The server is still there.
  TestClient client(server.port());
  CHECK(client.hello("After")["name"] == "After");
}

TEST_CASE("edges: a close code above 4999 is refused with 1002 also while replies are written") {
  TestServer server;
  // Replies of 60 kB each to a client that reads nothing until it closes: the server is still
  // writing them when the close frame arrives, and its 1002 must follow a whole frame.
  RawClient raw(server.port(), 4096);
  const std::string long_type(60 * 1024, 't');
  for (int id = 2; id < 10; ++id)
    raw.ws.write(net::buffer(json{{"type", long_type}, {"id", id}}.dump()));
  beast::error_code ignored;
  raw.ws.close(websocket::close_reason(5000), ignored);
  CHECK(raw.ws.reason().code == 1002);
}

TEST_CASE("edges: pings count against the message budget; a ping flood is closed with 1008") {
  server::ServerConfig config = rate_limited_config(5, 5);
  TestServer server(config);
  RawClient raw(server.port());
  beast::error_code error;
  for (int i = 0; i < 200 && !error; ++i)
    raw.ws.ping({}, error);
  CHECK(raw.read_until_closed() == 1008);
  CHECK(raw.ws.reason().reason == "flooding");
}

TEST_CASE("edges: a rate-limited request still gets a reply with its own id") {
  server::ServerConfig config = rate_limited_config(0.001, 3);
  ServerAndClient served("Many", config);
  TestClient& client = served.client;
  for (int i = 0; i < 6; ++i)
    client.send({{"type", "ping"}, {"id", 100 + i}});
  std::vector<int> ids;
  while (ids.size() < 6) {
    auto frame = client.next();
    REQUIRE(frame);
    REQUIRE((*frame)["type"] == "reply");
    ids.push_back((*frame)["id"]);
    if (ids.size() > 2) CHECK((*frame)["error"]["code"] == "rate/limited");
  }
  CHECK(ids == std::vector<int>{100, 101, 102, 103, 104, 105});
}

}  // namespace
}  // namespace rockpool::tests
