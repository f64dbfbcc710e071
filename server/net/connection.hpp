#pragma once
// One WebSocket connection: reads requests, hands them to the router, and writes frames in order
// with one write in flight. Frames from any strand are posted to the connection's own strand.
// Limits are set up front: message size (1009), a token bucket against floods (1008), an
// outbound queue cap against clients that do not read (closed), handshake, hello and idle
// timeouts. However it ends, every request read before gets its reply first, then the close
// frame, and the socket is shut so that the peer can read them (HeldCloseSocket).

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "server/accounts/session.hpp"
#include "server/net/address_limits.hpp"
#include "server/net/connection_host.hpp"
#include "server/net/connection_limit.hpp"
#include "server/net/held_close_socket.hpp"
#include "server/net/net.hpp"
#include "server/net/token_bucket.hpp"

namespace rockpool::server {

class ConnectionOwner;
class Room;

class Connection : public std::enable_shared_from_this<Connection> {
 public:
  // `owner` is handed every request read and the close; it outlives the connection.
  Connection(tcp::socket&& socket, ConnectionHost& host, ConnectionOwner& owner,
             ConnectionSlot slot, AddressSlot address = {});
  ~Connection();

  // Completes the WebSocket handshake for an upgrade request already read.
  void start(const http::request<http::string_body>& request);

  // From any thread.
  void send(Frame frame);
  void send(std::string text) { send(std::make_shared<const std::string>(std::move(text))); }
  // A request's reply (from any thread): the connection owes one for each request it routed, and
  // sends every one it owes before its close frame.
  void send_reply(Frame frame);
  void send_reply(std::string text) {
    send_reply(std::make_shared<const std::string>(std::move(text)));
  }
  // Closes with a close frame once what is queued has been written.
  void close(websocket::close_code code, std::string reason);
  // Only once no I/O thread runs (the server's stop): closes the socket and lets go of the
  // rooms, which hold this connection in turn.
  void abandon() { drop(); }

  // On the connection's strand only (the router runs there).
  const SessionPtr& session() const { return session_; }
  void adopt_session(SessionPtr session);
  void remember_room(const std::shared_ptr<Room>& room);
  bool knows_room(const std::shared_ptr<Room>& room) const;
  // A room this connection has joined, by id.
  std::shared_ptr<Room> known_room(std::string_view id) const;
  // From any thread: the connection left the room.
  void forget_room(std::shared_ptr<Room> room);
  void set_in_lobby(bool in_lobby) { in_lobby_ = in_lobby; }
  bool in_lobby() const { return in_lobby_; }
  bool closed() const { return closed_; }
  // While a request's work runs elsewhere (a hello's store read), the next frames wait unread:
  // requests are handled in the order they were sent.
  void hold_reads() { reads_held_ = true; }
  void release_reads();
  // The metrics the connection counts in, which its requests' errors count in too.
  Metrics& metrics() { return host_.metrics; }
  // The connection's strand: what runs there may use the members above.
  net::any_io_executor executor() { return ws_.get_executor(); }
  // The client's address ("" when unknown): what per-address limits count against.
  const std::string& address() const { return address_slot_.address(); }

  // For the idle timeout, from any thread: when the connection last heard a frame of any kind.
  std::chrono::steady_clock::time_point last_heard() const {
    return std::chrono::steady_clock::time_point(
        std::chrono::steady_clock::duration(last_heard_.load(std::memory_order_relaxed)));
  }
  // Quiet for half the idle timeout: pinged once; for all of it, closed. One server-wide sweep
  // calls this (the peer's frames only note the time: Beast's own idle timeout re-arms a timer
  // on every read, a timer queue's lock and a cancelled wait's handler for each request).
  void check_idle();

 private:
  void on_accept(beast::error_code error);
  void do_read();
  void on_read(beast::error_code error, std::size_t bytes);
  void handle(std::string_view text);
  // Pings and pongs count against the message budget; a close with a code no RFC 6455 peer may
  // send is refused (1002).
  void on_control(websocket::frame_type kind);
  // A refused message: one more in a row, and the connection is closed at the limit.
  void count_refusal();
  void enqueue(Frame frame);
  void do_write();
  void on_write(beast::error_code error, std::size_t bytes);
  // The front frame is written: the queue moves on.
  void frame_written(std::size_t bytes);
  void begin_close(websocket::close_reason reason);
  // The WebSocket stream is done (Beast failed it, the peer closed, or our close handshake ended):
  // what is owed goes out on the socket itself (connection_finish.cpp).
  void finish();
  // The queue, the replies still owed (for a bounded time), then the close frame, one at a time.
  void write_rest();
  void on_rest_written(beast::error_code error, std::size_t bytes, bool close_frame);
  // Our side shut, the peer's bytes read and dropped until it closes or the time is up.
  void shut_and_drain();
  void drain();
  void drop();  // for a client that does not read: no close handshake, just the socket
  void on_closed();
  // A frame of any kind arrived: the peer is alive.
  void heard() {
    last_heard_.store(std::chrono::steady_clock::now().time_since_epoch().count(),
                      std::memory_order_relaxed);
    pinged_ = false;
  }
  void on_quiet();

  ConnectionSlot slot_;  // declared first: given back once the socket is closed
  // Over the bare socket: Beast's TCP stream would add a layer of composed operations (and
  // their executor copies) to every read and write for timeouts that are off here.
  websocket::stream<HeldCloseSocket> ws_;
  ConnectionHost& host_;
  ConnectionOwner& owner_;
  beast::flat_buffer buffer_;
  std::vector<Frame> queue_;
  std::size_t head_ = 0;
  std::size_t queued_bytes_ = 0;
  bool writing_ = false;
  bool closing_ = false;
  bool closed_ = false;
  bool refuse_close_ = false;  // the peer's close carried a code no peer may send: answer 1002
  std::optional<websocket::close_reason> close_when_flushed_;
  int unanswered_ = 0;      // requests routed whose reply has not been queued
  bool finishing_ = false;  // the stream is done: the rest goes out on the socket (finish())
  std::optional<std::string> final_close_;  // the close frame to write after the rest
  std::string raw_header_;                  // the header of the frame written on the socket
  std::unique_ptr<ServerTimer> finish_timer_;
  bool owed_waited_ = false;  // the replies still owed were waited for long enough
  TokenBucket bucket_;
  int refused_in_a_row_ = 0;
  SessionPtr session_;
  AddressSlot address_slot_;
  std::vector<std::shared_ptr<Room>> rooms_;
  bool in_lobby_ = false;
  bool reads_held_ = false;
  bool read_deferred_ = false;  // the read to start once reads are released
  std::unique_ptr<ServerTimer> hello_deadline_;
  std::atomic<std::chrono::steady_clock::rep> last_heard_{0};
  bool pinged_ = false;  // since the last frame heard
  bool ping_in_flight_ = false;
};

using ConnectionPtr = std::shared_ptr<Connection>;

}  // namespace rockpool::server
