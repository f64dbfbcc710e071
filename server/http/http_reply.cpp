#include "server/http/http_reply.hpp"

#include <algorithm>

namespace rockpool::server {

HttpResponse respond(const HttpRequest& request, http::status status, std::string body,
                     const std::string& content_type) {
  HttpResponse response{status, request.version()};
  response.set(http::field::server, "rockpool");
  response.set(http::field::content_type, content_type);
  response.set(http::field::cache_control, "no-cache");
  response.set("X-Content-Type-Options", "nosniff");
  response.keep_alive(request.keep_alive());
  response.body() = std::move(body);
  response.prepare_payload();
  return response;
}

HttpResponse json_reply(const HttpRequest& request, http::status status, std::string body) {
  return respond(request, status, std::move(body), "application/json");
}

std::string query_value(const std::string& target, const std::string& name) {
  const auto question = target.find('?');
  if (question == std::string::npos) return {};
  std::string query = target.substr(question + 1);
  std::size_t start = 0;
  while (start <= query.size()) {
    const auto end = std::min(query.find('&', start), query.size());
    const std::string pair = query.substr(start, end - start);
    const auto equals = pair.find('=');
    if (pair.substr(0, equals) == name && equals != std::string::npos)
      return pair.substr(equals + 1);
    start = end + 1;
  }
  return {};
}

bool plain_token(const std::string& text) {
  return text.size() <= 64 &&
         text.find_first_not_of(
             "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.") ==
             std::string::npos;
}

}  // namespace rockpool::server
