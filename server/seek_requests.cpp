#include "server/seek_requests.hpp"

#include <spdlog/spdlog.h>

#include "protocol/error_codes.hpp"
#include "rules/core/registry.hpp"
#include "server/clock_field.hpp"
#include "server/context.hpp"
#include "server/matchmaker.hpp"
#include "server/rating_lookup.hpp"

namespace rockpool::server {

namespace {

constexpr double kUnratedPlayer = 1500;  // a guest's, or an account's without a rating yet

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

// The account's rating for the pool, read on a store reader; the seek goes in from the
// connection's strand, unless the connection closed meanwhile.
void seek_with_stored_rating(const ConnectionPtr& connection, const Responder& responder,
                             const PoolKey& pool, AccountStore& accounts) {
  auto& context = connection->context();
  connection->hold_reads();
  net::post(context.store_readers, [connection, responder, pool, &accounts, &context] {
    std::optional<double> rating;
    try {
      rating = stored_rating(accounts, responder.session()->account_id(), pool.game,
                             pace_of(pool.timed()))
                   .rating;
    } catch (const std::exception& error) {
      spdlog::error("seek: reading a rating failed: {}", error.what());
    }
    context.metrics.store_reads_waiting.fetch_sub(1);
    net::post(connection->executor(), [connection, responder, pool, rating] {
      if (!rating) {
        responder.fail({protocol::code::kStoreBusy, "the server could not do that now"});
      } else if (!connection->closed()) {
        connection->context().matchmaker->seek(responder, pool, *rating);
      }
      connection->release_reads();
    });
  });
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
  AccountStore* accounts = context.store->accounts();
  if (!account || !accounts) return context.matchmaker->seek(responder, pool, kUnratedPlayer);
  if (context.metrics.store_reads_waiting.fetch_add(1) >= ServerContext::kMaxStoreReadsWaiting) {
    context.metrics.store_reads_waiting.fetch_sub(1);
    return responder.fail({protocol::code::kStoreBusy, "the server is busy: try again"});
  }
  seek_with_stored_rating(connection, responder, pool, *accounts);
}

}  // namespace rockpool::server
