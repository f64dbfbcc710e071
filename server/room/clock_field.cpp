#include "server/room/clock_field.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/request.hpp"

namespace rockpool::server {

std::optional<rules::Error> read_clock_field(const nlohmann::json& body,
                                             std::optional<ClockSettings>& clock) {
  clock.reset();
  const auto field = body.find("clock");
  if (field == body.end() || field->is_null()) return std::nullopt;
  if (!field->is_object()) {
    return rules::Error{protocol::code::kBadField, "field 'clock' must be an object or null"};
  }
  std::int64_t initial = 0, increment = 0;
  if (auto error = protocol::read_integer(*field, "initial_s", initial, kClockInitialMinS,
                                          kClockInitialMaxS)) {
    return error;
  }
  if (auto error =
          protocol::read_integer(*field, "increment_s", increment, 0, kClockIncrementMaxS, false)) {
    return error;
  }
  clock = ClockSettings{initial * 1000, increment * 1000};
  return std::nullopt;
}

}  // namespace rockpool::server
