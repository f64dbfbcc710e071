// The server's configuration: flags over ROCKPOOL_* variables, each value checked loudly, and
// every default that --help prints is the one the server uses.

#include "server/config.hpp"

#include <doctest/doctest.h>

#include <regex>
#include <sstream>

namespace rockpool::tests {
namespace {

using server::parse_server_config;

TEST_CASE("config: flags win over the environment; both forms of a flag") {
  std::string grace = "ROCKPOOL_GRACE_PERIOD=30";
  std::string level = "ROCKPOOL_LOG_LEVEL=debug";
  char* environment[] = {grace.data(), level.data(), nullptr};
  const auto result =
      parse_server_config({"--grace-period=45", "--listen", "127.0.0.1:9000"}, environment);
  REQUIRE_FALSE(result.error);
  CHECK(result.config.grace_period == std::chrono::seconds(45));
  CHECK(result.config.log_level == "debug");
  CHECK(result.config.host == "127.0.0.1");
  CHECK(result.config.port == 9000);
}

TEST_CASE("config: a cluster node's address is a ws:// or http:// URL, kept as its ws:// address") {
  CHECK(parse_server_config({"--advertise", "ws://10.0.0.5:8080/ws"}, nullptr).config.advertise ==
        "ws://10.0.0.5:8080/ws");
  CHECK(parse_server_config({"--advertise", "http://node2.internal:8080"}, nullptr)
            .config.advertise == "ws://node2.internal:8080/ws");
  std::string variable = "ROCKPOOL_ADVERTISE=ws://10.0.0.6:8080/ws";
  char* environment[] = {variable.data(), nullptr};
  CHECK(parse_server_config({}, environment).config.advertise == "ws://10.0.0.6:8080/ws");
  CHECK(parse_server_config({}, nullptr).config.advertise.empty());
  CHECK(*parse_server_config({"--advertise", "10.0.0.5:8080"}, nullptr).error ==
        "--advertise must be a ws:// or http:// URL");
  CHECK(*parse_server_config({"--advertise", "ws:///ws"}, nullptr).error ==
        "--advertise must be a ws:// or http:// URL with a host");
}

TEST_CASE("config: bad values, unknown flags and unknown variables are refused by name") {
  CHECK(*parse_server_config({"--threads", "-1"}, nullptr).error ==
        "--threads must be an integer from 0 to 256");
  CHECK(*parse_server_config({"--log-format=xml"}, nullptr).error ==
        "--log-format must be one of: text, json");
  CHECK(*parse_server_config({"--listen=8080"}, nullptr).error ==
        "--listen must be HOST:PORT, such as 0.0.0.0:8080");
  CHECK(*parse_server_config({"--allowed-origins=example.org"}, nullptr).error ==
        "--allowed-origins must be a comma-separated list of origins such as https://example.org");
  CHECK(parse_server_config({"--no-such-flag=1"}, nullptr).error->find("unknown flag") == 0);
  CHECK(*parse_server_config({"--grace-period"}, nullptr).error ==
        "flag --grace-period needs a value");
  CHECK(*parse_server_config({"serve"}, nullptr).error == "unexpected argument 'serve'");
  std::string typo = "ROCKPOOL_GRACE_PERIODS=30";
  char* environment[] = {typo.data(), nullptr};
  CHECK(parse_server_config({}, environment).error->find("ROCKPOOL_GRACE_PERIODS") !=
        std::string::npos);
  CHECK(parse_server_config({"--help"}, nullptr).help);
}

TEST_CASE("config: every default that --help prints is the server's default") {
  const auto plain = parse_server_config({}, nullptr);
  REQUIRE_FALSE(plain.error);
  const std::regex line(R"(^  --([a-z-]+) VALUE   \((ROCKPOOL_[A-Z_]+), default: (.*)\)$)");
  std::istringstream help(server::server_config_help());
  int flags = 0;
  for (std::string text; std::getline(help, text);) {
    std::smatch match;
    if (!std::regex_match(text, match, line)) continue;
    ++flags;
    const std::string flag = match[1], fallback = match[3];
    if (fallback == "none" || fallback.front() == '(') continue;  // no value to give
    const auto given = parse_server_config({"--" + flag + "=" + fallback}, nullptr);
    REQUIRE_MESSAGE(!given.error, flag);
    CHECK_MESSAGE(given.config == plain.config, "--" << flag << "'s default is not " << fallback);
  }
  CHECK(flags >= 25);
}

}  // namespace
}  // namespace rockpool::tests
