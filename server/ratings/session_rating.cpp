#include "server/ratings/session_rating.hpp"

#include <spdlog/spdlog.h>

#include <optional>

#include "protocol/error_codes.hpp"
#include "server/context.hpp"
#include "server/ratings/rating_lookup.hpp"

namespace rockpool::server {

void with_session_rating(ServerContext& context, const ConnectionPtr& connection,
                         const Responder& responder, const std::string& game, bool timed,
                         std::function<void(double)> then) {
  AccountStore* accounts = context.store->accounts();
  const std::string& account_id = connection->session()->account_id();
  if (account_id.empty() || !accounts) return then(RatingRecord{}.rating);
  if (context.metrics.store_reads_waiting.fetch_add(1) >= ServerContext::kMaxStoreReadsWaiting) {
    context.metrics.store_reads_waiting.fetch_sub(1);
    return responder.fail({protocol::code::kStoreBusy, "the server is busy: try again"});
  }
  connection->hold_reads();
  net::post(context.store_readers, [&context, connection, responder, game, timed, account_id,
                                    accounts, then = std::move(then)] {
    std::optional<double> rating;
    try {
      rating = stored_rating(*accounts, account_id, game, pace_of(timed)).rating;
    } catch (const std::exception& error) {
      spdlog::error("reading a rating failed: {}", error.what());
    }
    context.metrics.store_reads_waiting.fetch_sub(1);
    net::post(connection->executor(), [connection, responder, rating, then] {
      if (!rating) {
        responder.fail({protocol::code::kStoreBusy, "the server could not do that now"});
      } else if (!connection->closed()) {
        then(*rating);
      }
      connection->release_reads();
    });
  });
}

}  // namespace rockpool::server
