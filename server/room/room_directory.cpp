#include "server/room/room_directory.hpp"

#include <mutex>

namespace rockpool::server {

void RoomDirectory::add(const std::shared_ptr<Room>& room, const std::string& id,
                        const std::string& code) {
  std::unique_lock lock(mutex_);
  by_id_[id] = room;
  if (!code.empty()) by_code_[code] = room;
}

void RoomDirectory::remove(const std::string& id, const std::string& code) {
  std::unique_lock lock(mutex_);
  by_id_.erase(id);
  if (!code.empty()) by_code_.erase(code);
}

std::shared_ptr<Room> RoomDirectory::by_id(const std::string& id) const {
  std::shared_lock lock(mutex_);
  auto it = by_id_.find(id);
  return it == by_id_.end() ? nullptr : it->second;
}

std::shared_ptr<Room> RoomDirectory::by_code(const std::string& code) const {
  std::shared_lock lock(mutex_);
  auto it = by_code_.find(code);
  return it == by_code_.end() ? nullptr : it->second;
}

std::vector<std::shared_ptr<Room>> RoomDirectory::all() const {
  std::shared_lock lock(mutex_);
  std::vector<std::shared_ptr<Room>> rooms;
  rooms.reserve(by_id_.size());
  for (const auto& [id, room] : by_id_)
    rooms.push_back(room);
  return rooms;
}

std::size_t RoomDirectory::size() const {
  std::shared_lock lock(mutex_);
  return by_id_.size();
}

}  // namespace rockpool::server
