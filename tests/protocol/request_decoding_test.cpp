// Requests decoded once, as their frame is read: each kind's typed fields, or the first wrong
// field's error in `invalid`.

#include <doctest/doctest.h>

#include <string>

#include "protocol/error_codes.hpp"
#include "protocol/request.hpp"

namespace rockpool::tests {
namespace {

using protocol::parse_request;
using protocol::Request;

Request decoded_request(const std::string& frame) {
  auto parsed = parse_request(frame);
  REQUIRE(parsed.request);
  return *parsed.request;
}

rules::Error decoding_error(const std::string& frame) {
  const Request request = decoded_request(frame);
  REQUIRE(request.invalid);
  return *request.invalid;
}

std::string decoding_refusal(const std::string& frame) {
  return decoding_error(frame).code;
}

template <typename Fields>
Fields decoded_fields(const std::string& frame) {
  const Request request = decoded_request(frame);
  REQUIRE_FALSE(request.invalid);
  return std::get<Fields>(request.body);
}

// "code: message"
std::string refusal_text(const std::string& frame) {
  const rules::Error error = decoding_error(frame);
  return error.code + ": " + error.message;
}

TEST_CASE("request decoding: a room is named by invite code, by id, or by its match's id") {
  const Request by_code =
      decoded_request(R"({"type":"room.join","id":1,"code":"K3y","room":"r9"})");
  const auto& join = std::get<protocol::RoomJoinFields>(by_code.body);
  CHECK(join.address.code == "K3y");
  CHECK(join.as_player);
  const Request by_match = decoded_request(R"({"type":"match.sync","id":2,"match":"Ab3dE9xq.12"})");
  CHECK(protocol::room_address(by_match.body)->room == "Ab3dE9xq");
  CHECK(protocol::match_named(by_match.body) == "Ab3dE9xq.12");
  const Request by_room =
      decoded_request(R"({"type":"match.resign","id":3,"room":"other","match":"Ab3dE9xq.1"})");
  CHECK(protocol::room_address(by_room.body)->room == "other");
  CHECK(protocol::room_address(decoded_request(R"({"type":"ping","id":4})").body) == nullptr);

  const Request nameless = decoded_request(R"({"type":"room.leave","id":5})");
  REQUIRE(nameless.invalid);
  CHECK(nameless.invalid->code == protocol::code::kMissingField);
  CHECK(nameless.invalid->message ==
        "give field 'room' (a public room's id) or 'code' (an invite code)");
}

TEST_CASE("request decoding: each kind's own fields are checked in the frame") {
  CHECK(decoding_refusal(R"({"type":"room.join","id":1,"room":"r","as":"referee"})") ==
        protocol::code::kBadField);
  CHECK(decoding_refusal(R"({"type":"match.action","id":1,"match":"r.1","action":"N"})") ==
        protocol::code::kMissingField);
  CHECK(decoding_refusal(
            R"({"type":"match.action","id":1,"match":"r.1","version":-1,"action":"N"})") ==
        protocol::code::kBadField);
  CHECK(decoding_refusal(R"({"type":"match.answer_draw","id":1,"match":"r.1","accept":"yes"})") ==
        protocol::code::kBadField);
  CHECK(decoding_refusal(R"({"type":"chat.send","id":1,"room":"r","text":7})") ==
        protocol::code::kBadField);
  CHECK(decoding_refusal(R"({"type":"account.login","id":1,"username":"ada"})") ==
        protocol::code::kMissingField);
  CHECK(decoding_refusal(R"({"type":"hello","id":1,"protocol":2})") ==
        protocol::code::kUnsupportedProtocol);
  CHECK(decoding_refusal(R"({"type":"hello","id":1,"name":"  "})") == protocol::code::kBadName);
  CHECK(decoding_refusal(R"({"type":"lobby.subscribe","id":1,"game":"chess"})") ==
        protocol::code::kUnknownGame);
  CHECK(decoding_refusal(R"({"type":"push.subscribe","id":1,"endpoint":"https://p.example/1"})") ==
        protocol::code::kMissingField);
  CHECK(decoding_refusal(R"({"type":"tournament.join","id":1})") == protocol::code::kMissingField);
  // A chat line's length is the server's setting: any string is decoded.
  const Request chat = decoded_request(R"({"type":"chat.send","id":1,"room":"r","text":")" +
                                       std::string(20000, 'a') + R"("})");
  CHECK_FALSE(chat.invalid);
  CHECK(std::get<protocol::ChatFields>(chat.body).text.size() == 20000);
}

TEST_CASE("request decoding: room.create's settings, with their defaults") {
  const Request plain = decoded_request(R"({"type":"room.create","id":1,"game":"fences"})");
  REQUIRE_FALSE(plain.invalid);
  const auto& room = std::get<protocol::RoomCreateFields>(plain.body);
  CHECK(room.pace.game->info().id == "fences");
  CHECK(room.is_public);
  CHECK_FALSE(room.against_bot);
  CHECK(room.bot_level == 0);
  CHECK_FALSE(room.pace.clock);
  CHECK(room.pace.first == protocol::FirstSeat::random);

  const Request bot = decoded_request(
      R"({"type":"room.create","id":2,"game":"fences","opponent":"bot","bot_level":2,)"
      R"("clock":{"initial_s":60,"increment_s":1},"first":"host","public":false})");
  REQUIRE_FALSE(bot.invalid);
  const auto& against = std::get<protocol::RoomCreateFields>(bot.body);
  CHECK(against.against_bot);
  CHECK(against.bot_level == 2);
  CHECK(against.pace.clock->initial_ms == 60000);
  CHECK(against.pace.clock->increment_ms == 1000);
  CHECK(against.pace.first == protocol::FirstSeat::host);
  CHECK_FALSE(against.is_public);

  CHECK(decoding_refusal(
            R"({"type":"room.create","id":3,"game":"fences","opponent":"bot","rated":true})") ==
        protocol::code::kBadField);
  CHECK(decoding_refusal(R"({"type":"room.create","id":4,"game":"fences","days_per_move":4})") ==
        protocol::code::kBadDaysPerMove);
  CHECK(decoding_refusal(R"({"type":"room.create","id":5,"game":"fences","days_per_move":3,)"
                         R"("clock":{"initial_s":60}})") == protocol::code::kBadDaysPerMove);
  CHECK(decoding_refusal(R"({"type":"room.create","id":6,"game":"fences","first":"host",)"
                         R"("options":{"first":"guest"}})") == protocol::code::kBadField);
}

TEST_CASE("request decoding: tournament.create needs a pace, and an Arena a duration") {
  const Request robin = decoded_request(
      R"({"type":"tournament.create","id":1,"game":"fences","clock":{"initial_s":120}})");
  REQUIRE_FALSE(robin.invalid);
  const auto& fields = std::get<protocol::TournamentCreateFields>(robin.body);
  CHECK_FALSE(fields.arena);
  CHECK(fields.max_players == protocol::kRoundRobinMaxPlayers);
  CHECK(fields.name.empty());
  CHECK(decoding_refusal(R"({"type":"tournament.create","id":2,"game":"fences"})") ==
        protocol::code::kTournamentNeedsPace);
  CHECK(decoding_refusal(R"({"type":"tournament.create","id":3,"game":"fences","format":"arena",)"
                         R"("clock":{"initial_s":60}})") == protocol::code::kBadField);
  CHECK(decoding_refusal(R"({"type":"tournament.create","id":4,"game":"fences","format":"arena",)"
                         R"("minutes":30,"days_per_move":1})") ==
        protocol::code::kTournamentArenaLive);
  const Request arena =
      decoded_request(R"({"type":"tournament.create","id":5,"game":"fences","format":"arena",)"
                      R"("minutes":30,"clock":{"initial_s":60},"max_players":2})");
  REQUIRE_FALSE(arena.invalid);
  CHECK(std::get<protocol::TournamentCreateFields>(arena.body).minutes == 30);
  CHECK(std::get<protocol::TournamentCreateFields>(arena.body).max_players == 2);
}

TEST_CASE("request decoding: a field naming one of two words, the first when absent or null") {
  CHECK(decoded_fields<protocol::RoomJoinFields>(
            R"({"type":"room.join","id":1,"room":"r","as":null})")
            .as_player);
  CHECK_FALSE(decoded_fields<protocol::RoomJoinFields>(
                  R"({"type":"room.join","id":1,"room":"r","as":"spectator"})")
                  .as_player);
  CHECK(decoded_fields<protocol::RoomCreateFields>(
            R"({"type":"room.create","id":1,"game":"fences","opponent":"bot"})")
            .against_bot);
  CHECK_FALSE(decoded_fields<protocol::RoomCreateFields>(
                  R"({"type":"room.create","id":1,"game":"fences","opponent":"human"})")
                  .against_bot);
  CHECK_FALSE(decoded_fields<protocol::TournamentCreateFields>(
                  R"({"type":"tournament.create","id":1,"game":"fences","format":"round_robin",)"
                  R"("clock":{"initial_s":60}})")
                  .arena);

  CHECK(refusal_text(R"({"type":"room.join","id":1,"room":"r","as":"referee"})") ==
        "request/bad_field: field 'as' must be player or spectator");
  CHECK(refusal_text(R"({"type":"room.join","id":1,"room":"r","as":1})") ==
        "request/bad_field: field 'as' must be a string of at most 16 characters");
  CHECK(refusal_text(R"({"type":"room.create","id":1,"game":"fences","opponent":"robot"})") ==
        "request/bad_field: field 'opponent' must be human or bot");
  CHECK(refusal_text(R"({"type":"room.create","id":1,"opponent":"a-human-opponent!"})") ==
        "request/bad_field: field 'opponent' must be a string of at most 16 characters");
  CHECK(refusal_text(R"({"type":"tournament.create","id":1,"game":"fences","format":"swiss"})") ==
        "request/bad_field: field 'format' must be round_robin or arena");
  CHECK(refusal_text(R"({"type":"tournament.create","id":1,"format":")" + std::string(33, 'a') +
                     R"("})") ==
        "request/bad_field: field 'format' must be a string of at most 32 characters");
}

