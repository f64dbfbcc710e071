#include "tests/rules/json_value.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include "rules/core/json_text.hpp"

namespace rockpool::tests {

// A recursive-descent reader over the whole text; any departure from the grammar fails it.
class JsonReader {
 public:
  explicit JsonReader(std::string_view text) : text_(text) {}

  std::optional<JsonValue> document() {
    JsonValue value;
    if (!read_value(value, 0)) return std::nullopt;
    skip_space();
    if (at_ != text_.size()) return std::nullopt;
    return value;
  }

 private:
  static constexpr int kMaxDepth = 64;

  bool read_value(JsonValue& value, int depth) {
    skip_space();
    if (at_ >= text_.size() || depth > kMaxDepth) return false;
    switch (text_[at_]) {
      case '{':
        return read_object(value, depth);
      case '[':
        return read_array(value, depth);
      case '"':
        value.type_ = JsonValue::Type::string;
        return read_string(value.text_);
      case 't':
        value.type_ = JsonValue::Type::boolean;
        value.boolean_ = true;
        return literal("true");
      case 'f':
        value.type_ = JsonValue::Type::boolean;
        return literal("false");
      case 'n':
        return literal("null");
      default:
        value.type_ = JsonValue::Type::number;
        return read_number(value.number_);
    }
  }

  bool read_object(JsonValue& value, int depth) {
    value.type_ = JsonValue::Type::object;
    ++at_;
    skip_space();
    if (take('}')) return true;
    for (;;) {
      skip_space();
      std::string key;
      if (at_ >= text_.size() || text_[at_] != '"' || !read_string(key)) return false;
      skip_space();
      if (!take(':')) return false;
      JsonValue member;
      if (!read_value(member, depth + 1)) return false;
      value.members_.emplace_back(std::move(key), std::move(member));
      skip_space();
      if (take('}')) return true;
      if (!take(',')) return false;
    }
  }

  bool read_array(JsonValue& value, int depth) {
    value.type_ = JsonValue::Type::array;
    ++at_;
    skip_space();
    if (take(']')) return true;
    for (;;) {
      JsonValue item;
      if (!read_value(item, depth + 1)) return false;
      value.items_.push_back(std::move(item));
      skip_space();
      if (take(']')) return true;
      if (!take(',')) return false;
    }
  }

  // A quoted string, escapes decoded; raw bytes must be valid UTF-8 and not control characters.
  bool read_string(std::string& out) {
    ++at_;
    while (at_ < text_.size()) {
      const auto c = static_cast<unsigned char>(text_[at_]);
      if (c == '"') {
        ++at_;
        return true;
      }
      if (c < 0x20) return false;
      if (c == '\\') {
        if (!read_escape(out)) return false;
        continue;
      }
      if (c < 0x80) {
        out.push_back(static_cast<char>(c));
        ++at_;
        continue;
      }
      const std::size_t length = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
      const std::string_view bytes = text_.substr(at_, length);
      std::string valid;
      rules::append_json_string(valid, bytes);  // replaces invalid UTF-8 with U+FFFD
      if (valid.substr(1, valid.size() - 2) != bytes) return false;
      out += bytes;
      at_ += length;
    }
    return false;
  }

  bool read_escape(std::string& out) {
    if (++at_ >= text_.size()) return false;
    const char c = text_[at_++];
    switch (c) {
      case '"':
      case '\\':
      case '/':
        out.push_back(c);
        return true;
      case 'b':
        out.push_back('\b');
        return true;
      case 'f':
        out.push_back('\f');
        return true;
      case 'n':
        out.push_back('\n');
        return true;
      case 'r':
        out.push_back('\r');
        return true;
      case 't':
        out.push_back('\t');
        return true;
      case 'u':
        break;
      default:
        return false;
    }
    std::uint32_t code = 0;
    if (!hex4(code)) return false;
    if (code >= 0xd800 && code < 0xdc00) {  // a high surrogate: its low half must follow
      std::uint32_t low = 0;
      if (!take('\\') || !take('u') || !hex4(low) || low < 0xdc00 || low >= 0xe000) return false;
      code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
    } else if (code >= 0xdc00 && code < 0xe000) {
      return false;
    }
    append_utf8(code, out);
    return true;
  }

  bool hex4(std::uint32_t& code) {
    if (at_ + 4 > text_.size()) return false;
    for (int i = 0; i < 4; ++i) {
      const char c = text_[at_++];
      const int digit = c >= '0' && c <= '9'   ? c - '0'
                        : c >= 'a' && c <= 'f' ? c - 'a' + 10
                        : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                               : -1;
      if (digit < 0) return false;
      code = code * 16 + static_cast<std::uint32_t>(digit);
    }
    return true;
  }

