#include "rules/core/json_text.hpp"

namespace rockpool::rules {

namespace {

// The length of the valid UTF-8 sequence starting at `text[i]`, or 0 if it is not valid.
std::size_t utf8_sequence(std::string_view text, std::size_t i) {
  const auto at = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = at(i);
  std::size_t length = 0;
  unsigned char min_second = 0x80, max_second = 0xBF;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) min_second = 0xA0;  // no overlong forms
    if (lead == 0xED) max_second = 0x9F;  // no surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) min_second = 0x90;
    if (lead == 0xF4) max_second = 0x8F;  // nothing above U+10FFFF
  } else {
    return 0;
  }
  if (i + length > text.size()) return 0;
  if (at(i + 1) < min_second || at(i + 1) > max_second) return 0;
  for (std::size_t k = 2; k < length; ++k) {
    if ((at(i + k) & 0xC0) != 0x80) return 0;
  }
  return length;
}

}  // namespace

void append_json_string(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  out.push_back('"');
  std::size_t run = 0;  // start of the plain bytes not yet copied
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x80 && c != '"' && c != '\\') continue;
    out.append(text, run, i - run);
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(c);
    } else if (byte < 0x20) {
      out += "\\u00";
      out.push_back(kHex[byte >> 4]);
      out.push_back(kHex[byte & 15]);
    } else if (const std::size_t length = utf8_sequence(text, i)) {
      out.append(text, i, length);
      i += length - 1;
    } else {
      out += "\xEF\xBF\xBD";  // U+FFFD: the output is always valid UTF-8
    }
    run = i + 1;
  }
  out.append(text, run, text.size() - run);
  out.push_back('"');
}

void JsonText::separate() {
  if (need_comma_) out_.push_back(',');
}

JsonText& JsonText::open(char bracket) {
  separate();
  out_.push_back(bracket);
  need_comma_ = false;
  return *this;
}

JsonText& JsonText::close(char bracket) {
  out_.push_back(bracket);
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

JsonText& JsonText::raw(std::string_view json) {
  separate();
  out_ += json;
  need_comma_ = true;
  return *this;
}

}  // namespace rockpool::rules
