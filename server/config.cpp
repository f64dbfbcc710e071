#include "server/config.hpp"

#include <cstring>
#include <sstream>
#include <thread>

#include "server/config_options.hpp"

namespace rockpool::server {

ConfigResult parse_server_config(const std::vector<std::string>& args, char** environment) {
  ConfigResult result;
  result.config.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  auto apply = [&](const ConfigOption& option, const std::string& value,
                   const std::string& source) {
    if (auto error = option.set(result.config, value)) {
      result.error = source + " " + *error;
      return false;
    }
    return true;
  };
  for (char** variable = environment; variable && *variable; ++variable) {
    const char* equals = std::strchr(*variable, '=');
    if (!equals || std::strncmp(*variable, "ROCKPOOL_", 9) != 0) continue;
    const std::string name(*variable, static_cast<std::size_t>(equals - *variable));
    bool known = false;
    for (const auto& option : config_options()) {
      if (config_env_name(option.flag) != name) continue;
      known = true;
      if (!apply(option, equals + 1, name)) return result;
    }
    if (!known) {
      result.error = "unknown environment variable " + name + " (see rockpool serve --help)";
      return result;
    }
  }
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--help" || arg == "-h") {
      result.help = true;
      return result;
    }
    if (arg.rfind("--", 0) != 0) {
      result.error = "unexpected argument '" + arg + "'";
      return result;
    }
    std::string name = arg.substr(2), value;
    const auto equals = name.find('=');
    if (equals != std::string::npos) {
      value = name.substr(equals + 1);
      name = name.substr(0, equals);
    } else if (i + 1 < args.size()) {
      value = args[++i];
    } else {
      result.error = "flag --" + name + " needs a value";
      return result;
    }
    const ConfigOption* found = nullptr;
    for (const auto& option : config_options()) {
      if (name == option.flag) found = &option;
    }
    if (!found) {
      result.error = "unknown flag --" + name + " (see rockpool serve --help)";
      return result;
    }
    if (!apply(*found, value, "--" + name)) return result;
  }
  if (result.config.threads == 0) {
    result.config.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  }
  return result;
}

std::string server_config_help() {
  std::ostringstream out;
  out << "usage: rockpool serve [flags]\n\n"
         "Runs the game server: the browser client at /, the WebSocket protocol at /ws,\n"
         "/healthz, /readyz, /metrics, /api/games and /api/rooms, all on one port.\n"
         "Every flag can also be set with the environment variable shown; flags win.\n\n";
  for (const auto& option : config_options()) {
    out << "  --" << option.flag << " VALUE   (" << config_env_name(option.flag)
        << ", default: " << (*option.fallback ? option.fallback : "none") << ")\n      "
        << option.help << "\n";
  }
  return out.str();
}

}  // namespace rockpool::server
