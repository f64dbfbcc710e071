// The request parser on arbitrary frames: it must answer every frame with a request or an error,
// decode an accepted one into its kind's fields or say which field is wrong, and the field
// readers must read any field of any object it accepts.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include "protocol/json_fields.hpp"
#include "protocol/request.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using rockpool::fuzz::require;
namespace protocol = rockpool::protocol;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view frame(reinterpret_cast<const char*>(data), size);
  const protocol::ParsedRequest parsed = protocol::parse_request(frame);
  require(!parsed.id.empty(), "a parsed frame always has an id to reply with");
  if (!parsed.request) {
    require(!parsed.error.code.empty(), "a refused frame says why");
    return 0;
  }
  const protocol::Request& request = *parsed.request;
  require(request.id == parsed.id, "the request keeps its id");
  require(!request.invalid || !request.invalid->code.empty(), "a refused field says why");
  const nlohmann::json body = nlohmann::json::parse(frame);
  require(body.is_object(), "a request is an object");
  for (const auto& [key, value] : body.items()) {
    // The readers take a field's name as a C string, as the server writes it.
    if (key.find('\0') != std::string::npos) continue;
    std::int64_t number = 0;
    const bool read =
        !protocol::read_integer(body, key.c_str(), number, std::numeric_limits<std::int64_t>::min(),
                                std::numeric_limits<std::int64_t>::max());
    if (read && !value.is_null()) {
      // Compared as numbers: nlohmann's == would let a large unsigned equal its wrapped value.
      require(
          value.is_number_integer() &&
              (value.is_number_unsigned()
                   ? number >= 0 && value.get<std::uint64_t>() == static_cast<std::uint64_t>(number)
                   : value.get<std::int64_t>() == number),
          "an integer read is the number the frame holds");
    }
    std::string text;
    (void)protocol::read_string(body, key.c_str(), text, 64);
    bool flag = false;
    (void)protocol::read_boolean(body, key.c_str(), flag);
  }
  return 0;
}
