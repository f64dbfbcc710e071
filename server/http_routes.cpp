#include "server/http_routes.hpp"

#include <nlohmann/json.hpp>

#include "protocol/game_json.hpp"
#include "rules/core/registry.hpp"
#include "server/context.hpp"
#include "server/lobby.hpp"
#include "server/match_clock.hpp"
#include "server/static_files.hpp"

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
         {{"min", kClockInitialMinS}, {"max", kClockInitialMaxS}, {"default", kClockInitialDefaultS}}},
        {"increment_s",
         {{"min", 0}, {"max", kClockIncrementMaxS}, {"default", kClockIncrementDefaultS}}}};
    games.push_back(std::move(entry));
  }
  return nlohmann::json{{"games", std::move(games)}}.dump();
}

}  // namespace

HttpResponse answer_http(const HttpRequest& request, ServerContext& context) {
  context.metrics.http_requests_total.fetch_add(1, std::memory_order_relaxed);
  if (request.method() != http::verb::get && request.method() != http::verb::head) {
    auto response = respond(request, http::status::method_not_allowed, "only GET and HEAD\n",
                            "text/plain");
    response.set(http::field::allow, "GET, HEAD");
    return response;
  }
  const std::string target(request.target());
  const std::string path = target.substr(0, target.find('?'));
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
    return json(request, http::status::ok, games);
  }
  if (path == "/api/rooms") return json(request, http::status::ok, context.lobby->rooms_json());
  if (path.rfind("/api/", 0) == 0 || path == "/ws") {
    return json(request, http::status::not_found, R"({"error":"not found"})");
  }
  if (auto file = load_static_file(context.web_root, path)) {
    auto response = respond(request, http::status::ok, std::move(file->body), file->content_type);
    response.set("Content-Security-Policy",
                 "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
                 "style-src 'self' 'unsafe-inline'");
    return response;
  }
  return respond(request, http::status::not_found, "not found\n", "text/plain");
}

}  // namespace rockpool::server
