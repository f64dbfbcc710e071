#include "protocol/display_name.hpp"

#include <utf8proc.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "protocol/error_codes.hpp"

namespace rockpool::protocol {

namespace {

constexpr std::size_t kMaxCodePoints = 24;

// Characters that draw nothing but are letters or symbols, not format characters: the Hangul
// fillers and the blank Braille pattern. A name made of them would look empty.
constexpr std::array<utf8proc_int32_t, 5> kBlanks = {0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800};

// What the bot is called, and what would pass for it.
constexpr std::array<std::string_view, 2> kBotNames = {"rockbot", "bot"};

rules::Error bad_name(std::string message) {
  return {code::kBadName, std::move(message)};
}

std::string code_point_label(utf8proc_int32_t code_point) {
  std::array<char, 16> label{};
  std::snprintf(label.data(), label.size(), "U+%04X", static_cast<unsigned>(code_point));
  return label.data();
}

// Calls `visit(code_point)` for each code point; false if the text is not valid UTF-8.
template <typename Visit>
bool each_code_point(std::string_view text, Visit visit) {
  const auto* bytes = reinterpret_cast<const utf8proc_uint8_t*>(text.data());
  std::size_t at = 0;
  while (at < text.size()) {
    utf8proc_int32_t code_point = 0;
    const auto read =
        utf8proc_iterate(bytes + at, static_cast<utf8proc_ssize_t>(text.size() - at), &code_point);
    if (read <= 0 || code_point < 0) return false;
    visit(code_point);
    at += static_cast<std::size_t>(read);
  }
  return true;
}

// Why a code point may not stand in a name, or nothing.
std::optional<std::string> refuse_code_point(utf8proc_int32_t code_point) {
  const std::string label = code_point_label(code_point);
  switch (utf8proc_category(code_point)) {
    case UTF8PROC_CATEGORY_CC:
      return "a name may not hold control characters (" + label + ")";
    case UTF8PROC_CATEGORY_CF:
      return "a name may not hold invisible formatting characters (" + label + ")";
    case UTF8PROC_CATEGORY_CO:
      return "a name may not hold private-use characters (" + label + ")";
    case UTF8PROC_CATEGORY_CS:
      return "a name may not hold surrogates (" + label + ")";
    case UTF8PROC_CATEGORY_CN:
      return "a name may not hold unassigned characters (" + label + ")";
    case UTF8PROC_CATEGORY_ZL:
    case UTF8PROC_CATEGORY_ZP:
      return "a name may not hold line or paragraph separators (" + label + ")";
    case UTF8PROC_CATEGORY_ZS:
      if (code_point != ' ') {
        return "a name may hold no space but the plain one (" + label + ")";
      }
      break;
    default:
      break;
  }
  if (utf8proc_get_property(code_point)->ignorable) {
    return "a name may not hold invisible characters (" + label + ")";
  }
  for (auto blank : kBlanks) {
    if (code_point == blank) return "a name may not hold blank characters (" + label + ")";
  }
  if (code_point < 0x80 &&
      std::string_view("<>&\"'`").find(static_cast<char>(code_point)) != std::string_view::npos) {
    return "a name may not hold < > & \" ' or `";
  }
  return std::nullopt;
}

bool letter_or_digit(utf8proc_int32_t code_point) {
  const auto category = utf8proc_category(code_point);
  return (category >= UTF8PROC_CATEGORY_LU && category <= UTF8PROC_CATEGORY_LO) ||
         category == UTF8PROC_CATEGORY_ND;
}

bool reserved(std::string_view name) {
  const std::string folded = fold_display_name(name);
  std::string skeleton;
  each_code_point(folded, [&](utf8proc_int32_t code_point) {
    if (!letter_or_digit(code_point)) return;
    std::array<utf8proc_uint8_t, 4> bytes{};
    const auto size = utf8proc_encode_char(code_point, bytes.data());
    skeleton.append(reinterpret_cast<const char*>(bytes.data()), static_cast<std::size_t>(size));
  });
  for (auto word : kBotNames) {
    if (skeleton == word) return true;
  }
  return false;
}

}  // namespace

std::optional<rules::Error> check_name_text(std::string_view name, std::size_t max_code_points) {
  std::size_t length = 0;
  std::optional<std::string> refused;
  bool space_before = false, two_spaces = false;
  const bool valid = each_code_point(name, [&](utf8proc_int32_t code_point) {
    ++length;
    if (!refused) refused = refuse_code_point(code_point);
    two_spaces |= space_before && code_point == ' ';
    space_before = code_point == ' ';
  });
  if (!valid) return bad_name("a name must be valid UTF-8");
  if (length < 1 || length > max_code_points) {
    return bad_name("a name has 1 to " + std::to_string(max_code_points) + " characters");
  }
  if (refused) return bad_name(*refused);
  if (name.front() == ' ' || name.back() == ' ') {
    return bad_name("a name may not start or end with a space");
  }
  if (two_spaces) return bad_name("a name may not hold two spaces in a row");
  return std::nullopt;
}

std::optional<rules::Error> check_display_name(std::string_view name) {
  if (auto error = check_name_text(name, kMaxCodePoints)) return error;
  if (reserved(name)) return bad_name("that name is reserved");
  return std::nullopt;
}

std::string fold_display_name(std::string_view name) {
  utf8proc_uint8_t* folded = nullptr;
  const auto options = static_cast<utf8proc_option_t>(
      UTF8PROC_STABLE | UTF8PROC_COMPAT | UTF8PROC_COMPOSE | UTF8PROC_CASEFOLD | UTF8PROC_IGNORE);
  const auto size = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(name.data()),
                                 static_cast<utf8proc_ssize_t>(name.size()), &folded, options);
  if (size < 0) return std::string(name);
  const std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> owned(folded, &std::free);
  return std::string(reinterpret_cast<const char*>(folded), static_cast<std::size_t>(size));
}

}  // namespace rockpool::protocol
