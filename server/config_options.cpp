#include "server/config_options.hpp"

#include <cctype>
#include <charconv>

namespace rockpool::server {

std::string config_env_name(const char* flag) {
  std::string name = "ROCKPOOL_";
  for (const char* c = flag; *c; ++c)
    name.push_back(*c == '-' ? '_' : static_cast<char>(std::toupper(*c)));
  return name;
}

namespace {

using Setter = ConfigOption::Setter;

std::optional<long long> to_integer(const std::string& text) {
  long long value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// A whole number from `min` to `max` into a number field, or a std::chrono duration counted in its
// own unit.
template <typename T>
Setter integer(T ServerConfig::*field, long long min, long long max) {
  return [=](ServerConfig& config, const std::string& text) -> std::optional<std::string> {
    auto value = to_integer(text);
    if (!value || *value < min || *value > max) {
      return "must be an integer from " + std::to_string(min) + " to " + std::to_string(max);
    }
    config.*field = T(*value);
    return std::nullopt;
  };
}

// One of two words into a bool field: `yes` sets it, `no` clears it.
Setter boolean(bool ServerConfig::*field, std::string yes, std::string no) {
  return [field, yes = std::move(yes), no = std::move(no)](
             ServerConfig& config, const std::string& text) -> std::optional<std::string> {
    if (text != yes && text != no) return "must be " + yes + " or " + no;
    config.*field = text == yes;
    return std::nullopt;
  };
}

Setter choice(std::string ServerConfig::*field, std::vector<std::string> choices) {
  return [field, choices = std::move(choices)](
             ServerConfig& config, const std::string& text) -> std::optional<std::string> {
    for (const auto& c : choices) {
      if (c == text) {
        config.*field = text;
        return std::nullopt;
      }
    }
    std::string all;
    for (const auto& c : choices)
      all += (all.empty() ? "" : ", ") + c;
    return "must be one of: " + all;
  };
}

std::optional<std::string> set_listen(ServerConfig& config, const std::string& text) {
  const auto colon = text.rfind(':');
  if (colon == std::string::npos || colon == 0) return "must be HOST:PORT, such as 0.0.0.0:8080";
  auto port = to_integer(text.substr(colon + 1));
  if (!port || *port < 0 || *port > 65535) return "has a port outside 0..65535";
  std::string host = text.substr(0, colon);
  if (host.size() > 2 && host.front() == '[' && host.back() == ']')
    host = host.substr(1, host.size() - 2);
  config.host = host;
  config.port = static_cast<std::uint16_t>(*port);
  return std::nullopt;
}

std::optional<std::string> set_origins(ServerConfig& config, const std::string& text) {
  config.allowed_origins.clear();
  std::stringstream list(text);
  std::string origin;
  while (std::getline(list, origin, ',')) {
    if (origin.empty()) continue;
    if (origin.rfind("http://", 0) != 0 && origin.rfind("https://", 0) != 0) {
      return "must be a comma-separated list of origins such as https://example.org";
    }
    config.allowed_origins.push_back(origin);
  }
  return std::nullopt;
}

}  // namespace

const std::vector<ConfigOption>& config_options() {
  static const std::vector<ConfigOption> all = {
      {"listen", "address and port to listen on", "0.0.0.0:8080", set_listen},
      {"data-dir", "directory for the server's data", "rockpool-data",
       [](ServerConfig& c, const std::string& v) -> std::optional<std::string> {
         if (v.empty()) return "must not be empty";
         c.data_dir = v;
         return std::nullopt;
       }},
      {"threads", "network threads (0: one per core)", "0",
       integer(&ServerConfig::threads, 0, 256)},
      {"log-level", "trace, debug, info, warn, error or off", "info",
       choice(&ServerConfig::log_level, {"trace", "debug", "info", "warn", "error", "off"})},
      {"log-format", "text or json (one JSON object per line)", "text",
       choice(&ServerConfig::log_format, {"text", "json"})},
      {"web-root", "directory of the browser client's files", "(installed)",
       [](ServerConfig& c, const std::string& v) -> std::optional<std::string> {
         c.web_root = v;
         return std::nullopt;
       }},
      {"max-frame-bytes", "largest WebSocket message accepted (bigger: closed with 1009)", "65536",
       integer(&ServerConfig::max_frame_bytes, 1024, 16 * 1024 * 1024)},
      {"max-queue-bytes", "outbound bytes queued for a client before it is closed as too slow",
       "1048576", integer(&ServerConfig::max_queue_bytes, 64 * 1024, 256 * 1024 * 1024)},
      {"max-connections",
       "open TCP connections, HTTP and WebSocket; past it a new one gets 503 and is closed"
       " (0: the descriptor limit less 64)",
       "0", integer(&ServerConfig::max_connections, 0, 100'000'000)},
      {"rate", "messages per second a connection may send on average", "50",
       integer(&ServerConfig::rate_per_second, 1, 100000)},
      {"rate-burst", "messages a connection may send at once", "100",
       integer(&ServerConfig::rate_burst, 1, 100000)},
      {"handshake-timeout", "seconds to complete the HTTP/WebSocket handshake and hello", "10",
       integer(&ServerConfig::handshake_timeout, 1, 3600)},
      {"idle-timeout", "seconds without a frame from a client before it is closed (pinged at half)",
       "120", integer(&ServerConfig::idle_timeout, 2, 86400)},
      {"allowed-origins", "comma-separated Origins allowed to open a WebSocket (empty: any)", "",
       set_origins},
      {"grace-period", "seconds a disconnected player keeps the seat", "60",
       integer(&ServerConfig::grace_period, 1, 86400)},
      {"first-move-timeout",
       "seconds a player of a clocked match has for a first move before the match is called off",
       "30", integer(&ServerConfig::first_move_timeout, 5, 3600)},
      {"first-setup-timeout",
       "seconds a player of a clocked match has for a first decision that is a secret setup", "60",
       integer(&ServerConfig::first_setup_timeout, 5, 3600)},
      {"room-close-delay", "seconds an empty room stays open", "120",
       integer(&ServerConfig::room_close_delay, 1, 86400)},
      {"max-rooms-per-session", "rooms a session may have open at once", "10",
       integer(&ServerConfig::max_rooms_per_session, 1, 1000)},
      {"max-connections-per-address",
       "WebSocket connections one client address may hold open (0: no limit)", "64",
       integer(&ServerConfig::max_connections_per_address, 0, 1000000)},
      {"new-sessions-per-minute",
       "new sessions one client address may start a minute (0: no limit)", "30",
       integer(&ServerConfig::new_sessions_per_minute, 0, 1000000)},
      {"max-rooms-per-address",
       "rooms the sessions of one client address may have open (0: no limit)", "20",
       integer(&ServerConfig::max_rooms_per_address, 0, 1000000)},
      {"max-public-rooms", "open public rooms on the server", "2000",
       integer(&ServerConfig::max_public_rooms, 1, 1000000)},
      {"session-idle", "seconds after which a session without seats or connections is forgotten",
       "3600", integer(&ServerConfig::session_idle, 1, 30 * 86400)},
      {"max-chat-chars", "longest chat line", "500",
       integer(&ServerConfig::max_chat_chars, 1, 10000)},
      {"shutdown-timeout", "seconds to drain connections on SIGTERM", "8",
       integer(&ServerConfig::shutdown_timeout, 0, 60)},
      {"bot-think-ms", "the least time, in milliseconds, a bot takes to move", "300",
       integer(&ServerConfig::bot_think, 0, 60000)},
      {"bot-threads",
       "threads the bots think on, at a low priority (0: one per core less one, at least 1)", "0",
       integer(&ServerConfig::bot_threads, 0, 256)},
      {"bot-budget-percent",
       "share of each bot level's thinking budget, and of a match review's, in percent (less:"
       " weaker, quicker bots and rougher reviews)",
       "100", integer(&ServerConfig::bot_budget_percent, 1, 100)},
      {"store",
       "sqlite (matches survive restarts, in DATA_DIR/rockpool.db) or off (benchmarks only)",
       "sqlite", boolean(&ServerConfig::store, "sqlite", "off")},
      {"store-sync",
       "full (each commit reaches the disk) or normal (at checkpoints; a crash of the"
       " process loses nothing, a power cut may)",
       "full", boolean(&ServerConfig::store_full_sync, "full", "normal")},
      {"store-gather",
       "microseconds a commit to the SQLite store may wait for more actions after the first,"
       " when the last commit carried several (one disk sync then carries more; 0: never wait)",
       "1000", integer(&ServerConfig::store_gather, 0, 100000)},
      {"cluster",
       "cluster mode: a postgresql:// URL of the database the store is kept in, instead of the"
       " SQLite file (nodes sharing a database share its rooms; see deploy/cluster/DESIGN.md)",
       "",
       [](ServerConfig& c, const std::string& v) -> std::optional<std::string> {
         if (!v.empty() && v.rfind("postgresql://", 0) != 0 && v.rfind("postgres://", 0) != 0) {
           return "must be a postgresql:// URL";
         }
         c.cluster = v;
         return std::nullopt;
       }},
      {"node-id", "this node's name in cluster mode (letters, digits, - and _)", "node1",
       [](ServerConfig& c, const std::string& v) -> std::optional<std::string> {
         if (v.empty() || v.size() > 64 ||
             v.find_first_not_of(
                 "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") !=
                 std::string::npos) {
           return "must be 1 to 64 letters, digits, - or _";
         }
         c.node_id = v;
         return std::nullopt;
       }},
      {"advertise",
       "cluster mode: this node's address, which other nodes give the clients of its rooms"
       " (a ws:// or http:// URL, e.g. ws://10.0.0.5:8080/ws)",
       "",
       [](ServerConfig& c, const std::string& v) -> std::optional<std::string> {
         if (v.empty()) {
           c.advertise.clear();
           return std::nullopt;
         }
         const bool http = v.rfind("http://", 0) == 0;
         if (!http && v.rfind("ws://", 0) != 0) return "must be a ws:// or http:// URL";
         std::string rest = v.substr(http ? 7 : 5);
         const std::size_t slash = rest.find('/');
         const std::string host = rest.substr(0, slash);
         if (host.empty() || host.find_first_of(" \t?#@") != std::string::npos) {
           return "must be a ws:// or http:// URL with a host";
         }
         // Clients need the WebSocket address: an http:// one names the node, /ws is its endpoint.
         std::string path = slash == std::string::npos ? "" : rest.substr(slash);
         if (path.empty() || path == "/") path = "/ws";
         c.advertise = "ws://" + host + path;
         return std::nullopt;
       }},
      {"chat-retention-days", "days the chat of a finished match is kept", "30",
       [](ServerConfig& c, const std::string& v) -> std::optional<std::string> {
         auto days = to_integer(v);
         if (!days || *days < 0 || *days > 3650) return "must be an integer from 0 to 3650";
         c.chat_retention = std::chrono::hours(24 * *days);
         return std::nullopt;
       }},
      {"push-contact",
       "Web Push: a mailto: or https: contact for the push services' operators (VAPID)",
       "mailto:admin@localhost",
       [](ServerConfig& c, const std::string& v) -> std::optional<std::string> {
         if ((v.rfind("mailto:", 0) != 0 && v.rfind("https://", 0) != 0) || v.size() < 9 ||
             v.size() > 200 || v.find_first_of(" \t\r\n\"") != std::string::npos) {
           return "must be a mailto: or https: URL";
         }
         c.push_contact = v;
         return std::nullopt;
       }},
      {"push-plain-http-loopback",
       "on: push endpoints may be http://127.0.0.1:PORT, for tests only (off: HTTPS only)", "off",
       boolean(&ServerConfig::push_plain_http_loopback, "on", "off")},
  };
  return all;
}

}  // namespace rockpool::server
