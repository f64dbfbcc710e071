#include "tests/server/net/random_request_maker.hpp"

namespace rockpool::tests {

RandomRequestMaker::RandomRequestMaker(std::uint32_t seed, json games)
    : random_(seed), games_(std::move(games)) {}

json RandomRequestMaker::request(const KnownIds& known, const std::string& name,
                                 const std::map<std::string, MatchView>& views) {
  const auto kind = below(100);
  if (kind < 12) return room_create();
  if (kind < 26) return room_join(known);
  if (kind < 30) return {{"type", "room.leave"}, {"room", one_of(known.rooms, known)}};
  if (kind < 60) return action(known, views);
  if (kind < 70) return match_request(known, views);
  if (kind < 76) {
    return {{"type", "chat.send"}, {"room", one_of(known.rooms, known)}, {"text", text()}};
  }
  if (kind < 82) {
    json request = {{"type", below(4) ? "lobby.subscribe" : "lobby.unsubscribe"}};
    if (below(2) == 0) request["game"] = below(8) ? pick(games_)["id"] : json("go");
    return request;
  }
  if (kind < 88) {
    if (below(2) == 0) return {{"type", "seek.cancel"}};
    return {{"type", "seek"},
            {"game", pick(games_)["id"]},
            {"clock", {{"initial_s", 60}, {"increment_s", 0}}}};
  }
  if (kind < 90) return {{"type", "turns.list"}};
  if (kind < 93) return account_request(known);
  if (kind < 94) return {{"type", "hello"}, {"protocol", 1}, {"name", name}};
  if (kind < 98) return tournament_request(known);
  return {{"type", "ping"}};
}

void RandomRequestMaker::mutate(json& request, const KnownIds& known) {
  std::vector<std::string> fields;
  for (const auto& field : request.items()) {
    if (field.key() != "type") fields.push_back(field.key());
  }
  const auto how = below(3);
  if (how == 0 && !fields.empty()) {
    request.erase(pick(fields));
  } else if (how == 1 && !fields.empty()) {
    request[pick(fields)] = value(known);
  } else {
    request[text()] = value(known);
  }
}

std::string RandomRequestMaker::broken_frame() {
  static const std::vector<std::string> frames = {
      "{not json",
      "[1,2,3]",
      "\"hello\"",
      "{}",
      R"({"type":"ping","id":{"a":1}})",
      R"({"type":"ping","id":1,"id":2})",
      std::string(200, '[') + std::string(200, ']'),
      R"({"type":"match.action","id":[],"match":"x"})",
      R"({"type":"ping","id":")" + std::string(65, 'x') + "\"}"};
  return pick(frames);
}

json RandomRequestMaker::value(const KnownIds& known, int depth) {
  switch (below(depth > 1 ? 7 : 9)) {
    case 0:
      return nullptr;
    case 1:
      return below(2) == 0;
    case 2:
      return static_cast<std::int64_t>(below(20)) - 3;
    case 3:
      return pick(std::vector<json>{json(9223372036854775807LL), json(18446744073709551615ULL),
                                    json(-9223372036854775807LL - 1), json(1.5), json(1e300)});
    case 4:
      return text();
    case 5:
      return known_id(known);
    case 6:
      return std::string(below(2) ? 70 : 3000, 'x');
    case 7: {
      json array = json::array();
      for (std::size_t i = below(4); i > 0; --i)
        array.push_back(value(known, depth + 1));
      return array;
    }
    default: {
      json object = json::object();
      for (std::size_t i = below(4); i > 0; --i)
        object[text()] = value(known, depth + 1);
      return object;
    }
  }
}

std::string RandomRequestMaker::text() {
  static const std::vector<std::string> texts = {"",
                                                 " ",
                                                 "a",
                                                 "fences",
                                                 "player",
                                                 "spectator",
                                                 "host",
                                                 "guest",
                                                 "random",
                                                 "bot",
                                                 "human",
                                                 "N",
                                                 "e2",
                                                 "d7-",
                                                 "\xC3\xA9\xE6\xBC\xA2\xF0\x9F\x99\x82",
                                                 "<b>&amp;",
                                                 std::string("nul\0byte", 8),
                                                 "\x01\x7F",
                                                 "Rockbot",
                                                 "../../etc/passwd",
                                                 "null",
                                                 "{}"};
  return pick(texts);
}

std::string RandomRequestMaker::known_id(const KnownIds& known) {
  std::vector<std::string> ids;
  for (const auto* kind : {&known.rooms, &known.codes, &known.matches})
    ids.insert(ids.end(), kind->begin(), kind->end());
  return ids.empty() ? "Ab3dE9xq" : pick(ids);
}

std::string RandomRequestMaker::one_of(const std::set<std::string>& ids, const KnownIds& known) {
  return ids.empty() ? known_id(known) : pick(ids);
}

