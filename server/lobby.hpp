#pragma once
// The public room list, kept live for subscribers with the same JSON patches as matches. Rooms
// report their summaries from their own strands; the lobby batches changes (one patch at most
// every 100 ms) on its own strand.

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "rules/core/view.hpp"
#include "server/connection.hpp"
#include "server/net.hpp"

namespace rockpool::server {

class Responder;

class Lobby : public std::enable_shared_from_this<Lobby> {
 public:
  explicit Lobby(net::any_io_executor executor);

  // From any thread.
  void set_room(std::string id, std::string summary_json);
  void remove_room(std::string id);
  void subscribe(Responder responder);
  void unsubscribe(ConnectionPtr connection);
  // {"rooms":[...]} as last published, for GET /api/rooms.
  std::string rooms_json() const;

 private:
  void schedule_flush();
  void flush();

  net::any_io_executor strand_;  // a strand when several threads run
  net::steady_timer timer_;
  bool flush_pending_ = false;
  std::map<std::string, std::string> rooms_;
  rules::View sent_;
  std::int64_t version_ = 0;
  std::vector<ConnectionPtr> subscribers_;
  mutable std::mutex published_mutex_;
  std::string published_json_ = R"({"rooms":[]})";
};

}  // namespace rockpool::server
