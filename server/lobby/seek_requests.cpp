#include "server/lobby/seek_requests.hpp"

#include "protocol/error_codes.hpp"
#include "server/lobby/matchmaker.hpp"
#include "server/ratings/session_rating.hpp"

namespace rockpool::server {

namespace {

PoolKey pool_of(const protocol::SeekFields& fields) {
  PoolKey pool;
  pool.game = fields.game;
  if (fields.clock) {
    pool.initial_ms = fields.clock->initial_ms;
    pool.increment_ms = fields.clock->increment_ms;
  }
  pool.rated = fields.rated;
  return pool;
}

}  // namespace

void SeekRequests::handle(const ConnectionPtr& connection, const protocol::Request& request) const {
  const Responder responder(connection, request.id);
  if (request.kind == protocol::RequestKind::seek_cancel) {
    return matchmaker_.cancel(responder);
  }
  if (draining_) {
    return responder.fail({protocol::code::kShuttingDown, "the server is shutting down"});
  }
  const PoolKey pool = pool_of(std::get<protocol::SeekFields>(request.body));
  const SessionPtr& session = connection->session();
  const bool account = !session->account_id().empty();
  if (pool.rated && !account) {
    return responder.fail({protocol::code::kRatedNeedsAccount,
                           "rated pools are for accounts: claim one, or seek a casual match"});
  }
  if (session->open_rooms() >= max_rooms_per_session_) {
    return responder.fail(
        {protocol::code::kRoomLimit, "you have too many open rooms: close one first"});
  }
  ratings_.with_rating(connection, responder, pool.game, pool.timed(),
                       [&matchmaker = matchmaker_, responder, pool](double rating) {
                         matchmaker.seek(responder, pool, rating);
                       });
}

}  // namespace rockpool::server
