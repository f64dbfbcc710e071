#include "rules/core/json_text.hpp"

namespace rockpool::rules {

void append_json_string(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  out.push_back('"');
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(c);
    } else if (byte < 0x20) {
      out += "\\u00";
      out.push_back(kHex[byte >> 4]);
      out.push_back(kHex[byte & 15]);
    } else {
      out.push_back(c);
    }
  }
  out.push_back('"');
}

void JsonText::separate() {
  if (need_comma_) out_.push_back(',');
}

JsonText& JsonText::begin_array() {
  separate();
  out_.push_back('[');
  need_comma_ = false;
  return *this;
}

JsonText& JsonText::end_array() {
  out_.push_back(']');
  need_comma_ = true;
  return *this;
}

JsonText& JsonText::begin_object() {
  separate();
  out_.push_back('{');
  need_comma_ = false;
  return *this;
}

JsonText& JsonText::end_object() {
  out_.push_back('}');
  need_comma_ = true;
  return *this;
}

JsonText& JsonText::key(std::string_view name) {
  separate();
  append_json_string(out_, name);
  out_.push_back(':');
  need_comma_ = false;
  return *this;
}

JsonText& JsonText::string(std::string_view text) {
  separate();
  append_json_string(out_, text);
  need_comma_ = true;
  return *this;
}

JsonText& JsonText::number(std::int64_t value) {
  separate();
  out_ += std::to_string(value);
  need_comma_ = true;
  return *this;
}

JsonText& JsonText::boolean(bool value) {
  separate();
  out_ += value ? "true" : "false";
  need_comma_ = true;
  return *this;
}

JsonText& JsonText::null() {
  separate();
  out_ += "null";
  need_comma_ = true;
  return *this;
}

JsonText& JsonText::raw(std::string_view json) {
  separate();
  out_ += json;
  need_comma_ = true;
  return *this;
}

}  // namespace rockpool::rules
