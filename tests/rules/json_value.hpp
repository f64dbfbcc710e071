#pragma once
// A small JSON reader for the rules tests, which build without a JSON library: it parses what the
// engines write (views, targets) strictly, as RFC 8259 and valid UTF-8, into values that tests
// index and compare. Objects compare as maps (member order aside), numbers by value.

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rockpool::tests {

class JsonValue {
 public:
  enum class Type { null, boolean, number, string, array, object };

  // The value of the whole text, or nothing when the text is not exactly one JSON value.
  static std::optional<JsonValue> parse(std::string_view text);

  Type type() const { return type_; }
  bool is_null() const { return type_ == Type::null; }
  bool is_array() const { return type_ == Type::array; }
  bool is_object() const { return type_ == Type::object; }

  // An object's member or an array's item; a null value when there is none.
  const JsonValue& operator[](std::string_view key) const;
  const JsonValue& operator[](std::size_t index) const;
  bool contains(std::string_view key) const;
  // Items of an array, members of an object; 0 for anything else.
  std::size_t size() const;
  bool empty() const { return size() == 0; }

  bool operator==(const JsonValue& other) const;
  bool operator==(bool value) const { return type_ == Type::boolean && boolean_ == value; }
  bool operator==(int value) const { return type_ == Type::number && number_ == value; }
  bool operator==(std::string_view value) const { return type_ == Type::string && text_ == value; }
  bool operator==(const char* value) const { return *this == std::string_view(value); }

  // Written back as compact JSON (for test messages).
  std::string dump() const;

 private:
  friend class JsonReader;

  Type type_ = Type::null;
  bool boolean_ = false;
  double number_ = 0;
  std::string text_;
  std::vector<JsonValue> items_;                            // an array's
  std::vector<std::pair<std::string, JsonValue>> members_;  // an object's, in text order
};

std::ostream& operator<<(std::ostream& out, const JsonValue& value);

// The value of a text the test knows to be JSON (an expected value); a broken text fails the test.
JsonValue json(std::string_view text);

}  // namespace rockpool::tests
