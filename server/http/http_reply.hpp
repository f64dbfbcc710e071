#pragma once
// What every HTTP answer of the server shares: its headers, a JSON body, and reading a query.

#include <string>

#include "server/net/net.hpp"

namespace rockpool::server {

using HttpRequest = http::request<http::string_body>;
using HttpResponse = http::response<http::string_body>;

// An answer to `request` (its version and keep-alive) that no cache keeps without asking again.
HttpResponse respond(const HttpRequest& request, http::status status, std::string body,
                     const std::string& content_type);
HttpResponse json_reply(const HttpRequest& request, http::status status, std::string body);
// The value of a query parameter of `target`, or empty.
std::string query_value(const std::string& target, const std::string& name);
// Whether `text` is short and of letters, digits, '-', '_' and '.' only: an id, a game, a token.
bool plain_token(const std::string& text);

}  // namespace rockpool::server
