#include "rules/core/parse_result.hpp"

namespace rockpool::rules {

Error not_notation(std::string_view text, std::string_view notation) {
  std::string message = "'";
  message += text.substr(0, 40);
  message += "' is not ";
  message += notation;
  return {error_code::kMalformed, std::move(message)};
}

Error illegal(std::string message) {
  return {error_code::kIllegal, std::move(message)};
}

Error not_legal_now(std::string_view notation) {
  return illegal(std::string(notation) + " is not a legal action now");
}

}  // namespace rockpool::rules
