#include "server/http/matches_api.hpp"

#include <algorithm>

#include "protocol/reply_bodies.hpp"
#include "server/http/history.hpp"
#include "server/http/http_reply.hpp"

namespace rockpool::server {

namespace {

// The public id of the session whose token the request carries (Authorization: Bearer TOKEN),
// or empty: private matches are shown to their players only.
std::string viewer_of(const HttpRequest& request, const MatchHistory& history) {
  const auto header = request[http::field::authorization];
  constexpr std::string_view kScheme = "Bearer ";
  if (header.size() <= kScheme.size() || header.substr(0, kScheme.size()) != kScheme) return {};
  const std::string token(header.substr(kScheme.size()));
  if (!plain_token(token)) return {};
  // An account's login token is its session's (this runs on a store reader, never on play's).
  auto session = history.accounts ? history.accounts->resume(token)
                                  : history.sessions.find_or_load(token, history.store);
  return session ? session->public_id() : std::string();
}

// A review done (200), under way (202: ask again), with too many under way (503) or of a match
// the engine no longer reads (404).
HttpResponse review_reply(const HttpRequest& request, MatchReviews::Answer answer) {
  switch (answer.state) {
    case MatchReviews::State::done:
      return json_reply(request, http::status::ok, std::move(answer.body));
    case MatchReviews::State::pending: {
      auto response = json_reply(request, http::status::accepted, std::move(answer.body));
      response.set(http::field::retry_after, "2");
      return response;
    }
    case MatchReviews::State::busy: {
      auto response =
          json_reply(request, http::status::service_unavailable,
                     protocol::error_body("too many reviews under way: try again soon"));
      response.set(http::field::retry_after, "30");
      return response;
    }
    case MatchReviews::State::unreviewable:
      break;
  }
  return json_reply(request, http::status::not_found,
                    protocol::error_body("this match cannot be reviewed"));
}

}  // namespace

HttpResponse answer_history(const HttpRequest& request, const MatchHistory& history,
                            const std::string& target, const std::string& path) {
  if (path == "/api/matches") {
    HistoryQuery query;
    query.player = query_value(target, "player");
    query.game = query_value(target, "game");
    query.viewer = viewer_of(request, history);
    const std::string before = query_value(target, "before");
    const std::string limit = query_value(target, "limit");
    if (!plain_token(query.player) || !plain_token(query.game) ||
        (!before.empty() && before.find_first_not_of("0123456789") != std::string::npos) ||
        (!limit.empty() && limit.find_first_not_of("0123456789") != std::string::npos)) {
      return json_reply(request, http::status::bad_request, protocol::error_body("bad query"));
    }
    if (!before.empty() && before.size() < 19) query.before_ms = std::stoll(before);
    if (!limit.empty() && limit.size() < 4) query.limit = std::clamp(std::stoi(limit), 1, 100);
    return json_reply(request, http::status::ok,
                      match_list_json(history.store.finished_matches(query), query.limit));
  }
  // /api/matches/<id>[/...]
  const std::string rest = path.substr(std::string("/api/matches/").size());
  const std::string id = rest.substr(0, rest.find('/'));
  const std::string tail = rest.size() > id.size() ? rest.substr(id.size()) : "";
  const auto not_found = [&] {
    return json_reply(request, http::status::not_found,
                      protocol::error_body("no such finished match"));
  };
  if (!plain_token(id)) return not_found();
  // A private match is shown to its own players only.
  const auto shown = [&](bool is_public, const std::array<std::string, 2>& player_ids) {
    if (is_public) return true;
    const std::string viewer = viewer_of(request, history);
    return !viewer.empty() && (player_ids[0] == viewer || player_ids[1] == viewer);
  };
  if (tail.rfind("/positions/", 0) == 0) {
    const std::string ply = tail.substr(11);
    if (ply.empty() || ply.size() > 6 || ply.find_first_not_of("0123456789") != std::string::npos)
      return json_reply(request, http::status::not_found, protocol::error_body("not found"));
    auto replayed = history.replays.find(id);
    if (!replayed) {
      auto match = history.store.match(id);
      // Only finished matches: a match in progress may hold secrets (a hidden setup choice).
      if (!match || !match->end) return not_found();
      replayed = history.replays.add(*match);
      if (!replayed) return not_found();
    }
    if (!shown(replayed->is_public, replayed->player_ids)) return not_found();
    const auto index = static_cast<std::size_t>(std::stoi(ply));
    if (index >= replayed->positions.size())
      return json_reply(request, http::status::not_found, protocol::error_body("not found"));
    return json_reply(request, http::status::ok, replayed->positions[index]);
  }
  auto match = history.store.match(id);
  if (!match || !match->end ||
      !shown(match->start.is_public,
             {match->start.seats[0].public_id, match->start.seats[1].public_id}))
    return not_found();
  if (tail.empty()) return json_reply(request, http::status::ok, match_json(*match));
  if (tail == "/review") return review_reply(request, history.reviews.review(*match));
  if (tail == "/export") {
    auto response =
        respond(request, http::status::ok, protocol::write_match_record(match_record(*match)),
                "text/plain; charset=utf-8");
    response.set(http::field::content_disposition, "attachment; filename=\"" + id + ".txt\"");
    return response;
  }
  return json_reply(request, http::status::not_found, protocol::error_body("not found"));
}

}  // namespace rockpool::server
