#include "app/rules_command.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

#include "app/command_line.hpp"
#include "app/rules_request.hpp"
#include "rules/core/registry.hpp"

namespace rockpool::app {

int run_rules_command(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                      std::ostream& err) {
  CommandLine command(args, {"game", "options"});
  if (command.error()) {
    err << "rockpool rules: " << *command.error() << "\n";
    return 2;
  }
  const std::string id = command.get_or("game", "");
  const rules::Game* game = rules::find_game(id);
  if (!game) {
    err << "rockpool rules: unknown game '" << id << "'; games:";
    for (const auto* g : rules::registered_games()) err << " " << g->info().id;
    err << "\n";
    return 2;
  }
  nlohmann::json options = nlohmann::json::parse(command.get_or("options", "{}"), nullptr, false);
  if (options.is_discarded() || !options.is_object()) {
    err << "rockpool rules: --options must be a JSON object\n";
    return 2;
  }
  std::string line;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    out << answer_rules_request(*game, options, line)
                  .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
        << "\n"
        << std::flush;
  }
  return 0;
}

}  // namespace rockpool::app
