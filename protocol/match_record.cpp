#include "protocol/match_record.hpp"

#include <cstdint>
#include <ctime>
#include <sstream>

namespace rockpool::protocol {

std::string MatchRecord::header_value(std::string_view key) const {
  for (const auto& [name, value] : header) {
    if (name == key) return value;
  }
  return {};
}

std::string write_match_record(const MatchRecord& record) {
  std::string out;
  for (const auto& [key, value] : record.header)
    out += key + ": " + value + "\n";
  out += "\n";
  for (const auto& [seat, notation] : record.actions)
    out += std::to_string(seat) + " " + notation + "\n";
  return out;
}

std::optional<MatchRecord> parse_match_record(std::string_view text, std::string& error) {
  MatchRecord record;
  std::istringstream lines{std::string(text)};
  std::string line;
  int number = 0;
  bool in_header = true;
  while (std::getline(lines, line)) {
    ++number;
    // Every trailing CR: a line that keeps one would not read back the same once written.
    while (!line.empty() && line.back() == '\r')
      line.pop_back();
    if (in_header) {
      if (line.empty()) {
        in_header = false;
        continue;
      }
      const auto colon = line.find(": ");
      if (colon == std::string::npos || colon == 0) {
        error = "line " + std::to_string(number) + ": a header line is \"Key: value\"";
        return std::nullopt;
      }
      record.header.emplace_back(line.substr(0, colon), line.substr(colon + 2));
      continue;
    }
    if (line.empty()) continue;
    const auto space = line.find(' ');
    if (space != 1 || (line[0] != '0' && line[0] != '1') || space + 1 >= line.size()) {
      error = "line " + std::to_string(number) + ": an action line is \"<seat> <notation>\"";
      return std::nullopt;
    }
    record.actions.emplace_back(line[0] - '0', line.substr(space + 1));
  }
  if (record.header_value("Game").empty()) {
    error = "the record names no Game";
    return std::nullopt;
  }
  return record;
}

std::string iso_time(std::int64_t epoch_ms) {
  const std::time_t seconds = static_cast<std::time_t>(epoch_ms / 1000);
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return buffer;
}

}  // namespace rockpool::protocol
