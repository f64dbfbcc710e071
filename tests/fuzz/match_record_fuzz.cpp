// The match record import on arbitrary text, as `rockpool rules --record` reads a file: a record
// that parses must write back to a record that parses the same, and its moves are replayed on its
// game exactly as the command does.

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "app/rules_request.hpp"
#include "protocol/match_record.hpp"
#include "rules/registry/registry.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using rockpool::fuzz::require;
namespace protocol = rockpool::protocol;

namespace {

bool same(const protocol::MatchRecord& a, const protocol::MatchRecord& b) {
  return a.header == b.header && a.actions == b.actions;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string error;
  const auto record = protocol::parse_match_record(text, error);
  if (!record) {
    require(!error.empty(), "a refused record says why");
    return 0;
  }
  std::string again_error;
  const auto again =
      protocol::parse_match_record(protocol::write_match_record(*record), again_error);
  require(again && same(*record, *again), "a record read back from its own text is the same");

  const rockpool::rules::Game* game = rockpool::rules::find_game(record->header_value("Game"));
  if (!game) return 0;
  nlohmann::json options = nlohmann::json::parse(record->header_value("Options"), nullptr, false);
  if (options.is_discarded() || !options.is_object()) options = nlohmann::json::object();
  nlohmann::json moves = nlohmann::json::array();
  for (const auto& [seat, notation] : record->actions)
    moves.push_back({{"seat", seat}, {"action", notation}});
  const nlohmann::json request = {{"moves", moves}};
  const nlohmann::json answer = rockpool::app::answer_rules_request(
      *game, options, request.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  require(answer.is_object(), "the replay answers with an object");
  return 0;
}
