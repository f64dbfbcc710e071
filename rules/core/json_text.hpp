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

  JsonText& begin_array() { return open('['); }
  JsonText& end_array() { return close(']'); }
  JsonText& begin_object() { return open('{'); }
  JsonText& end_object() { return close('}'); }
  JsonText& key(std::string_view name);
  JsonText& string(std::string_view text);
  JsonText& number(std::int64_t value) { return raw(std::to_string(value)); }
  JsonText& boolean(bool value) { return raw(value ? "true" : "false"); }
  JsonText& null() { return raw("null"); }
  // The text, or null where it is empty (an optional name, id or reason).
  JsonText& string_or_null(std::string_view text) { return text.empty() ? null() : string(text); }
  // Already serialised JSON, written as one value.
  JsonText& raw(std::string_view json);

 private:
  void separate();
  // An array or an object: its first member needs no comma before it, and what follows it does.
  JsonText& open(char bracket);
  JsonText& close(char bracket);

  std::string& out_;
  bool need_comma_ = false;
};

// Appends `text` as a quoted JSON string; invalid UTF-8 becomes U+FFFD, so the output is always
// valid UTF-8 (as WebSocket text frames must be).
void append_json_string(std::string& out, std::string_view text);

}  // namespace rockpool::rules
