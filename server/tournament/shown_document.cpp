#include "server/tournament/shown_document.hpp"

#include <algorithm>

#include "server/tournament/tournament_document.hpp"

namespace rockpool::server {

ShownDocument::ShownDocument(std::string document, std::int64_t recorded_version)
    : text_(std::move(document)), version_(recorded_version + 1), reserved_(recorded_version + 1) {}

std::int64_t ShownDocument::reserve() {
  // Each change shown raises the version by one at most: the record promises no fewer.
  reserved_ = std::max(reserved_, version_) + 1;
  return reserved_;
}

std::optional<std::string> ShownDocument::show(const std::string& code,
                                               const std::string& document) {
  if (version_ > 0 && document == text_) return std::nullopt;
  const std::string patch = tournament_patch(text_, document);
  const std::int64_t base = version_;
  if (base > 0 && patch == "[]") return std::nullopt;
  ++version_;
  text_ = document;
  if (base == 0) return std::nullopt;
  return tournament_patch_frame(code, base, version_, patch);
}

}  // namespace rockpool::server
