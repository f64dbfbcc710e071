#pragma once
// A tournament request's reply, taken apart: its result, or its error's code. Either fails the test
// when the reply is the other kind. In a namespace of their own: other test files have helpers of
// these names, and the test files are compiled as one unit.

#include <doctest/doctest.h>

#include <string>

#include "tests/server/test_client.hpp"

namespace rockpool::tests::tournament_replies {

inline json result_of(const json& reply) {
  REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
  return reply["result"];
}

inline std::string error_of(const json& reply) {
  REQUIRE_MESSAGE(reply.contains("error"), reply.dump());
  return reply["error"]["code"].get<std::string>();
}

}  // namespace rockpool::tests::tournament_replies
