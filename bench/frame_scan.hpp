#pragma once
// A light reader for the server's frames on the load tool's hot path: the fields it needs from
// replies and patches, read in place without building a JSON tree. It relies on the layout the
// server writes (PatchBuilder's {"op":..,"path":..,"value":..}), which is this code base's own;
// snapshots and anything rarer go through a full JSON parser.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rockpool::bench {

// The string value of the first "key":"..." at or after `from` (no escapes expected), or empty.
std::string_view scan_string(std::string_view frame, std::string_view key, std::size_t from = 0);
// The integer value of the first "key":N at or after `from`.
std::optional<std::int64_t> scan_integer(std::string_view frame, std::string_view key,
                                         std::size_t from = 0);

struct PatchOperation {
  std::string_view op;     // add, remove, replace
  std::string path;        // JSON-unescaped
  std::string_view value;  // raw JSON text, empty for remove
};

// Calls `visit` for each operation of the "patch" array starting at or after `from`.
template <typename Visit>
void scan_patch(std::string_view frame, std::size_t from, Visit&& visit);

// The end of the JSON value starting at `start` (an object, array, string or scalar).
std::size_t skip_value(std::string_view text, std::size_t start);
// Reads a JSON string starting at the quote at `start` into `out`; returns the index after it.
std::size_t read_string(std::string_view text, std::size_t start, std::string& out);

template <typename Visit>
void scan_patch(std::string_view frame, std::size_t from, Visit&& visit) {
  std::size_t at = frame.find("\"patch\":[", from);
  if (at == std::string_view::npos) return;
  at += 9;
  PatchOperation operation;
  while (at < frame.size() && frame[at] != ']') {
    if (frame[at] == ',') ++at;
    // {"op":"X","path":"Y"[,"value":V]}
    const std::size_t op_start = frame.find("\"op\":\"", at) + 6;
    const std::size_t op_end = frame.find('"', op_start);
    operation.op = frame.substr(op_start, op_end - op_start);
    const std::size_t path_quote = frame.find("\"path\":", op_end) + 7;
    std::size_t after = read_string(frame, path_quote, operation.path);
    operation.value = {};
    if (frame.compare(after, 9, ",\"value\":") == 0) {
      const std::size_t value_start = after + 9;
      after = skip_value(frame, value_start);
      operation.value = frame.substr(value_start, after - value_start);
    }
    visit(operation);
    at = after + 1;  // past the operation's closing brace
  }
}

}  // namespace rockpool::bench
