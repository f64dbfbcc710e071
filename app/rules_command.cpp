#include "app/rules_command.hpp"

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "app/command_line.hpp"
#include "app/rules_request.hpp"
#include "protocol/match_record.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::app {

int run_rules_command(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                      std::ostream& err) {
  CommandLine command(args, {"game", "options", "record"});
  if (command.error()) {
    err << "rockpool rules: " << *command.error() << "\n";
    return 2;
  }
  // --record FILE: a match exported by the server. Its game and options are the defaults, and its
  // actions come before every line's moves; the position after them is answered first.
  nlohmann::json record_moves = nlohmann::json::array();
  std::optional<std::string> record_options;
  std::string record_game;
  if (auto path = command.get("record")) {
    std::ifstream file(*path);
    std::stringstream text;
    text << file.rdbuf();
    std::string problem;
    auto record = file ? protocol::parse_match_record(text.str(), problem) : std::nullopt;
    if (!record) {
      err << "rockpool rules: cannot read the record " << *path << ": "
          << (file ? problem : "no such file") << "\n";
      return 2;
    }
    record_game = record->header_value("Game");
    record_options = record->header_value("Options");
    for (const auto& [seat, notation] : record->actions) {
      record_moves.push_back({{"seat", seat}, {"action", notation}});
    }
  }
  const std::string id = command.get_or("game", record_game);
  const rules::Game* game = rules::find_game(id);
  if (!game) {
    err << "rockpool rules: unknown game '" << id << "'; games:";
    for (const auto* g : rules::registered_games())
      err << " " << g->info().id;
    err << "\n";
    return 2;
  }
  nlohmann::json options = nlohmann::json::parse(
      command.get_or("options", record_options.value_or("{}")), nullptr, false);
  if (options.is_discarded() || !options.is_object()) {
    err << "rockpool rules: --options must be a JSON object\n";
    return 2;
  }
  auto answer = [&](const std::string& line) {
    std::string request = line;
    if (!record_moves.empty()) {
      // The record's actions first, then the line's.
      auto parsed = nlohmann::json::parse(line, nullptr, false);
      if (parsed.is_object()) {
        nlohmann::json moves = record_moves;
        if (parsed.contains("moves") && parsed["moves"].is_array()) {
          for (const auto& move : parsed["moves"])
            moves.push_back(move);
        }
        parsed["moves"] = std::move(moves);
        request = parsed.dump();
      }
    }
    out << answer_rules_request(*game, options, request)
               .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
        << "\n"
        << std::flush;
  };
  if (command.has("record")) answer(R"({"moves": []})");
  std::string line;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    answer(line);
  }
  return 0;
}

}  // namespace rockpool::app
