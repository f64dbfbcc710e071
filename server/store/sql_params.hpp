#pragma once
// A statement's parameters in order (?1 or $1 first), as the code both stores share passes them:
// each store binds them in its own way (SqliteSession, cluster::PgSession).

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace rockpool::server {

class SqlParams {
 public:
  using Value = std::variant<std::string, std::int64_t, double>;

  SqlParams& text(std::string_view value) {
    values_.emplace_back(std::string(value));
    return *this;
  }
  SqlParams& integer(std::int64_t value) {
    values_.emplace_back(value);
    return *this;
  }
  SqlParams& real(double value) {
    values_.emplace_back(value);
    return *this;
  }
  const std::vector<Value>& values() const { return values_; }

 private:
  std::vector<Value> values_;
};

}  // namespace rockpool::server
