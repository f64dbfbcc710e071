#pragma once
// A tournament's document as its watchers were last shown it, and its versions: each change shown
// raises the version by one, and each write promises its record a version no lower than any it may
// show, so that versions go on above it after a restart.

#include <cstdint>
#include <optional>
#include <string>

#include "rules/core/view.hpp"

namespace rockpool::server {

class ShownDocument {
 public:
  // Nothing shown yet: the first change shown is the whole document, at version 1.
  ShownDocument() = default;
  // Read back after a restart: above every version its record promised.
  ShownDocument(rules::View document, std::int64_t recorded_version);

  // The version to write with the next record.
  std::int64_t reserve();
  // Shows `document`: the tournament.patch frame for watchers when it changed and something was
  // shown before (nothing otherwise; the version rises with any change).
  std::optional<std::string> show(const std::string& code, const rules::View& document);

  bool ever_shown() const { return version_ > 0; }
  const rules::View& document() const { return document_; }
  std::int64_t version() const { return version_; }

 private:
  rules::View document_;
  std::int64_t version_ = 0;
  std::int64_t reserved_ = 0;  // the highest version a write has promised
};

}  // namespace rockpool::server
