// `rockpool bench server` against a real server: it plays, measures and reads the metrics.

#include <doctest/doctest.h>

#include "tests/server/child_process.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

// The WebSocket address of a server on 127.0.0.1.
std::string ws_url(std::uint16_t port) {
  return "ws://127.0.0.1:" + std::to_string(port) + "/ws";
}

json run_tool(const std::vector<std::string>& args) {
  std::vector<std::string> argv = {ROCKPOOL_BINARY, "bench", "server"};
  argv.insert(argv.end(), args.begin(), args.end());
  ChildProcess tool(argv);
  std::string report;
  while (auto line = tool.wait_for_line("", 30s)) {
    report += *line + "\n";
    if (*line == "}") break;
  }
  CHECK(tool.wait_exit(10s) == 0);
  return json::parse(report);
}

TEST_CASE("bench tool: closed loop plays games in several rooms and reports every figure") {
  TestServer server(rate_limited_config(100000, 100000));
  const std::string url = ws_url(server.port());
  const json report =
      run_tool({"--url", url, "--rooms", "3", "--duration", "1", "--spectators", "1"});
  CHECK(report["actions"] > 50);
  CHECK(report["errors"] == 0);
  for (const char* key : {"actions_per_s", "server_cpu_us_per_action", "tool_cpu_us_per_action",
                          "bytes_out_per_action"}) {
    CHECK_MESSAGE(report[key].is_number(), key);
  }
  for (const char* key : {"p50", "p90", "p99", "max"})
    CHECK(report["rtt_ms"][key].is_number());
}

TEST_CASE("bench tool: open loop keeps its rate; other games work too") {
  TestServer server;
  const std::string url = ws_url(server.port());
  const json report = run_tool(
      {"--url", url, "--rooms", "4", "--duration", "2", "--rate", "5", "--game", "kaninariebi"});
  CHECK(report["mode"] == "open");
  CHECK(report["actions"] >= 30);
  CHECK(report["actions"] <= 45);
  CHECK(report["errors"] == 0);
  for (const char* key : {"p50", "p99", "max"})
    CHECK(report["send_delay_ms"][key].is_number());
}

TEST_CASE("bench tool: the floor relay plays under the same load, closed and open loop") {
  ChildProcess floor({ROCKPOOL_BINARY, "bench", "floor", "--listen", "127.0.0.1:0"});
  const auto line = floor.wait_for_line("listening on", 10s);
  REQUIRE(line);
  const std::string url = ws_url(port_in(*line));
  const std::string pid = std::to_string(floor.pid());
  const json closed = run_tool(
      {"--url", url, "--target", "floor", "--rooms", "3", "--duration", "1", "--server-pid", pid});
  CHECK(closed["target"] == "floor");
  CHECK(closed["actions"] > 0);
  CHECK(closed["errors"] == 0);
  for (const char* key : {"server_cpu_us_per_action", "server_user_us_per_action",
                          "server_sys_us_per_action", "bytes_out_per_action"}) {
    CHECK_MESSAGE(closed[key].is_number(), key);
  }
  const json open = run_tool(
      {"--url", url, "--target", "floor", "--rooms", "4", "--duration", "1", "--rate", "5"});
  CHECK(open["actions"] > 0);
  CHECK(open["errors"] == 0);
  CHECK(open["send_delay_ms"]["max"].is_number());
  const json idle = run_tool({"--url", url, "--idle", "20", "--hold", "1"});
  CHECK(idle["connections"] == 20);
}

TEST_CASE("bench tool: idle mode holds connections and reports memory and CPU") {
  TestServer server;
  const std::string url = ws_url(server.port());
  const json report = run_tool({"--url", url, "--idle", "50", "--hold", "1"});
  CHECK(report["connections"] == 50);
  CHECK(report["server_rss_kib_per_connection"].is_number());
  CHECK(report["server_idle_cpu_percent"].is_number());
}

}  // namespace
}  // namespace rockpool::tests

namespace rockpool::tests {
namespace {

TEST_CASE("bench tool: bots play colour-swapped pairs and report score, Elo, illegal actions") {
  ChildProcess tool({ROCKPOOL_BINARY, "bench", "bots", "--game", "kaninariebi", "--a", "2", "--b",
                     "flat", "--games", "4", "--iterations", "30", "--threads", "2", "--sprt",
                     "0,100", "--quiet"});
  std::string text;
  while (auto line = tool.wait_for_line("", 60s)) {
    text += *line + "\n";
    if (*line == "}") break;
  }
  CHECK(tool.wait_exit(10s) == 0);
  const json report = json::parse(text);
  CHECK(report["games"] == 4);
  CHECK(report["pairs"] == 2);
  CHECK(report["a_wins"].get<int>() + report["draws"].get<int>() + report["a_losses"].get<int>() ==
        4);
  CHECK(report["illegal_moves"] == 0);
  CHECK(report["budget"]["a"]["iterations"] == 30);
  CHECK(report["budget"]["b"]["iterations"] == 30);
  CHECK(report["score_ci95"].size() == 2);
  CHECK(report["elo"].is_number());
  CHECK(report["sprt"]["result"] == "continue");
  CHECK(report["stopped_by"] == "games");
  for (const char* key : {"p50", "p90", "p99", "max"}) {
    CHECK(report["move_ms"]["a"][key].is_number());
    CHECK(report["move_ms"]["b"][key].is_number());
  }
}

TEST_CASE("bench tool: bot matches run beside the load and report what the bots did") {
  TestServer server(rate_limited_config(100000, 100000));
  const std::string url = ws_url(server.port());
  const json report = run_tool({"--url", url, "--rooms", "2", "--duration", "2", "--rate", "5",
                                "--bot-matches", "2", "--bot-level", "1", "--bot-game", "pawnd"});
  CHECK(report["errors"] == 0);
  // The measured rooms keep their schedule: the bot matches' actions are not among them.
  CHECK(report["actions"] >= 14);
  CHECK(report["actions"] <= 25);
  const json& bots = report["bot_matches"];
  CHECK(bots["matches"] == 2);
  CHECK(bots["level"] == 1);
  CHECK(bots["game"] == "pawnd");
  CHECK(bots["searches"].get<double>() > 2);
  CHECK(bots["iterations"].get<double>() > 0);
  CHECK(bots["errors"] == 0);
}

TEST_CASE("bench tool: the floor relay has no bots to run beside the load") {
  ChildProcess tool({ROCKPOOL_BINARY, "bench", "server", "--url", "ws://127.0.0.1:9/ws", "--target",
                     "floor", "--bot-matches", "1"});
  CHECK(tool.wait_exit(10s) == 2);  // refused before it connects anywhere
}

}  // namespace
}  // namespace rockpool::tests
