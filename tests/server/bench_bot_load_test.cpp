// `rockpool bench server --bot-matches`: matches against the server's bots run beside the load,
// the bots really search, and their human seats never count among the measured actions.

#include <doctest/doctest.h>

#include "tests/server/child_process.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

json bench_report_beside_bots(const std::vector<std::string>& args) {
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

TEST_CASE("bench tool: bot matches run beside the load and report what the bots did") {
  server::ServerConfig config = test_config();
  config.rate_per_second = 100000;
  config.rate_burst = 100000;
  TestServer server(config);
  const std::string url = "ws://127.0.0.1:" + std::to_string(server.port()) + "/ws";
  const json report =
      bench_report_beside_bots({"--url", url, "--rooms", "2", "--duration", "2", "--rate", "5",
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
