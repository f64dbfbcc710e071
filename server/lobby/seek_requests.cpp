#include "server/lobby/seek_requests.hpp"

#include "protocol/error_codes.hpp"
#include "rules/registry/registry.hpp"
#include "server/context.hpp"
#include "server/lobby/matchmaker.hpp"
#include "server/ratings/session_rating.hpp"
#include "server/room/clock_field.hpp"

namespace rockpool::server {

namespace {

std::optional<rules::Error> read_pool(const nlohmann::json& body, PoolKey& pool) {
  if (auto error = protocol::read_string(body, "game", pool.game, 32)) return error;
  if (!rules::find_game(pool.game)) {
    return rules::Error{protocol::code::kUnknownGame, "no game '" + pool.game + "'"};
  }
  std::optional<ClockSettings> clock;
  if (auto error = read_clock_field(body, clock)) return error;
  if (clock) {
    pool.initial_ms = clock->initial_ms;
    pool.increment_ms = clock->increment_ms;
  }
  return protocol::read_boolean(body, "rated", pool.rated, false);
}

}  // namespace

void on_seek_request(const ConnectionPtr& connection, const protocol::Request& request) {
  const Responder responder(connection, request.id);
  auto& context = connection->context();
  if (request.kind == protocol::RequestKind::seek_cancel) {
    return context.matchmaker->cancel(responder);
  }
  if (context.draining) {
    return responder.fail({protocol::code::kShuttingDown, "the server is shutting down"});
  }
  PoolKey pool;
  if (auto error = read_pool(request.body, pool)) return responder.fail(*error);
  const SessionPtr& session = connection->session();
  const bool account = !session->account_id().empty();
  if (pool.rated && !account) {
    return responder.fail({protocol::code::kRatedNeedsAccount,
                           "rated pools are for accounts: claim one, or seek a casual match"});
  }
  if (session->open_rooms() >= context.config.max_rooms_per_session) {
    return responder.fail(
        {protocol::code::kRoomLimit, "you have too many open rooms: close one first"});
  }
  with_session_rating(connection, responder, pool.game, pool.timed(),
                      [&context, responder, pool](double rating) {
                        context.matchmaker->seek(responder, pool, rating);
                      });
}

}  // namespace rockpool::server
