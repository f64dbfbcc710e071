#include "server/ratings/session_rating.hpp"

#include <spdlog/spdlog.h>

#include <optional>

#include "protocol/error_codes.hpp"
#include "server/ratings/rating_lookup.hpp"

namespace rockpool::server {

void SessionRatings::with_rating(const ConnectionPtr& connection, const Responder& responder,
                                 const std::string& game, bool timed,
                                 std::function<void(double)> then) const {
  const std::string& account_id = connection->session()->account_id();
  if (account_id.empty() || !accounts_) return then(RatingRecord{}.rating);
  const bool reading = readers_.try_read(
      [accounts = accounts_, account_id, game, timed]() -> std::optional<double> {
        try {
          return stored_rating(*accounts, account_id, game, pace_of(timed)).rating;
        } catch (const std::exception& error) {
          spdlog::error("reading a rating failed: {}", error.what());
          return std::nullopt;
        }
      },
      [connection, responder, then = std::move(then)](std::optional<double> rating) {
        net::post(connection->executor(), [connection, responder, rating, then] {
          if (!rating) {
            responder.fail({protocol::code::kStoreBusy, "the server could not do that now"});
          } else if (!connection->closed()) {
            then(*rating);
          }
          connection->release_reads();
        });
      });
  if (!reading)
    return responder.fail({protocol::code::kStoreBusy, "the server is busy: try again"});
  connection->hold_reads();
}

}  // namespace rockpool::server
