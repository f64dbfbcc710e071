#include "server/room/requested_settings.hpp"

#include "server/room/casual_end_rules.hpp"

namespace rockpool::server {

RoomSettings pace_settings(const protocol::GameAndPace& pace, bool casual) {
  RoomSettings settings;
  settings.game = pace.game;
  settings.options = pace.options;
  if (casual) apply_casual_end_rules(*pace.game, pace.raw_options, settings.options);
  settings.first = pace.first;
  settings.clock = pace.clock;
  settings.days_per_move = pace.days_per_move;
  return settings;
}

RoomSettings room_settings(const protocol::RoomCreateFields& fields) {
  RoomSettings settings = pace_settings(fields.pace, fields.against_bot);
  settings.is_public = fields.is_public;
  settings.bot_level = fields.bot_level;
  settings.rated = fields.rated;
  return settings;
}

}  // namespace rockpool::server
