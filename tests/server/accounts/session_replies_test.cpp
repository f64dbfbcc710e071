// A session's remembered replies: the newest answers are kept in a ring, the oldest forgotten,
// a request in progress never; a repeat gets the one reply, never a second application.

#include <doctest/doctest.h>

#include <string>

#include "server/accounts/session.hpp"

namespace rockpool::tests {
namespace {

using server::Session;

server::Frame reply_text(const std::string& text) {
  return std::make_shared<const std::string>(text);
}

TEST_CASE("session replies: the newest answers are remembered, the oldest forgotten") {
  Session session("token", "public", "Ada");
  const std::size_t kept = Session::kRememberedReplies;
  for (std::size_t i = 0; i < kept + 3; ++i) {
    server::Frame earlier;
    const std::string id = std::to_string(i);
    REQUIRE(session.begin_request(id, nullptr, earlier) == Session::RequestState::fresh);
    CHECK(session.begin_request(id, nullptr, earlier) == Session::RequestState::pending);
    CHECK(session.finish_request(id, reply_text("reply " + id)).empty());
  }
  for (std::size_t i = 0; i < kept + 3; ++i) {
    server::Frame earlier;
    const std::string id = std::to_string(i);
    const auto state = session.begin_request(id, nullptr, earlier);
    if (i < 3) {
      CHECK(state == Session::RequestState::fresh);  // forgotten: the three oldest
    } else {
      REQUIRE(state == Session::RequestState::answered);
      CHECK(*earlier == "reply " + id);
    }
  }
}

TEST_CASE("session replies: a reply too large to keep is answered afresh") {
  Session session("token", "public", "Ada");
  server::Frame earlier;
  REQUIRE(session.begin_request("7", nullptr, earlier) == Session::RequestState::fresh);
  session.finish_request("7", reply_text(std::string(Session::kMaxRememberedBytes + 1, 'x')));
  CHECK(session.begin_request("7", nullptr, earlier) == Session::RequestState::fresh);
}

}  // namespace
}  // namespace rockpool::tests
