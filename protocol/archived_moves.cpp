#include "protocol/archived_moves.hpp"

#include <nlohmann/json.hpp>

#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

ArchivedMovesWriter::ArchivedMovesWriter(std::size_t moves) {
  text_.reserve(moves * 32 + 2);
  text_ += '[';
}

void ArchivedMovesWriter::add(int seat, std::string_view notation, std::int64_t at_ms,
                              std::string_view request_id) {
  if (text_.size() > 1) text_ += ',';
  rules::JsonText json(text_);
  json.begin_array().number(seat).string(notation).number(at_ms);
  json.string_or_null(request_id);
  json.end_array();
}

std::string ArchivedMovesWriter::text() && {
  text_ += ']';
  return std::move(text_);
}

std::optional<std::vector<ArchivedMove>> read_archived_moves(std::string_view text) {
  const nlohmann::json moves = nlohmann::json::parse(text, nullptr, false);
  if (!moves.is_array()) return std::nullopt;
  std::vector<ArchivedMove> out;
  out.reserve(moves.size());
  for (const nlohmann::json& move : moves) {
    if (!move.is_array() || move.size() != 4 || !move[0].is_number_integer() ||
        !move[1].is_string() || !move[2].is_number_integer() ||
        !(move[3].is_string() || move[3].is_null())) {
      return std::nullopt;
    }
    out.push_back({move[0].get<int>(), move[1].get<std::string>(), move[2].get<std::int64_t>(),
                   move[3].is_null() ? std::string() : move[3].get<std::string>()});
  }
  return out;
}

}  // namespace rockpool::protocol
