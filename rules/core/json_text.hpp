#pragma once
// A minimal JSON writer that appends to a string. Engines write their views with it: it needs no
// library and allocates nothing beyond the output string.

#include <cstdint>
#include <string>
#include <string_view>

namespace rockpool::rules {

class JsonText {
 public:
  explicit JsonText(std::string& out) : out_(out) {}

  JsonText& begin_array();
  JsonText& end_array();
  JsonText& begin_object();
  JsonText& end_object();
  JsonText& key(std::string_view name);
  JsonText& string(std::string_view text);
  JsonText& number(std::int64_t value);
  JsonText& boolean(bool value);
  JsonText& null();
  // Already serialised JSON, written as one value.
  JsonText& raw(std::string_view json);

 private:
  void separate();

  std::string& out_;
  bool need_comma_ = false;
};

// Appends `text` as a quoted JSON string; invalid UTF-8 becomes U+FFFD, so the output is always
// valid UTF-8 (as WebSocket text frames must be).
void append_json_string(std::string& out, std::string_view text);

}  // namespace rockpool::rules
