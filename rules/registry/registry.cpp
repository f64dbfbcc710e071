#include "rules/registry/registry.hpp"

#include "rules/fences/fences_game.hpp"
#include "rules/kaninariebi/kaninariebi_game.hpp"
#include "rules/lazyking/lazyking_game.hpp"
#include "rules/pawnd/pawnd_game.hpp"
#include "rules/prawns/prawns_game.hpp"

namespace rockpool::rules {

const std::vector<const Game*>& registered_games() {
  // The one list of games: adding a game means adding its engine here.
  static const std::vector<const Game*> games = {&fences::fences_game(), &lazyking::lazyking_game(),
                                                 &prawns::prawns_game(), &pawnd::pawnd_game(),
                                                 &kaninariebi::kaninariebi_game()};
  return games;
}

const Game* find_game(std::string_view id) {
  for (const Game* game : registered_games()) {
    if (game->info().id == id) return game;
  }
  return nullptr;
}

}  // namespace rockpool::rules
