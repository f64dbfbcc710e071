#include "server/http/http_routes.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "protocol/game_json.hpp"
#include "rules/core/bot_level.hpp"
#include "rules/registry/registry.hpp"
#include "server/context.hpp"
#include "server/http/history.hpp"
#include "server/http/http_caching.hpp"
#include "server/http/leaderboard_api.hpp"
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

HttpResponse respond(const HttpRequest& request, http::status status, std::string body,
                     const std::string& content_type) {
  HttpResponse response{status, request.version()};
  response.set(http::field::server, "rockpool");
  response.set(http::field::content_type, content_type);
  response.set(http::field::cache_control, "no-cache");
  response.set("X-Content-Type-Options", "nosniff");
  response.keep_alive(request.keep_alive());
  response.body() = std::move(body);
  response.prepare_payload();
  return response;
}

HttpResponse json(const HttpRequest& request, http::status status, std::string body) {
  return respond(request, status, std::move(body), "application/json");
}

// The value of a query parameter, or empty.
std::string query_value(const std::string& target, const std::string& name) {
  const auto question = target.find('?');
  if (question == std::string::npos) return {};
  std::string query = target.substr(question + 1);
  std::size_t start = 0;
  while (start <= query.size()) {
    const auto end = std::min(query.find('&', start), query.size());
    const std::string pair = query.substr(start, end - start);
    const auto equals = pair.find('=');
    if (pair.substr(0, equals) == name && equals != std::string::npos)
      return pair.substr(equals + 1);
    start = end + 1;
  }
  return {};
}

bool plain_token(const std::string& text) {
  return text.size() <= 64 &&
         text.find_first_not_of(
             "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.") ==
             std::string::npos;
}

// The public id of the session whose token the request carries (Authorization: Bearer TOKEN),
// or empty: private matches are shown to their players only.
std::string viewer_of(const HttpRequest& request, ServerContext& context) {
  const auto header = request[http::field::authorization];
  constexpr std::string_view kScheme = "Bearer ";
  if (header.size() <= kScheme.size() || header.substr(0, kScheme.size()) != kScheme) return {};
  const std::string token(header.substr(kScheme.size()));
  if (!plain_token(token)) return {};
  // An account's login token is its session's (this runs on a store reader, never on play's).
  auto session = context.accounts ? context.accounts->resume(token)
                                  : context.sessions.find_or_load(token, *context.store);
  return session ? session->public_id() : std::string();
}

