#pragma once
// The server's configuration: parsed once at start from flags and ROCKPOOL_* environment
// variables (flags win), validated loudly, then read-only.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rockpool::server {

struct ServerConfig {
  std::string host = "0.0.0.0";
  std::uint16_t port = 8080;
  std::string data_dir = "rockpool-data";
  int threads = 0;  // 0: one per core
  std::string log_level = "info";
  std::string log_format = "text";  // text | json
  std::string web_root;             // empty: the installed client, else the source tree's
  std::size_t max_frame_bytes = 64 * 1024;
  std::size_t max_queue_bytes = 1024 * 1024;
  std::size_t max_connections = 0;  // 0: the descriptor limit less a reserve
  double rate_per_second = 50;
  double rate_burst = 100;
  std::chrono::seconds handshake_timeout{10};
  std::chrono::seconds idle_timeout{120};
  std::vector<std::string> allowed_origins;  // empty: any Origin
  std::chrono::seconds grace_period{60};
  // A clocked match is called off when a seat's first decision takes longer than this (a secret
  // setup gets the longer limit).
  std::chrono::seconds first_move_timeout{30};
  std::chrono::seconds first_setup_timeout{60};
  std::chrono::seconds room_close_delay{120};
  int max_rooms_per_session = 10;
  // Per client address (0: no limit): open WebSocket connections, new sessions a minute (with
  // bursts of as many), rooms open at once. Loopback load tests lift them.
  int max_connections_per_address = 64;
  int new_sessions_per_minute = 30;
  int max_rooms_per_address = 20;
  int max_public_rooms = 2000;              // open public rooms on the whole server
  std::chrono::seconds session_idle{3600};  // a session nothing holds is forgotten after this
  std::size_t max_chat_chars = 500;
  std::chrono::seconds shutdown_timeout{8};
  std::chrono::milliseconds bot_think{300};  // the least time a bot takes to move
  int bot_threads = 0;                       // 0: one per core less one, at least 1
  int bot_budget_percent = 100;              // of each level's thinking budget
  bool store = true;  // keep matches in SQLite under data_dir (off: for benchmarks only)
  bool store_full_sync = true;
  // Under load, how long a commit may wait for more actions after the first.
  std::chrono::microseconds store_gather{1000};
  // Cluster mode: the PostgreSQL database the store is kept in (empty: the embedded SQLite file),
  // this node's name there, and the address other nodes send its rooms' clients to (empty: none).
  std::string cluster;
  std::string node_id = "node1";
  std::string advertise;
  std::chrono::hours chat_retention{24 * 30};
  int signups_per_hour = 5;             // accounts made per client address an hour (0: no limit)
  bool cheap_password_hashing = false;  // Argon2id's least cost: for tests only
  // Web Push: the contact the push services are given (VAPID's subject), and whether endpoints
  // may be plain http://127.0.0.1:PORT (for tests only: push services are HTTPS).
  std::string push_contact = "mailto:admin@localhost";
  bool push_plain_http_loopback = false;
  bool operator==(const ServerConfig&) const = default;
};

struct ConfigResult {
  ServerConfig config;
  std::optional<std::string> error;
  bool help = false;
};

// Reads flags (`--name value` or `--name=value`) over the environment's ROCKPOOL_* variables.
ConfigResult parse_server_config(const std::vector<std::string>& args, char** environment);

// `rockpool serve --help`: every flag, its variable, its default and what it does.
std::string server_config_help();

}  // namespace rockpool::server
