#pragma once
// Errors are values returned to the caller, never exceptions or aborts: a bad action from a client
// is an everyday event, and the state it was aimed at stays exactly as it was.

#include <string>

namespace rockpool::rules {

// Namespaced codes; the protocol document lists them all.
namespace error_code {
inline constexpr const char* kMalformed = "action/malformed";  // not the game's notation
inline constexpr const char* kIllegal = "action/illegal";      // well formed, not allowed now
inline constexpr const char* kNotYourDecision = "action/not_your_decision";
inline constexpr const char* kMatchOver = "match/over";
inline constexpr const char* kUnknownOption = "options/unknown";
inline constexpr const char* kOptionType = "options/wrong_type";
inline constexpr const char* kOptionRange = "options/out_of_range";
inline constexpr const char* kUnknownGame = "game/unknown";
}  // namespace error_code

struct Error {
  std::string code;
  std::string message;
};

}  // namespace rockpool::rules