// GET /api/matches[?player=ID&game=ID&before=MS&limit=N],
// /api/matches/<id>[/export|/positions/<ply>]
HttpResponse answer_history(const HttpRequest& request, ServerContext& context,
                            const std::string& target, const std::string& path) {
  if (path == "/api/matches") {
    HistoryQuery query;
    query.player = query_value(target, "player");
    query.game = query_value(target, "game");
    query.viewer = viewer_of(request, context);
    const std::string before = query_value(target, "before");
    const std::string limit = query_value(target, "limit");
    if (!plain_token(query.player) || !plain_token(query.game) ||
        (!before.empty() && before.find_first_not_of("0123456789") != std::string::npos) ||
        (!limit.empty() && limit.find_first_not_of("0123456789") != std::string::npos)) {
      return json(request, http::status::bad_request, R"({"error":"bad query"})");
    }
    if (!before.empty() && before.size() < 19) query.before_ms = std::stoll(before);
    if (!limit.empty() && limit.size() < 4) query.limit = std::clamp(std::stoi(limit), 1, 100);
    nlohmann::json matches = nlohmann::json::array();
    std::int64_t oldest = 0;
    for (const auto& summary : context.store->finished_matches(query)) {
      matches.push_back(match_summary_json(summary));
      oldest = summary.end.ended_ms;
    }
    const bool more = static_cast<int>(matches.size()) == query.limit;
    return json(request, http::status::ok,
                nlohmann::json{{"matches", std::move(matches)},
                               {"next_before", more ? nlohmann::json(oldest) : nlohmann::json()}}
                    .dump());
  }
  // /api/matches/<id>[/...]
  const std::string rest = path.substr(std::string("/api/matches/").size());
  const std::string id = rest.substr(0, rest.find('/'));
  const std::string tail = rest.size() > id.size() ? rest.substr(id.size()) : "";
  const auto not_found = [&] {
    return json(request, http::status::not_found, R"({"error":"no such finished match"})");
  };
  if (!plain_token(id)) return not_found();
  // A private match is shown to its own players only.
  const auto shown = [&](bool is_public, const std::array<std::string, 2>& player_ids) {
    if (is_public) return true;
    const std::string viewer = viewer_of(request, context);
    return !viewer.empty() && (player_ids[0] == viewer || player_ids[1] == viewer);
  };
  if (tail.rfind("/positions/", 0) == 0) {
    const std::string ply = tail.substr(11);
    if (ply.empty() || ply.size() > 6 || ply.find_first_not_of("0123456789") != std::string::npos)
      return json(request, http::status::not_found, R"({"error":"not found"})");
    auto replayed = context.replays.find(id);
    if (!replayed) {
      auto match = context.store->match(id);
      // Only finished matches: a match in progress may hold secrets (a hidden setup choice).
      if (!match || !match->end) return not_found();
      replayed = context.replays.add(*match);
      if (!replayed) return not_found();
    }
    if (!shown(replayed->is_public, replayed->player_ids)) return not_found();
    const auto index = static_cast<std::size_t>(std::stoi(ply));
    if (index >= replayed->positions.size())
      return json(request, http::status::not_found, R"({"error":"not found"})");
    return json(request, http::status::ok, replayed->positions[index]);
  }
  auto match = context.store->match(id);
  if (!match || !match->end ||
      !shown(match->start.is_public,
             {match->start.seats[0].public_id, match->start.seats[1].public_id}))
    return not_found();
  if (tail.empty()) return json(request, http::status::ok, match_json(*match).dump());
  if (tail == "/export") {
    auto response =
        respond(request, http::status::ok, protocol::write_match_record(match_record(*match)),
                "text/plain; charset=utf-8");
    response.set(http::field::content_disposition, "attachment; filename=\"" + id + ".txt\"");
    return response;
  }
  return json(request, http::status::not_found, R"({"error":"not found"})");
}

