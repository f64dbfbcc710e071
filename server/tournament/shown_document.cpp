#include "server/tournament/shown_document.hpp"

#include <algorithm>

#include "protocol/tournament_document.hpp"
#include "protocol/view_patch.hpp"

namespace rockpool::server {

ShownDocument::ShownDocument(rules::View document, std::int64_t recorded_version)
    : document_(std::move(document)),
      version_(recorded_version + 1),
      reserved_(recorded_version + 1) {}

std::int64_t ShownDocument::reserve() {
  // Each change shown raises the version by one at most: the record promises no fewer.
  reserved_ = std::max(reserved_, version_) + 1;
  return reserved_;
}

std::optional<std::string> ShownDocument::show(const std::string& code,
                                               const rules::View& document) {
  const std::int64_t base = version_;
  std::string patch;
  if (base > 0) {
    patch = protocol::view_patch(document_, document);
    if (patch == "[]") return std::nullopt;
  }
  ++version_;
  document_ = document;
  if (base == 0) return std::nullopt;
  return protocol::tournament_patch_frame(code, base, version_, patch);
}

}  // namespace rockpool::server
