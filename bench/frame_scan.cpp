#include "bench/frame_scan.hpp"

#include <charconv>

namespace rockpool::bench {

std::string_view scan_string(std::string_view frame, std::string_view key, std::size_t from) {
  std::string pattern = "\"";
  pattern += key;
  pattern += "\":\"";
  const std::size_t at = frame.find(pattern, from);
  if (at == std::string_view::npos) return {};
  const std::size_t start = at + pattern.size();
  return frame.substr(start, frame.find('"', start) - start);
}

std::optional<std::int64_t> scan_integer(std::string_view frame, std::string_view key,
                                         std::size_t from) {
  std::string pattern = "\"";
  pattern += key;
  pattern += "\":";
  const std::size_t at = frame.find(pattern, from);
  if (at == std::string_view::npos) return std::nullopt;
  std::int64_t value = 0;
  const char* start = frame.data() + at + pattern.size();
  auto [end, ec] = std::from_chars(start, frame.data() + frame.size(), value);
  if (ec != std::errc()) return std::nullopt;
  return value;
}

std::size_t read_string(std::string_view text, std::size_t start, std::string& out) {
  out.clear();
  std::size_t i = start + 1;
  while (i < text.size() && text[i] != '"') {
    if (text[i] == '\\' && i + 1 < text.size()) {
      ++i;  // the server escapes only quotes, backslashes and control characters
    }
    out.push_back(text[i++]);
  }
  return i + 1;
}

std::size_t skip_value(std::string_view text, std::size_t start) {
  if (start >= text.size()) return start;
  if (text[start] == '"') {
    std::size_t i = start + 1;
    while (i < text.size() && text[i] != '"')
      i += text[i] == '\\' ? 2 : 1;
    return i + 1;
  }
  if (text[start] == '{' || text[start] == '[') {
    int depth = 0;
    for (std::size_t i = start; i < text.size(); ++i) {
      const char c = text[i];
      if (c == '"') {
        i = skip_value(text, i) - 1;
      } else if (c == '{' || c == '[') {
        ++depth;
      } else if (c == '}' || c == ']') {
        if (--depth == 0) return i + 1;
      }
    }
    return text.size();
  }
  std::size_t i = start;
  while (i < text.size() && text[i] != ',' && text[i] != '}' && text[i] != ']')
    ++i;
  return i;
}

}  // namespace rockpool::bench
