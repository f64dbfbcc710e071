#pragma once
// The reviews of finished matches a store keeps (GET /api/matches/<id>/review): each written once
// it is done, and read back by any node, after a restart too, so that a match is searched once.
// Each call is one short statement that may wait on the disk: call them off network threads and
// strands.

#include <cstdint>
#include <optional>
#include <string>

namespace rockpool::server {

class ReviewStore {
 public:
  virtual ~ReviewStore() = default;
  // The review's body as it was kept, if it was.
  virtual std::optional<std::string> review(const std::string& match_id) = 0;
  // Keeps a done review; a match's first kept review stays.
  virtual void keep_review(const std::string& match_id, const std::string& body,
                           std::int64_t reviewed_ms) = 0;
};

}  // namespace rockpool::server
