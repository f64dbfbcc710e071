#include "server/http/http_caching.hpp"

#include <cstdint>

#include "server/net/gzip.hpp"

namespace rockpool::server {

namespace {

constexpr std::size_t kCompressFrom = 1024;

bool textual(std::string_view content_type) {
  return content_type.rfind("text/", 0) == 0 || content_type.rfind("application/json", 0) == 0 ||
         content_type.rfind("image/svg+xml", 0) == 0;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
    text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
    text.remove_suffix(1);
  return text;
}

}  // namespace

std::string strong_etag(std::string_view body) {
  // FNV-1a, 64 bits: it tells versions of a file apart, it defends against nobody.
  std::uint64_t hash = 14695981039346656037ull;
  for (const char c : body) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ull;
  }
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out = "\"0000000000000000\"";
  for (std::size_t i = 16; i >= 1; --i, hash >>= 4)
    out[i] = kDigits[hash & 15];
  return out;
}

std::string gzip_etag(const std::string& etag) {
  if (etag.size() < 2 || etag.back() != '"') return etag;
  return etag.substr(0, etag.size() - 1) + "-gz\"";
}

bool etag_listed(std::string_view field, std::string_view etag) {
  if (etag.rfind("W/", 0) == 0) etag.remove_prefix(2);
  std::size_t start = 0;
  while (start <= field.size()) {
    const auto end = std::min(field.find(',', start), field.size());
    std::string_view item = trimmed(field.substr(start, end - start));
    start = end + 1;
    if (item == "*") return true;
    if (item.rfind("W/", 0) == 0) item.remove_prefix(2);
    if (!item.empty() && item == etag) return true;
  }
  return false;
}

void compress(const HttpRequest& request, HttpResponse& response) {
  if (response.result() != http::status::ok) return;
  if (!textual(response[http::field::content_type])) return;
  response.set(http::field::vary, "Accept-Encoding");
  if (response.count(http::field::content_encoding) || response.body().size() < kCompressFrom ||
      !accepts_gzip(request[http::field::accept_encoding])) {
    return;
  }
  response.body() = gzip_compress(response.body());
  response.set(http::field::content_encoding, "gzip");
  if (response.count(http::field::etag)) {
    response.set(http::field::etag, gzip_etag(std::string(response[http::field::etag])));
  }
  response.prepare_payload();
}

void answer_unchanged(const HttpRequest& request, HttpResponse& response) {
  if (response.result() != http::status::ok || !response.count(http::field::etag) ||
      !request.count(http::field::if_none_match) ||
      !etag_listed(request[http::field::if_none_match], response[http::field::etag])) {
    return;
  }
  response.result(http::status::not_modified);
  response.body().clear();
  response.erase(http::field::content_encoding);
  response.erase(http::field::content_length);
}

}  // namespace rockpool::server
