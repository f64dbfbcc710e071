#pragma once
// The match reviews of either store, written once over its database seam (SqlSession) on a
// connection of their own: the same two statements on SQLite and PostgreSQL.

#include <memory>
#include <mutex>

#include "server/store/review_store.hpp"
#include "server/store/sql_session.hpp"

namespace rockpool::server {

class SqlReviews final : public ReviewStore {
 public:
  explicit SqlReviews(std::unique_ptr<SqlSession> db) : db_(std::move(db)) {}

  std::optional<std::string> review(const std::string& match_id) override;
  void keep_review(const std::string& match_id, const std::string& body,
                   std::int64_t reviewed_ms) override;

 private:
  std::mutex mutex_;
  std::unique_ptr<SqlSession> db_;
};

}  // namespace rockpool::server
