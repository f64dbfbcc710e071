// rockpool: the game server and its tools, one binary.

#include <iostream>
#include <string>
#include <vector>

#include "app/rules_command.hpp"
#include "app/serve_command.hpp"
#include "bench/arena_bench.hpp"
#include "bench/bots_bench.hpp"
#include "bench/floor/floor_command.hpp"
#include "bench/pairing_bench.hpp"
#include "bench/recovery_bench.hpp"
#include "bench/review_bench.hpp"
#include "bench/rules_bench.hpp"
#include "bench/server_bench.hpp"

namespace {

constexpr const char* kUsage = R"(usage: rockpool <command> [flags]

commands:
  serve [flags]
      The game server (see rockpool serve --help): the browser client, the WebSocket protocol,
      health, metrics and the JSON API on one port.
  healthcheck [--listen HOST:PORT]
      Exits 0 when the server on this machine answers /healthz (for Docker's HEALTHCHECK).
  rules --game ID [--options JSON] [--record FILE]
      Reads JSON lines {"moves": [...]} on standard input and answers each with one JSON line:
      the position after those moves, its legal actions and its status. --record reads a match
      exported by the server (/api/matches/<id>/export): its game and options apply, its
      actions come first, and the position after them is answered at once.
  bench rules --game ID [--playouts N] [--seed S] [--ply-cap P] [--options JSON]
      Uniform random playouts, single-threaded; prints JSON figures.
  bench server --url ws://HOST:PORT/ws --rooms R --duration S [--game ID] [--spectators K]
               [--rate A] [--options JSON] [--public] [--pin-rooms] [--target rockpool|floor]
               [--server-pid P]
               [--bot-matches M [--bot-level L] [--bot-game ID]]
      Plays random legal actions in R rooms (closed loop, or A actions/s per room) and prints
      round trips and the server's CPU and bytes per action, read from its /metrics (and its
      user and system CPU from /proc/P/stat with --server-pid), and the tool's own CPU and, in
      open loop, its send delay. Rooms are private (out of the lobby and out of strangers'
      history) unless --public is given. --target floor plays the floor relay instead.
      --bot-matches runs M matches against the server's bots at level L (default 5) in game ID
      (default fences) beside the load, unmeasured, their human seat answering at once; the
      report adds what the bots did (their CPU then counts in the server's). --pin-rooms
      connects each room's players to /ws?room=load-<index>, so that a cluster's proxy sends
      both to one node; the server's figures are then left out (its /metrics is one node's).
  bench server --url ws://HOST:PORT/ws --idle C --hold S
      Holds C idle connections for S seconds; prints the server's memory and CPU per connection.
  bench floor [--listen HOST:PORT]
      The floor relay: a bare Beast WebSocket relay of a two-pawn race, one thread, no rules and
      no store, that answers /metrics as Rockpool does; what `bench server --target floor`
      measures Rockpool against. Port 0 (the default) picks a free port, printed at start.
  bench review [--game ID] [--matches N] [--iterations K] [--plies P] [--seed S]
      The cost of a finished match's review: for each game (or one), N matches (default 3) of
      two level-2 bots, to their end or P plies (default 60), each reviewed at K iterations a
      position (default 4000, the server's at full budget). Prints a JSON line a game: the CPU
      milliseconds a position (the median over the matches), positions searched, marks given.
  bench bots --game ID [--a LEVEL|flat] [--b LEVEL|flat] [--games N]
             [--iterations K | --ms T | --play] [--sprt ELO0,ELO1] [--threads T] [--seed S]
             [--options JSON] [--ply-limit P] [--max-seconds S] [--quiet]
      Two bots play colour-swapped pairs of games, several at once (--threads, default one
      per core): a level from 1 to 5, or flat, the flat Monte Carlo bot that came before. Each
      side thinks K iterations (flat: playouts) or T ms per decision; by default each level
      its own iteration budget, with --play its play budget, and flat its opponent's. Prints
      the score of A with its 95% interval, the Elo difference, illegal actions and move time
      percentiles as JSON; --sprt stops once H0 (ELO0) or H1 (ELO1) is accepted, and no pair
      starts after --max-seconds (stopped_by says which ended the run).
  bench recovery [--matches N] [--actions A] [--game ID]
      Stores N unfinished matches of A actions, then starts a server on them: prints how long
      the rebuild took.
  bench pairing [--seekers N] [--rate PER_SECOND] [--seed S] [--spread SD]
      Quick pairing under load, on a virtual clock: N seekers (default 10000) arrive at random
      (Poisson, default 50 a second) into one rated pool, their ratings normal around 1500 with
      standard deviation SD (default 300); prints the percentiles of their waits and of the
      rating gaps of the pairs, and how many were never paired, as JSON.
  bench arena [--players N] [--minutes M] [--seed S]
      An Arena tournament on a virtual clock: N players (default 1000, ratings normal around
      1500) join, play matches of 30 s to 5 min for M minutes (default 10), leave and come back
      now and then; prints the percentiles of their waits for a pairing and of the time one
      pairing takes, as JSON.
  help
      This text.
)";

}  // namespace

extern char** environ;

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "help" || args[0] == "--help" || args[0] == "-h") {
    std::cout << kUsage;
    return args.empty() ? 2 : 0;
  }
  const std::string command = args[0];
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (command == "serve") return rockpool::app::run_serve_command(rest, environ);
  if (command == "healthcheck") return rockpool::app::run_healthcheck_command(rest, environ);
  if (command == "rules")
    return rockpool::app::run_rules_command(rest, std::cin, std::cout, std::cerr);
  if (command == "bench" && !rest.empty() && rest[0] == "rules") {
    return rockpool::bench::run_rules_bench({rest.begin() + 1, rest.end()}, std::cout, std::cerr);
  }
  if (command == "bench" && !rest.empty() && rest[0] == "bots") {
    return rockpool::bench::run_bots_bench({rest.begin() + 1, rest.end()}, std::cout, std::cerr);
  }
  if (command == "bench" && !rest.empty() && rest[0] == "recovery") {
    return rockpool::bench::run_recovery_bench({rest.begin() + 1, rest.end()}, std::cout,
                                               std::cerr);
  }
  if (command == "bench" && !rest.empty() && rest[0] == "pairing") {
    return rockpool::bench::run_pairing_bench({rest.begin() + 1, rest.end()}, std::cout, std::cerr);
  }
  if (command == "bench" && !rest.empty() && rest[0] == "arena") {
    return rockpool::bench::run_arena_bench({rest.begin() + 1, rest.end()}, std::cout, std::cerr);
  }
  if (command == "bench" && !rest.empty() && rest[0] == "floor") {
    return rockpool::bench::run_floor_command({rest.begin() + 1, rest.end()}, std::cout, std::cerr);
  }
  if (command == "bench" && !rest.empty() && rest[0] == "review") {
    return rockpool::bench::run_review_bench({rest.begin() + 1, rest.end()}, std::cout, std::cerr);
  }
  if (command == "bench" && !rest.empty() && rest[0] == "server") {
    return rockpool::bench::run_server_bench({rest.begin() + 1, rest.end()}, std::cout, std::cerr);
  }
  std::cerr << "rockpool: unknown command '" << command << "'\n\n" << kUsage;
  return 2;
}
