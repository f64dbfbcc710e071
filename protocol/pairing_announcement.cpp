#include "protocol/pairing_announcement.hpp"

#include <nlohmann/json.hpp>

#include "protocol/json_fields.hpp"
#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

std::string announcement_text(const PairingAnnouncement& announcement) {
  std::string out;
  rules::JsonText(out)
      .begin_object()
      .key("frame")
      .string(announcement.frame)
      .key("node")
      .string(announcement.node)
      .key("opponent")
      .string(announcement.opponent)
      .key("pool")
      .string(announcement.pool)
      .key("room")
      .string(announcement.room)
      .key("seeker")
      .string(announcement.seeker)
      .end_object();
  return out;
}

std::optional<PairingAnnouncement> read_announcement(std::string_view text) {
  const nlohmann::json object = nlohmann::json::parse(text, nullptr, false);
  if (!object.is_object()) return std::nullopt;
  constexpr std::size_t kAny = std::string::npos;
  PairingAnnouncement out;
  for (auto [name, field] : {std::pair{"frame", &out.frame}, std::pair{"node", &out.node},
                             std::pair{"opponent", &out.opponent}, std::pair{"pool", &out.pool},
                             std::pair{"room", &out.room}, std::pair{"seeker", &out.seeker}}) {
    if (read_string(object, name, *field, kAny)) return std::nullopt;
  }
  return out;
}

}  // namespace rockpool::protocol
