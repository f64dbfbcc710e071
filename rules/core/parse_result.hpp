#pragma once
// What reading an action from notation gives, in every game: the action, or why the text is not
// one. The two errors every notation needs are written once, here.

#include <string>
#include <string_view>
#include <variant>

#include "rules/core/action.hpp"
#include "rules/core/error.hpp"

namespace rockpool::rules {

using ParseResult = std::variant<Action, Error>;

// action/malformed: "'<text>' is not <notation>", the text cut to 40 characters, where
// `notation` names the game's notation and shows its forms ("Prawns notation (e2-e3, ...)").
Error not_notation(std::string_view text, std::string_view notation);

// action/illegal with a sentence a player understands.
Error illegal(std::string message);
// action/illegal for an action the engine gives no reason for: "<notation> is not a legal action
// now".
Error not_legal_now(std::string_view notation);

}  // namespace rockpool::rules
