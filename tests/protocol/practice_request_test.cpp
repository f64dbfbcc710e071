// A practice request's body decoded: its options resolved for the game, its moves in either form,
// and each refusal with its code (a move in neither form is kept to be refused at its turn).

#include "protocol/practice_request.hpp"

#include <doctest/doctest.h>

#include "protocol/error_codes.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::tests {
namespace {

const rules::Game& practice_fences() {
  return *rules::find_game("fences");
}

std::string practice_refusal(std::string_view text) {
  auto decoded = protocol::decode_practice(practice_fences(), text);
  const auto* refusal = std::get_if<protocol::PracticeRefusal>(&decoded);
  REQUIRE(refusal);
  return refusal->error.code;
}

TEST_CASE("practice request: options, moves in both forms and the seat to show") {
  auto decoded = protocol::decode_practice(
      practice_fences(),
      R"({"options":{"fences":3},"moves":["N",{"seat":1,"action":"S"},7],"seat":1})");
  const auto* request = std::get_if<protocol::PracticeRequest>(&decoded);
  REQUIRE(request);
  CHECK(request->options.get("fences") == 3);
  REQUIRE(request->moves.size() == 3);
  CHECK(request->moves[0]->notation == "N");
  CHECK_FALSE(request->moves[0]->seat);
  CHECK(request->moves[1]->seat == 1);
  CHECK_FALSE(request->moves[2]);  // neither form: refused when its turn comes
  CHECK(request->seat == 1);
}

TEST_CASE("practice request: a body that is no request is refused with its reason") {
  CHECK(practice_refusal("nope") == protocol::code::kInvalidJson);
  CHECK(practice_refusal("[]") == protocol::code::kNotAnObject);
  CHECK(practice_refusal(R"({"moves":"N"})") == protocol::code::kBadField);
  CHECK(practice_refusal(R"({"seat":2})") == protocol::code::kBadField);
  CHECK(practice_refusal(R"({"options":{"first":"me"}})") == rules::error_code::kOptionRange);
  CHECK(protocol::practice_error_body({{"action/illegal", "no"}, 4}) ==
        R"({"error":{"code":"action/illegal","message":"no"},"move":4})");
  CHECK(protocol::practice_error_body({{"request/bad_field", "seat: 0 or 1"}, std::nullopt}) ==
        R"({"error":{"code":"request/bad_field","message":"seat: 0 or 1"}})");
}

}  // namespace
}  // namespace rockpool::tests
