#pragma once
// A finished match as one of its players saw it, as tournaments count it.

namespace rockpool::server {

enum class GameResult { win, draw, loss };

// The same match as the other player saw it.
constexpr GameResult reversed(GameResult result) {
  return result == GameResult::win    ? GameResult::loss
         : result == GameResult::loss ? GameResult::win
                                      : GameResult::draw;
}

}  // namespace rockpool::server
