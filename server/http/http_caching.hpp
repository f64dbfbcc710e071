#pragma once
// What lets a browser keep what it has: strong validators (ETag) and 304 answers to a request
// that names one, and gzip for the answers worth compressing.

#include <string>
#include <string_view>

#include "server/http/http_routes.hpp"

namespace rockpool::server {

// A strong validator of a body: a hash of its bytes, quoted.
std::string strong_etag(std::string_view body);
// The validator of the gzip form of a body whose validator is `etag`.
std::string gzip_etag(const std::string& etag);
// Whether an If-None-Match field names `etag` (weak comparison, as RFC 9110 says for it).
bool etag_listed(std::string_view field, std::string_view etag);

// Compresses a 200 answer of a textual type and at least 1 KiB when the client takes gzip (an
// answer already encoded is left alone); every textual answer says it varies by Accept-Encoding.
void compress(const HttpRequest& request, HttpResponse& response);
// Turns an answer into 304 Not Modified, without its body, when the request's If-None-Match
// names its validator.
void answer_unchanged(const HttpRequest& request, HttpResponse& response);

}  // namespace rockpool::server
