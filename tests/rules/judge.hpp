#pragma once
// The engines whose judge is complete (explain_illegal finds nothing wrong exactly with the legal
// actions) are held to it: their consistency tests ask, for every action code, whether the judge
// and the legal list agree.

#include <optional>
#include <string>

#include "rules/core/engine.hpp"

namespace rockpool::tests {

// Whether the judge agrees with the legal list on `code` in `position`, given check's answer
// (`refusal`): it finds nothing wrong with a listed action, and gives a reason of its own for one
// that is not listed (the refusal then carries it, rather than the base's sentence for an action
// the engine gives no reason for).
template <typename Position>
bool judged_as_listed(const Position& position, rules::Seat seat, rules::Action code,
                      const std::optional<rules::Error>& refusal, bool listed) {
  if (listed) return !explain_illegal(position, seat, code);
  static const std::string no_reason = rules::not_legal_now("").message;  // "<notation>" + this
  return refusal && !refusal->message.ends_with(no_reason);
}

}  // namespace rockpool::tests
