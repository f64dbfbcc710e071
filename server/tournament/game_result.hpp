#pragma once
// A finished match as one of its players saw it, as tournaments count it, and its words in the
// protocol's document and in the store's record.

#include <optional>
#include <string>

namespace rockpool::server {

enum class GameResult { win, draw, loss };

// The same match as the other player saw it.
constexpr GameResult reversed(GameResult result) {
  return result == GameResult::win    ? GameResult::loss
         : result == GameResult::loss ? GameResult::win
                                      : GameResult::draw;
}

// The document's result of a game, by its first player's: "1-0", "0-1" or "1/2-1/2".
inline const char* result_text(GameResult first_result) {
  return first_result == GameResult::win    ? "1-0"
         : first_result == GameResult::loss ? "0-1"
                                            : "1/2-1/2";
}

// The record's word for a result, and back.
inline const char* result_word(GameResult result) {
  return result == GameResult::win ? "win" : result == GameResult::loss ? "loss" : "draw";
}

inline std::optional<GameResult> result_of_word(const std::string& word) {
  if (word == "win") return GameResult::win;
  if (word == "loss") return GameResult::loss;
  if (word == "draw") return GameResult::draw;
  return std::nullopt;
}

}  // namespace rockpool::server
