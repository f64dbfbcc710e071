#pragma once
// The body of POST /api/games/<game>/practice, decoded and checked:
// {"options": {...}, "moves": ["N", {"seat": 1, "action": "e8"}, ...], "seat": 0 | 1}

#include <cstddef>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "rules/core/error.hpp"
#include "rules/core/game.hpp"

namespace rockpool::protocol {

// At most this many actions per request: enough for any example, and the work stays small.
inline constexpr std::size_t kMaxPracticeMoves = 200;

struct PracticeMove {
  std::optional<int> seat;  // none: the one seat that decides then
  std::string notation;
};

struct PracticeRequest {
  rules::OptionValues options;
  // A move that is neither form is left empty: it is refused when its turn comes, after the moves
  // before it are played (kBadMoveForm).
  std::vector<std::optional<PracticeMove>> moves;
  std::optional<int> seat;  // whose view; none: the seat that decides at the end
};

inline constexpr const char* kBadMoveForm =
    "a move is its notation or {\"seat\": 0 or 1, \"action\": notation}";

// A move as a request gives it: its notation, or {"seat": 0 or 1, "action": notation}; nothing
// when it is neither.
std::optional<PracticeMove> practice_move_of(const nlohmann::json& move);

// Why a practice request is refused: the error, and the index of the move it concerns.
struct PracticeRefusal {
  rules::Error error;
  std::optional<std::size_t> move;
};

std::variant<PracticeRequest, PracticeRefusal> decode_practice(const rules::Game& game,
                                                               std::string_view text);

// {"error":{"code":...,"message":...},"move":N?}
std::string practice_error_body(const PracticeRefusal& refusal);

}  // namespace rockpool::protocol