  static void append_utf8(std::uint32_t code, std::string& out) {
    const auto byte = [&out](std::uint32_t b) { out.push_back(static_cast<char>(b)); };
    if (code < 0x80) {
      byte(code);
    } else if (code < 0x800) {
      byte(0xc0 | code >> 6);
      byte(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      byte(0xe0 | code >> 12);
      byte(0x80 | ((code >> 6) & 0x3f));
      byte(0x80 | (code & 0x3f));
    } else {
      byte(0xf0 | code >> 18);
      byte(0x80 | ((code >> 12) & 0x3f));
      byte(0x80 | ((code >> 6) & 0x3f));
      byte(0x80 | (code & 0x3f));
    }
  }

  // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
  bool read_number(double& number) {
    const std::size_t start = at_;
    take('-');
    if (take('0')) {
    } else if (!digits()) {
      return false;
    }
    if (take('.') && !digits()) return false;
    if (take('e') || take('E')) {
      if (!take('+')) take('-');
      if (!digits()) return false;
    }
    number = std::strtod(std::string(text_.substr(start, at_ - start)).c_str(), nullptr);
    return true;
  }

  bool digits() {
    const std::size_t start = at_;
    while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9')
      ++at_;
    return at_ > start;
  }

  bool literal(std::string_view word) {
    if (text_.substr(at_, word.size()) != word) return false;
    at_ += word.size();
    return true;
  }

  bool take(char c) {
    if (at_ < text_.size() && text_[at_] == c) {
      ++at_;
      return true;
    }
    return false;
  }

  void skip_space() {
    while (at_ < text_.size() &&
           (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r')) {
      ++at_;
    }
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

std::optional<JsonValue> JsonValue::parse(std::string_view text) {
  return JsonReader(text).document();
}

const JsonValue& JsonValue::operator[](std::string_view key) const {
  static const JsonValue none;
  for (const auto& [name, value] : members_) {
    if (name == key) return value;
  }
  return none;
}

const JsonValue& JsonValue::operator[](std::size_t index) const {
  static const JsonValue none;
  return index < items_.size() ? items_[index] : none;
}

bool JsonValue::contains(std::string_view key) const {
  return std::any_of(members_.begin(), members_.end(),
                     [key](const auto& member) { return member.first == key; });
}

std::size_t JsonValue::size() const {
  return type_ == Type::array ? items_.size() : type_ == Type::object ? members_.size() : 0;
}

bool JsonValue::operator==(const JsonValue& other) const {
  if (type_ != other.type_) return false;
  switch (type_) {
    case Type::null:
      return true;
    case Type::boolean:
      return boolean_ == other.boolean_;
    case Type::number:
      return number_ == other.number_;
    case Type::string:
      return text_ == other.text_;
    case Type::array:
      return items_ == other.items_;
    case Type::object:
      return members_.size() == other.members_.size() &&
             std::all_of(members_.begin(), members_.end(), [&other](const auto& member) {
               return other.contains(member.first) && other[member.first] == member.second;
             });
  }
  return false;
}

std::string JsonValue::dump() const {
  std::string out;
  switch (type_) {
    case Type::null:
      return "null";
    case Type::boolean:
      return boolean_ ? "true" : "false";
    case Type::number: {
      const double whole = std::trunc(number_);
      return whole == number_ ? std::to_string(static_cast<long long>(whole))
                              : std::to_string(number_);
    }
    case Type::string:
      rules::append_json_string(out, text_);
      return out;
    case Type::array:
      out = "[";
      for (std::size_t i = 0; i < items_.size(); ++i)
        out += (i ? "," : "") + items_[i].dump();
      return out + "]";
    case Type::object:
      out = "{";
      for (std::size_t i = 0; i < members_.size(); ++i) {
        if (i) out += ",";
        rules::append_json_string(out, members_[i].first);
        out += ":" + members_[i].second.dump();
      }
      return out + "}";
  }
  return out;
}

std::ostream& operator<<(std::ostream& out, const JsonValue& value) {
  return out << value.dump();
}

JsonValue json(std::string_view text) {
  auto value = JsonValue::parse(text);
  REQUIRE_MESSAGE(value.has_value(), "not JSON: " << text);
  return *value;
}

}  // namespace rockpool::tests
