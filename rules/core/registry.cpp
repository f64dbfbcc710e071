#include "rules/core/registry.hpp"

#include "rules/fences/fences_game.hpp"
#include "rules/kaninariebi/kaninariebi_game.hpp"
#include "rules/lazyking/lazyking_game.hpp"
#include "rules/pawnd/pawnd_game.hpp"
#include "rules/prawns/prawns_game.hpp"

namespace rockpool::rules {

const std::vector<const Game*>& registered_games() {
  // The one list of games: adding a game means adding its engine here.
  static const fences::FencesGame fences_game;
  static const lazyking::LazyKingGame lazyking_game;
  static const prawns::PrawnsGame prawns_game;
  static const pawnd::PawndGame pawnd_game;
  static const kaninariebi::KaniNariEbiGame kaninariebi_game;
  static const std::vector<const Game*> games = {&fences_game, &lazyking_game, &prawns_game,
                                                 &pawnd_game, &kaninariebi_game};
  return games;
}

const Game* find_game(std::string_view id) {
  for (const Game* game : registered_games()) {
    if (game->info().id == id) return game;
  }
  return nullptr;
}

}  // namespace rockpool::rules
