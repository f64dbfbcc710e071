#include "protocol/tournament_document.hpp"

#include <nlohmann/json.hpp>

namespace rockpool::protocol {

namespace {

using nlohmann::json;

json text_or_null(const std::string& text) {
  return text.empty() ? json(nullptr) : json(text);
}

json nullable_ms(std::int64_t ms) {
  return ms > 0 ? json(ms) : json(nullptr);
}

json line_json(const TournamentLine& line) {
  json out = {
      {"id", line.id},
      {"code", line.code},
      {"name", line.name},
      {"format", line.arena ? "arena" : "round_robin"},
      {"game", line.game},
      {"game_name", line.game_name},
      {"clock", line.clock_initial_ms < 0 ? json(nullptr)
                                          : json{{"initial_ms", line.clock_initial_ms},
                                                 {"increment_ms", line.clock_increment_ms}}},
      {"days_per_move", line.days_per_move > 0 ? json(line.days_per_move) : json()},
      {"status", line.status},
      {"players", line.players},
      {"max_players", line.max_players},
      {"created_ms", line.created_ms}};
  if (line.arena) {
    out["minutes"] = line.minutes;
    out["ends_ms"] = line.ends_ms ? json(*line.ends_ms) : json(nullptr);
  }
  return out;
}

json entrant_json(const TournamentEntrant& player, bool arena) {
  if (arena) {
    return {{"id", player.id},          {"name", player.name}, {"rating", player.rating},
            {"score", player.score},    {"fire", player.fire}, {"present", player.present},
            {"playing", player.playing}};
  }
  return {{"id", player.id},
          {"name", player.name},
          {"points", player.points},
          {"sonneborn_berger", player.sonneborn_berger}};
}

json game_json(const TournamentGameShown& game, bool arena) {
  const bool ended = !game.result.empty();
  json out = {{"round", game.round ? json(*game.round) : json(nullptr)},
              {"players", {game.first, game.second}},
              {"room", text_or_null(game.room)},
              {"code", text_or_null(game.code)},
              {"match", text_or_null(game.match)},
              {"result", text_or_null(game.result)},
              {"reason", ended ? text_or_null(game.reason) : json(nullptr)}};
  if (arena) {
    out["points"] = game.points ? json{game.points->first, game.points->second} : json(nullptr);
  }
  return out;
}

json crosstable_row(const std::vector<std::optional<double>>& cells) {
  json row = json::array();
  for (const auto& cell : cells)
    row.push_back(cell ? json(*cell) : json(nullptr));
  return row;
}

// A list member: its name, and its items as JSON.
struct ListMember {
  const char* name;
  std::vector<json> items;
};

}  // namespace

void write_tournament_view(const TournamentShown& tournament, rules::View& out) {
  const bool arena = tournament.line.arena;
  json plain = line_json(tournament.line);
  plain.erase("players");  // the document lists them
  plain["options"] = json::parse(tournament.options_json, nullptr, false);
  plain["public"] = tournament.is_public;
  plain["host"] = tournament.host;
  plain["started_ms"] = nullable_ms(tournament.started_ms);
  plain["finished_ms"] = nullable_ms(tournament.finished_ms);
  if (!arena) {
    plain["rounds"] = tournament.rounds;
    plain["round"] = tournament.round ? json(*tournament.round) : json(nullptr);
  }

  std::vector<ListMember> lists;
  if (!arena) {
    ListMember& crosstable = lists.emplace_back(ListMember{"crosstable", {}});
    for (const auto& row : tournament.crosstable)
      crosstable.items.push_back(crosstable_row(row));
  }
  ListMember& games = lists.emplace_back(ListMember{"games", {}});
  for (const TournamentGameShown& game : tournament.games)
    games.items.push_back(game_json(game, arena));
  ListMember& players = lists.emplace_back(ListMember{"players", {}});
  for (const TournamentEntrant& player : tournament.players)
    players.items.push_back(entrant_json(player, arena));
  ListMember& standings = lists.emplace_back(ListMember{"standings", {}});
  for (int index : tournament.standings)
    standings.items.emplace_back(index);

  // Members in name order (the lists above are), as the document has always been written.
  auto list = lists.begin();
  const auto write_lists_before = [&](const std::string* name) {
    for (; list != lists.end() && (!name || *name > list->name); ++list) {
      out.list(list->name);
      for (const json& item : list->items)
        out.item().raw(item.dump());
    }
  };
  for (const auto& [name, value] : plain.items()) {
    write_lists_before(&name);
    out.value(name).raw(value.dump());
  }
  write_lists_before(nullptr);
  out.finish();
}

std::string tournament_list_body(const std::vector<TournamentLine>& lines) {
  json list = json::array();
  for (const TournamentLine& line : lines)
    list.push_back(line_json(line));
  return json{{"tournaments", std::move(list)}}.dump();
}

std::string tournament_reply(const rules::View& document, std::int64_t version) {
  std::string out = R"({"tournament":)";
  document.write(out);
  out += R"(,"version":)";
  out += std::to_string(version);
  out.push_back('}');
  return out;
}

std::string tournament_patch_frame(const std::string& code, std::int64_t base, std::int64_t version,
                                   const std::string& patch) {
  std::string out = R"({"base":)";
  out += std::to_string(base);
  out += R"(,"code":)";
  rules::append_json_string(out, code);
  out += R"(,"patch":)";
  out += patch;
  out += R"(,"type":"tournament.patch","version":)";
  out += std::to_string(version);
  out.push_back('}');
  return out;
}

}  // namespace rockpool::protocol
