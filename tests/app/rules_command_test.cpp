// `rockpool rules` as other tools use it: a separate process, JSON lines in and out.

#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace rockpool::tests {
namespace {

using nlohmann::json;

// Runs the binary with `input` on standard input and returns its standard output lines.
std::vector<std::string> run_rules(const std::string& flags, const std::string& input) {
  char path[] = "/tmp/rockpool-rules-input-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  REQUIRE(write(fd, input.data(), input.size()) == static_cast<ssize_t>(input.size()));
  close(fd);
  const std::string command = std::string(ROCKPOOL_BINARY) + " rules " + flags + " < " + path;
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe);
  std::string output;
  char buffer[4096];
  while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe))
    output.append(buffer, n);
  pclose(pipe);
  unlink(path);
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < output.size()) {
    const auto end = output.find('\n', start);
    lines.push_back(output.substr(start, end - start));
    start = end == std::string::npos ? output.size() : end + 1;
  }
  return lines;
}

json ask(const std::string& request, const std::string& flags = "--game fences") {
  auto lines = run_rules(flags, request + "\n");
  REQUIRE(lines.size() == 1);
  return json::parse(lines[0]);
}

// The seed's worked example, reached by play: O on d7, X on d8, fences c8/, d6- (and a1-).
const std::vector<std::string> kWorkedExample = {"c8/", "d6-", "W", "W", "N", "S",  "N",
                                                 "N",   "N",   "S", "N", "N", "W",  "S",
                                                 "N",   "N",   "N", "S", "E", "a1-"};

json moves_json(std::vector<std::string> moves) {
  return json{{"moves", moves}};
}

TEST_CASE("rockpool rules: the initial position, its legal actions sorted by byte value") {
  const json answer = ask(R"({"moves": []})");
  CHECK(answer["ok"] == true);
  CHECK(answer["ply"] == 0);
  CHECK(answer["to_move"] == json::array({0}));
  CHECK(answer["status"] == "playing");
  CHECK(answer["winner"].is_null());
  const auto legal = answer["legal"]["0"].get<std::vector<std::string>>();
  CHECK(legal.size() == 131);
  CHECK(std::is_sorted(legal.begin(), legal.end()));
  CHECK(legal.front() == "E");
  CHECK(answer["legal"].size() == 1);
}

TEST_CASE("rockpool rules: the seed's worked example, for O and for X") {
  const json o = ask(moves_json(kWorkedExample).dump());
  REQUIRE(o["ok"] == true);
  CHECK(o["to_move"] == json::array({0}));
  std::vector<std::string> o_pawn;
  for (const auto& name : o["legal"]["0"]) {
    const auto text = name.get<std::string>();
    if (text.back() != '-' && text.back() != '/') o_pawn.push_back(text);
  }
  CHECK(o_pawn == std::vector<std::string>{"E", "NN", "W"});

  auto then_nn = kWorkedExample;
  then_nn.push_back("NN");
  const json won = ask(moves_json(then_nn).dump());
  CHECK(won["status"] == "won");
  CHECK(won["winner"] == 0);
  CHECK(won["to_move"].empty());

  auto x_turn = kWorkedExample;
  x_turn.push_back("h1/");
  const json x = ask(moves_json(x_turn).dump());
  std::vector<std::string> x_pawn;
  for (const auto& name : x["legal"]["1"]) {
    const auto text = name.get<std::string>();
    if (text.back() != '-' && text.back() != '/') x_pawn.push_back(text);
  }
  CHECK(x_pawn == std::vector<std::string>{"E", "N", "SE", "SW"});
  x_turn.push_back("SS");
  const json refused = ask(moves_json(x_turn).dump());
  CHECK(refused["ok"] == false);
  CHECK(refused["error"]["code"] == "action/illegal");
  CHECK(refused["error"]["index"] == 21);
}

TEST_CASE("rockpool rules: a bad line gets an error line and the tool goes on") {
  const auto lines = run_rules("--game fences",
                               "not json\n"
                               "[1,2]\n"
                               "{\"moves\": [\"N\", \"Q\"]}\n"
                               "{\"moves\": [\"N\", {\"seat\": 0, \"action\": \"N\"}]}\n"
                               "{\"moves\": [\"N\"], \"options\": {\"walls\": 3}}\n"
                               "{\"moves\": [\"N\"], \"options\": {\"fences\": 11}}\n"
                               "{\"moves\": \"N\"}\n"
                               "{\"moves\": [17]}\n"
                               "{\"moves\": [\"N\"], \"options\": {\"meet\": 1}}\n");
  REQUIRE(lines.size() == 9);
  const auto code = [&](int i) { return json::parse(lines[i])["error"]["code"]; };
  CHECK(code(0) == "request/invalid_json");
  CHECK(code(1) == "request/not_an_object");
  CHECK(code(2) == "action/malformed");
  CHECK(json::parse(lines[2])["error"]["index"] == 1);
  CHECK(code(3) == "action/not_your_decision");
  CHECK(code(4) == "options/unknown");
  CHECK(json::parse(lines[4])["error"]["message"].get<std::string>().find("walls") !=
        std::string::npos);
  CHECK(code(5) == "options/out_of_range");
  CHECK(code(6) == "request/bad_moves");
  CHECK(code(7) == "request/bad_move");
  CHECK(json::parse(lines[8])["ok"] == true);
}

TEST_CASE("rockpool rules: --options apply to every line unless a line brings its own") {
  const json three = ask(R"({"moves": []})", "--game fences --options '{\"fences\": 0}'");
  CHECK(three["legal"]["0"] == json::array({"E", "N", "W"}));
  const json own =
      ask(R"({"moves": [], "options": {}})", "--game fences --options '{\"fences\": 0}'");
  CHECK(own["legal"]["0"].size() == 131);
}

TEST_CASE("rockpool rules: 'first', listed among every game's options, is taken with no effect") {
  for (const char* first : {"random", "host", "guest"}) {
    const json taken = ask(R"({"moves": ["N"], "options": {"fences": 0, "first": ")" +
                           std::string(first) + R"("}})");
    CHECK_MESSAGE(taken["ok"] == true, taken.dump());
    CHECK(taken["ply"] == 1);
    CHECK(taken["legal"]["1"] == json::array({"E", "S", "W"}));
  }
  const json flagged = ask(R"({"moves": []})", "--game prawns --options '{\"first\": \"guest\"}'");
  CHECK(flagged["ok"] == true);
  CHECK(ask(R"({"options": {"first": "nobody"}})")["error"]["code"] == "options/out_of_range");
  CHECK(ask(R"({"options": {"first": 1}})")["error"]["code"] == "options/wrong_type");
}

TEST_CASE("rockpool rules: an unknown game is refused at start") {
  CHECK(run_rules("--game chess", "{}\n").empty());
}

}  // namespace
}  // namespace rockpool::tests
