#include "server/http/http_routes.hpp"

#include <algorithm>

#include "protocol/error_codes.hpp"
#include "protocol/games_catalog.hpp"
#include "protocol/reply_bodies.hpp"
#include "rules/registry/registry.hpp"
#include "server/http/http_caching.hpp"
#include "server/http/http_reply.hpp"
#include "server/http/leaderboard_api.hpp"
#include "server/http/matches_api.hpp"
#include "server/http/player_api.hpp"
#include "server/http/practice.hpp"
#include "server/http/rules_text.hpp"
#include "server/http/static_files.hpp"
#include "server/lobby/lobby.hpp"
#include "server/net/gzip.hpp"
#include "server/push/push_sender.hpp"
#include "server/room/casual_end_rules.hpp"
#include "server/room/match_clock.hpp"
#include "server/room/move_deadlines.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

namespace {

std::string games_json() {
  return protocol::games_catalog_body(
      [](std::string_view game_id) { return casual_ply_limit(game_id); });
}

// A file of the client: its gzip form when the client takes it, a validator, and a year of
// caching when it was asked for under the current version.
HttpResponse answer_static(const HttpRequest& request, const StaticFile& file) {
  const bool packed = file.gzipped && accepts_gzip(request[http::field::accept_encoding]);
  auto response =
      respond(request, http::status::ok, packed ? *file.gzipped : *file.body, file.content_type);
  if (packed) response.set(http::field::content_encoding, "gzip");
  response.set(http::field::etag, packed ? gzip_etag(file.etag) : file.etag);
  response.set(http::field::cache_control,
               file.immutable ? "public, max-age=31536000, immutable" : "no-cache");
  if (file.content_type.rfind("text/html", 0) == 0) {
    response.set("Content-Security-Policy",
                 "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
                 "style-src 'self' 'unsafe-inline'");
  }
  return response;
}

// "/api/games/<id>/<what>" as {id, what}, or nothing.
std::optional<std::pair<std::string, std::string>> game_resource(const std::string& path) {
  constexpr std::string_view kPrefix = "/api/games/";
  if (path.rfind(kPrefix, 0) != 0) return std::nullopt;
  const std::string rest = path.substr(kPrefix.size());
  const auto slash = rest.find('/');
  if (slash == std::string::npos || slash == 0) return std::nullopt;
  std::string id = rest.substr(0, slash);
  std::string what = rest.substr(slash + 1);
  if (!plain_token(id) || what.find('/') != std::string::npos) return std::nullopt;
  return std::pair{std::move(id), std::move(what)};
}

// Every route's answer with its body, for GET and HEAD alike (and POST where a route takes it).
HttpResponse answer_route(const HttpRequest& request, const HttpRoutes& routes) {
  const std::string target(request.target());
  const std::string path = target.substr(0, target.find('?'));
  const auto resource = game_resource(path);
  if (resource && resource->second == "practice") {
    if (request.method() != http::verb::post) {
      auto response =
          respond(request, http::status::method_not_allowed, "only POST\n", "text/plain");
      response.set(http::field::allow, "POST");
      return response;
    }
    const PracticeAnswer answer = answer_practice(resource->first, request.body());
    return json_reply(request, static_cast<http::status>(answer.status), answer.body);
  }
  if (request.method() != http::verb::get && request.method() != http::verb::head) {
    auto response =
        respond(request, http::status::method_not_allowed, "only GET and HEAD\n", "text/plain");
    response.set(http::field::allow, "GET, HEAD");
    return response;
  }
  if (path == "/healthz") return json_reply(request, http::status::ok, protocol::status_body("ok"));
  if (path == "/readyz") {
    if (routes.draining) {
      return json_reply(request, http::status::service_unavailable,
                        protocol::status_body("draining"));
    }
    return json_reply(request, http::status::ok, protocol::status_body("ready"));
  }
  if (path == "/metrics") {
    return respond(request, http::status::ok, routes.metrics.render(),
                   "text/plain; version=0.0.4; charset=utf-8");
  }
  if (path == "/api/games") {
    static const std::string games = games_json();
    static const std::string etag = strong_etag(games);
    auto response = json_reply(request, http::status::ok, games);
    response.set(http::field::etag, etag);
    return response;
  }
  if (resource && resource->second == "rules") {
    const auto text = rules_text(resource->first);
    if (!text)
      return json_reply(request, http::status::not_found, protocol::error_body("no such game"));
    auto response =
        respond(request, http::status::ok, std::string(*text), "text/markdown; charset=utf-8");
    response.set(http::field::etag, strong_etag(*text));
    return response;
  }
  if (path == "/api/rooms") return json_reply(request, http::status::ok, routes.lobby.rooms_json());
  if (path == "/api/push/key") {
    if (!routes.push) {
      return json_reply(request, http::status::not_found,
                        protocol::error_body("push is not offered here"));
    }
    return json_reply(request, http::status::ok,
                      protocol::public_key_body(routes.push->public_key()));
  }
  if (path == "/api/tournaments") {
    return json_reply(request, http::status::ok,
                      routes.tournaments ? routes.tournaments->list_json(epoch_ms())
                                         : protocol::no_tournaments_body());
  }
  if (path.rfind("/api/tournaments/", 0) == 0) {
    const std::string code(path.substr(std::string_view("/api/tournaments/").size()));
    const auto document =
        routes.tournaments ? routes.tournaments->document_json(code) : std::nullopt;
    if (!document) {
      return json_reply(request, http::status::not_found,
                        protocol::coded_error_body(protocol::code::kTournamentNotFound,
                                                   "no tournament has this code"));
    }
    return json_reply(request, http::status::ok, *document);
  }
  if (path == "/api/matches" || path.rfind("/api/matches/", 0) == 0) {
    return answer_history(request, routes.history, target, path);
  }
  if (path.rfind("/api/players/", 0) == 0) {
    const auto player =
        routes.accounts
            ? player_json(*routes.accounts, path.substr(std::string_view("/api/players/").size()),
                          epoch_ms())
            : std::nullopt;
    if (!player)
      return json_reply(request, http::status::not_found, protocol::error_body("no such player"));
    return json_reply(request, http::status::ok, *player);
  }
  if (path.rfind("/api/leaderboards/", 0) == 0) {
    if (!routes.accounts) {
      return json_reply(request, http::status::not_found, protocol::error_body("no such game"));
    }
    const LeaderboardAnswer board = leaderboard_json(
        *routes.accounts, path.substr(std::string_view("/api/leaderboards/").size()),
        query_value(target, "pace"), epoch_ms());
    return json_reply(request, static_cast<http::status>(board.status), board.body);
  }
  if (path.rfind("/api/", 0) == 0 || path == "/ws") {
    return json_reply(request, http::status::not_found, protocol::error_body("not found"));
  }
  if (auto file = routes.static_files.find(path)) return answer_static(request, *file);
  return respond(request, http::status::not_found, "not found\n", "text/plain");
}

}  // namespace

bool reads_store(const HttpRequest& request) {
  const std::string_view target = request.target();
  const std::string_view path = target.substr(0, target.find('?'));
  return path == "/api/matches" || path.rfind("/api/matches/", 0) == 0 ||
         path.rfind("/api/players/", 0) == 0 || path.rfind("/api/leaderboards/", 0) == 0;
}

HttpResponse store_busy(const HttpRequest& request) {
  auto response = json_reply(request, http::status::service_unavailable,
                             protocol::error_body("busy: too many history requests, try again"));
  response.set(http::field::retry_after, "1");
  return response;
}

HttpResponse answer_http(const HttpRequest& request, const HttpRoutes& routes) {
  routes.metrics.http_requests_total.fetch_add(1, std::memory_order_relaxed);
  HttpResponse response = answer_route(request, routes);
  compress(request, response);
  answer_unchanged(request, response);
  // A HEAD answer is the GET answer's header alone, its Content-Length that of the body it leaves
  // out (RFC 9110, 9.3.2): body bytes here would be read as the start of the next response.
  if (request.method() == http::verb::head) response.body().clear();
  return response;
}

}  // namespace rockpool::server
