#pragma once
// The server's settings as flags and environment variables: each one's name, help, default and
// how its text is checked and set.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "server/config.hpp"

namespace rockpool::server {

struct ConfigOption {
  // Sets the field from `text`; returns what is wrong with it, if anything.
  using Setter = std::function<std::optional<std::string>(ServerConfig&, const std::string& text)>;
  const char* flag;
  const char* help;
  const char* fallback;
  Setter set;
};

// Every setting, in the order --help lists them.
const std::vector<ConfigOption>& config_options();
// The environment variable of a flag: ROCKPOOL_ and the flag in capitals, '-' as '_'.
std::string config_env_name(const char* flag);

}  // namespace rockpool::server