json RandomRequestMaker::options(const json& game) {
  json options = json::object();
  for (const auto& option : game["options"]) {
    if (below(2) == 0) continue;
    const std::string type = option["type"];
    if (type == "integer") {
      const std::int64_t low = option["min"];
      const std::int64_t high = option["max"];
      const auto span = static_cast<std::size_t>(std::min<std::int64_t>(high - low, 12));
      options[option["name"]] =
          below(8) == 0 ? high + 1 : low + static_cast<std::int64_t>(below(span + 1));
    } else if (type == "boolean") {
      options[option["name"]] = below(2) == 0;
    } else {
      options[option["name"]] = pick(option["choices"]);
    }
  }
  if (below(10) == 0) options[text()] = 1;
  return options;
}

json RandomRequestMaker::room_create() {
  const json& game = pick(games_);
  json request = {{"type", "room.create"},
                  {"game", below(20) ? game["id"] : json("chess")},
                  {"options", options(game)},
                  {"public", below(3) != 0}};
  if (below(3) == 0) {
    request["opponent"] = "bot";
    request["bot_level"] = 1 + below(5);
  }
  if (below(3) == 0) request["first"] = pick(std::vector<std::string>{"host", "guest", "random"});
  if (below(6) == 0) request["clock"] = {{"initial_s", 1 + below(600)}, {"increment_s", below(10)}};
  if (below(10) == 0) request["days_per_move"] = pick(std::vector<int>{1, 3, 4, 14});
  if (below(8) == 0) request["rated"] = true;
  return request;
}

json RandomRequestMaker::room_join(const KnownIds& known) {
  json request = {{"type", "room.join"}};
  if (below(2) == 0 && !known.codes.empty()) {
    request["code"] = pick(known.codes);
  } else {
    request["room"] = one_of(known.rooms, known);
  }
  if (below(3) == 0) request["as"] = below(2) ? "spectator" : "player";
  return request;
}

std::string RandomRequestMaker::some_match(const KnownIds& known,
                                           const std::map<std::string, MatchView>& views) {
  if (!views.empty() && below(5) != 0) return pick(views).first;
  return one_of(known.matches, known);
}

// Most often a legal action at the current version, as the view shows them.
json RandomRequestMaker::action(const KnownIds& known,
                                const std::map<std::string, MatchView>& views) {
  json request = {{"type", "match.action"}, {"match", some_match(known, views)}};
  const auto view = views.find(request["match"]);
  if (view != views.end() && view->second.ready()) {
    const std::int64_t version = view->second.version;
    request["version"] = below(8) ? version : version - 1 - static_cast<std::int64_t>(below(3));
    const auto legal = view->second.legal();
    request["action"] = !legal.empty() && below(5) ? pick(legal) : text();
  } else {
    request["version"] = below(10);
    request["action"] = text();
  }
  return request;
}

json RandomRequestMaker::match_request(const KnownIds& known,
                                       const std::map<std::string, MatchView>& views) {
  static const std::vector<std::string> kinds = {"match.resign",      "match.offer_draw",
                                                 "match.answer_draw", "match.claim",
                                                 "match.rematch",     "match.sync"};
  json request = {{"type", pick(kinds)}, {"match", some_match(known, views)}};
  if (request["type"] == "match.answer_draw") request["accept"] = below(2) == 0;
  return request;
}

json RandomRequestMaker::account_request(const KnownIds& known) {
  static const std::vector<std::string> names = {"Ada", "ada", "Bea", "Guest1", "admin", "Cy"};
  static const std::vector<std::string> passwords = {"correct horse", "wrong horse", "short",
                                                     std::string(300, 'p')};
  switch (below(5)) {
    case 0:
      return {{"type", "account.claim"}, {"username", pick(names)}, {"password", pick(passwords)}};
    case 1:
      return {{"type", "account.login"}, {"username", pick(names)}, {"password", pick(passwords)}};
    case 2:
      return {{"type", "account.logout"},
              {"token", known.login_tokens.empty() ? text() : pick(known.login_tokens)}};
    case 3:
      return {{"type", "account.password"},
              {"password", pick(passwords)},
              {"new_password", pick(passwords)}};
    default:
      return {{"type", "account.sessions"}};
  }
}

json RandomRequestMaker::tournament_request(const KnownIds& known) {
  if (known.tournaments.empty() || below(4) == 0) {
    const bool arena = below(3) == 0;
    json request = {{"type", "tournament.create"},
                    {"format", arena ? "arena" : "round_robin"},
                    {"game", pick(games_)["id"]},
                    {"max_players", 2 + below(5)}};
    if (arena) request["minutes"] = 5 + below(10);
    if (below(4) == 0) {
      request["days_per_move"] = 1;
    } else if (below(8) != 0) {
      request["clock"] = {{"initial_s", 30 + below(60)}, {"increment_s", below(3)}};
    }
    if (below(3) == 0) request["public"] = false;
    return request;
  }
  static const std::vector<std::string> kinds = {
      "tournament.join",  "tournament.join",   "tournament.leave", "tournament.start",
      "tournament.start", "tournament.cancel", "tournament.watch", "tournament.unwatch"};
  json request = {{"type", pick(kinds)}};
  if (request["type"] != "tournament.unwatch") {
    request["code"] = below(10) ? pick(known.tournaments) : known_id(known);
  }
  return request;
}

}  // namespace rockpool::tests
