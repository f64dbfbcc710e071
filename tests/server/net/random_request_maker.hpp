#pragma once
// Random requests, as a hostile or careless client sends them: well-formed ones built from what
// the clients were told (rooms, invite codes, matches and their legal actions), the same with a
// field dropped, retyped or added, and frames that are no request at all.

#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {

// What the clients were told, for the requests to name.
struct KnownIds {
  std::set<std::string> rooms;
  std::set<std::string> codes;
  std::set<std::string> matches;
  std::set<std::string> tournaments;  // their invite codes
  std::vector<std::string> login_tokens;
};

class RandomRequestMaker {
 public:
  // `games`: GET /api/games's list, whose options the room requests choose from.
  RandomRequestMaker(std::uint32_t seed, json games);

  // A request without its id, from a client named `name` holding `views` (by match id).
  json request(const KnownIds& known, const std::string& name,
               const std::map<std::string, MatchView>& views);
  // The request with one field dropped, retyped, or added.
  void mutate(json& request, const KnownIds& known);
  // A frame that is no usable request: each is answered with an error.
  std::string broken_frame();

  // A number in [0, n).
  std::size_t below(std::size_t n) {
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(random_);
  }
  template <class Items>
  const auto& pick(const Items& items) {
    auto it = items.begin();
    std::advance(it, static_cast<std::ptrdiff_t>(below(items.size())));
    return *it;
  }

 private:
  json value(const KnownIds& known, int depth = 0);
  std::string text();
  std::string known_id(const KnownIds& known);
  std::string one_of(const std::set<std::string>& ids, const KnownIds& known);
  json options(const json& game);
  json room_create();
  json room_join(const KnownIds& known);
  json action(const KnownIds& known, const std::map<std::string, MatchView>& views);
  json match_request(const KnownIds& known, const std::map<std::string, MatchView>& views);
  json account_request(const KnownIds& known);
  json tournament_request(const KnownIds& known);
  std::string some_match(const KnownIds& known, const std::map<std::string, MatchView>& views);

  std::mt19937 random_;
  json games_;
};

}  // namespace rockpool::tests
