#include "server/store/sql_reviews.hpp"

#include "server/store/sql_row.hpp"

namespace rockpool::server {

namespace {

constexpr const char* kReview = "SELECT body FROM match_reviews WHERE match_id = ?1";
constexpr const char* kKeepReview =
    "INSERT INTO match_reviews (match_id, body, reviewed_ms) VALUES (?1, ?2, ?3) "
    "ON CONFLICT (match_id) DO NOTHING";

}  // namespace

std::optional<std::string> SqlReviews::review(const std::string& match_id) {
  std::lock_guard lock(mutex_);
  return row_read_again_if_lost(*db_, kReview, SqlParams().text(match_id),
                                [](const SqlRow& row) { return row.text(0); });
}

void SqlReviews::keep_review(const std::string& match_id, const std::string& body,
                             std::int64_t reviewed_ms) {
  std::lock_guard lock(mutex_);
  db_->run_again_if_lost(kKeepReview, SqlParams().text(match_id).text(body).integer(reviewed_ms),
                         {});
}

}  // namespace rockpool::server