std::string games_json() {
  nlohmann::json games = nlohmann::json::array();
  for (const rules::Game* game : rules::registered_games()) {
    nlohmann::json entry = protocol::game_info_json(game->info());
    entry["options"].push_back({{"name", "first"},
                                {"type", "choice"},
                                {"choices", {"random", "host", "guest"}},
                                {"default", "random"},
                                {"description", "Who takes seat 0 (" + game->info().seat_names[0] +
                                                    "): a coin flip, the host or the guest"}});
    entry["clock"] = {
        {"initial_s",
         {{"min", kClockInitialMinS},
          {"max", kClockInitialMaxS},
          {"default", kClockInitialDefaultS}}},
        {"increment_s",
         {{"min", 0}, {"max", kClockIncrementMaxS}, {"default", kClockIncrementDefaultS}}}};
    entry["days_per_move"] = kDaysPerMove;
    // What a casual room (against a bot, a quick match) takes unless its maker says otherwise.
    entry["casual_options"] = {{rules::kPlyLimitOption, casual_ply_limit(game->info().id)},
                               {rules::kRepetitionOption, true}};
    games.push_back(std::move(entry));
  }
  nlohmann::json levels = nlohmann::json::array();
  for (int level = 1; level <= rules::kBotLevels; ++level) {
    levels.push_back({{"level", level},
                      {"name", rules::bot_name(level)},
                      {"description", rules::bot_level(level).description},
                      {"default", level == rules::kDefaultBotLevel}});
  }
  return nlohmann::json{{"games", std::move(games)}, {"bot_levels", std::move(levels)}}.dump();
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
HttpResponse answer_route(const HttpRequest& request, ServerContext& context) {
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
    return json(request, static_cast<http::status>(answer.status), answer.body);
  }
  if (request.method() != http::verb::get && request.method() != http::verb::head) {
    auto response =
        respond(request, http::status::method_not_allowed, "only GET and HEAD\n", "text/plain");
    response.set(http::field::allow, "GET, HEAD");
    return response;
  }
  if (path == "/healthz") return json(request, http::status::ok, R"({"status":"ok"})");
  if (path == "/readyz") {
    if (context.draining) {
      return json(request, http::status::service_unavailable, R"({"status":"draining"})");
    }
    return json(request, http::status::ok, R"({"status":"ready"})");
  }
  if (path == "/metrics") {
    return respond(request, http::status::ok, context.metrics.render(),
                   "text/plain; version=0.0.4; charset=utf-8");
  }
  if (path == "/api/games") {
    static const std::string games = games_json();
    static const std::string etag = strong_etag(games);
    auto response = json(request, http::status::ok, games);
    response.set(http::field::etag, etag);
    return response;
  }
  if (resource && resource->second == "rules") {
    const auto text = rules_text(resource->first);
    if (!text) return json(request, http::status::not_found, R"({"error":"no such game"})");
    auto response =
        respond(request, http::status::ok, std::string(*text), "text/markdown; charset=utf-8");
    response.set(http::field::etag, strong_etag(*text));
    return response;
  }
  if (path == "/api/rooms") return json(request, http::status::ok, context.lobby->rooms_json());
  if (path == "/api/push/key") {
    if (!context.push) {
      return json(request, http::status::not_found, R"({"error":"push is not offered here"})");
    }
    return json(request, http::status::ok,
                R"({"public_key":")" + context.push->public_key() + R"("})");
  }
  if (path == "/api/tournaments") {
    return json(
        request, http::status::ok,
        context.tournaments ? context.tournaments->list_json(epoch_ms()) : R"({"tournaments":[]})");
  }
  if (path.rfind("/api/tournaments/", 0) == 0) {
    const std::string code(path.substr(std::string_view("/api/tournaments/").size()));
    const auto document =
        context.tournaments ? context.tournaments->document_json(code) : std::nullopt;
    if (!document) {
      return json(
          request, http::status::not_found,
          R"({"error":{"code":"tournament/not_found","message":"no tournament has this code"}})");
    }
    return json(request, http::status::ok, *document);
  }
  if (path == "/api/matches" || path.rfind("/api/matches/", 0) == 0) {
    return answer_history(request, context, target, path);
  }
  if (path.rfind("/api/players/", 0) == 0) {
    const auto player =
        context.accounts
            ? player_json(*context.store->accounts(),
                          path.substr(std::string_view("/api/players/").size()), epoch_ms())
            : std::nullopt;
    if (!player) return json(request, http::status::not_found, R"({"error":"no such player"})");
    return json(request, http::status::ok, *player);
  }
  if (path.rfind("/api/leaderboards/", 0) == 0) {
    if (!context.accounts) {
      return json(request, http::status::not_found, R"({"error":"no such game"})");
    }
    const LeaderboardAnswer board = leaderboard_json(
        *context.store->accounts(), path.substr(std::string_view("/api/leaderboards/").size()),
        query_value(target, "pace"), epoch_ms());
    return json(request, static_cast<http::status>(board.status), board.body);
  }
  if (path.rfind("/api/", 0) == 0 || path == "/ws") {
    return json(request, http::status::not_found, R"({"error":"not found"})");
  }
  if (auto file = context.static_files.find(path)) return answer_static(request, *file);
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
  auto response = json(request, http::status::service_unavailable,
                       R"({"error":"busy: too many history requests, try again"})");
  response.set(http::field::retry_after, "1");
  return response;
}

HttpResponse answer_http(const HttpRequest& request, ServerContext& context) {
  context.metrics.http_requests_total.fetch_add(1, std::memory_order_relaxed);
  HttpResponse response = answer_route(request, context);
  compress(request, response);
  answer_unchanged(request, response);
  // A HEAD answer is the GET answer's header alone, its Content-Length that of the body it leaves
  // out (RFC 9110, 9.3.2): body bytes here would be read as the start of the next response.
  if (request.method() == http::verb::head) response.body().clear();
  return response;
}

}  // namespace rockpool::server
