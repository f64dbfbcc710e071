#pragma once
// Every open room, by id and by invite code; read from any connection's strand.

#include <memory>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace rockpool::server {

class Room;

class RoomDirectory {
 public:
  void add(const std::shared_ptr<Room>& room, const std::string& id, const std::string& code);
  void remove(const std::string& id, const std::string& code);
  std::shared_ptr<Room> by_id(const std::string& id) const;
  std::shared_ptr<Room> by_code(const std::string& code) const;
  std::vector<std::shared_ptr<Room>> all() const;
  std::size_t size() const;

 private:
  mutable std::shared_mutex mutex_;
  std::unordered_map<std::string, std::shared_ptr<Room>> by_id_;
  std::unordered_map<std::string, std::shared_ptr<Room>> by_code_;
};

}  // namespace rockpool::server