TEST_CASE("request decoding: the account requests' strings, checked in order") {
  const auto reset = decoded_fields<protocol::PasswordResetFields>(
      R"({"type":"account.reset","id":1,"username":"ada","code":"c0de","new_password":"pw2"})");
  CHECK(reset.username == "ada");
  CHECK(reset.code == "c0de");
  CHECK(reset.new_password == "pw2");
  const auto login = decoded_fields<protocol::CredentialsFields>(
      R"({"type":"account.login","id":1,"username":"ada","password":"pw"})");
  CHECK(login.username == "ada");
  CHECK(login.password == "pw");
  const auto change = decoded_fields<protocol::PasswordChangeFields>(
      R"({"type":"account.password","id":1,"password":"pw","new_password":"pw2"})");
  CHECK(change.password == "pw");
  CHECK(change.new_password == "pw2");
  CHECK(decoded_fields<protocol::LogoutFields>(R"({"type":"account.logout","id":1,"token":"t"})")
            .token == "t");
  CHECK(decoded_fields<protocol::RevokeFields>(R"({"type":"account.revoke","id":1,"session":"s"})")
            .session == "s");
  CHECK(std::holds_alternative<protocol::NoFields>(
      decoded_request(R"({"type":"account.sessions","id":1})").body));

  // The first wrong field is the one named, in each request's order.
  CHECK(refusal_text(R"({"type":"account.reset","id":1,"username":"ada","new_password":7})") ==
        "request/missing_field: field 'code' is required");
  CHECK(refusal_text(R"({"type":"account.claim","id":1,"password":"pw"})") ==
        "request/missing_field: field 'username' is required");
  CHECK(refusal_text(R"({"type":"account.password","id":1,"password":"pw","new_password":")" +
                     std::string(257, 'p') + R"("})") ==
        "request/bad_field: field 'new_password' must be a string of at most 256 characters");
  CHECK(refusal_text(R"({"type":"account.revoke","id":1,"session":")" + std::string(33, 's') +
                     R"("})") ==
        "request/bad_field: field 'session' must be a string of at most 32 characters");
  CHECK(refusal_text(R"({"type":"account.logout","id":1,"token":null})") ==
        "request/missing_field: field 'token' is required");
}

}  // namespace
}  // namespace rockpool::tests
