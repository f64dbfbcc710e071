// What a refused tournament request means to the person who asked: a sentence for every error code
// of PROTOCOL.md's "Tournaments" (and those tournament.create shares with room.create).

/** @typedef {'create'|'join'|'leave'|'start'|'cancel'|'watch'} TournamentRequest */

/** Ends a server's detail ("max_players: 3 to 10") as a sentence. @param {string} [detail] */
function sentence(detail) {
  if (!detail) return '';
  const text = detail.charAt(0).toUpperCase() + detail.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** A bad field of tournament.create, by the field the server's message names. @param {string} [message] */
function badFieldWords(message = '') {
  const range = message.match(/(\d+) to (\d+)/);
  if (/max_players/.test(message)) return range ? `This tournament takes ${range[1]} to ${range[2]} players.` : 'A round robin has 3 to 10 players, an Arena 2 to 100.';
  if (/minutes/.test(message)) return 'An Arena lasts 5 to 180 minutes.';
  if (/name/.test(message)) return 'A tournament\'s name has 1 to 40 characters, with the rules of a display name (no < > & " \' `).';
  return `The server refused one of the settings. ${sentence(message)}`.trim();
}

/**
 * @param {TournamentRequest} request which request was refused
 * @param {{code: string, message?: string}} error the reply's error
 * @returns {string}
 */
export function tournamentError(request, error) {
  switch (error.code) {
    case 'tournament/unavailable':
      return 'This server runs no tournaments.';
    case 'tournament/moved':
      return 'Tournaments are run by another server of this site: reconnecting there. Try again in a moment.';
    case 'tournament/needs_pace':
      return 'A tournament needs a clock, or a number of days per move.';
    case 'tournament/arena_live':
      return 'An Arena is played live: give it a clock, not days per move.';
    case 'tournament/limit':
      return 'You already host 3 tournaments that have not finished: finish or cancel one first.';
    case 'tournament/not_found':
      return 'There is no tournament at this link. Check that it was copied whole.';
    case 'tournament/started':
      if (request === 'cancel') return 'This tournament has begun: its games go on to the end.';
      if (request === 'join') return 'This tournament has begun: you can follow it, but no longer join.';
      if (request === 'leave') return 'This tournament has begun: its players stay to the end.';
      return 'This tournament has already started.';
    case 'tournament/finished':
      if (request === 'join') return 'This tournament is over (or its time is up), or its host cancelled it.';
      return 'This tournament is over, or its host cancelled it.';
    case 'tournament/full':
      return 'This tournament is full: it has as many players as its host allowed.';
    case 'tournament/already_joined':
      return 'You play in this tournament already.';
    case 'tournament/not_player':
      return 'You do not play in this tournament, or you have paused already.';
    case 'tournament/host_stays':
      return 'The host plays in their own tournament and cannot leave it.';
    case 'tournament/not_host':
      return request === 'cancel' ? 'Only the host can cancel the tournament.' : 'Only the host can start the tournament.';
    case 'tournament/too_few':
      return 'Too few players to start (a round robin needs 3, an Arena 2): share the invite link.';
    case 'tournament/no_rematch':
      return 'A tournament\'s game has no rematch.';
    case 'request/bad_field':
      return badFieldWords(error.message);
    case 'game/unknown':
      return 'This server does not have that game.';
    case 'options/unknown':
    case 'options/wrong_type':
    case 'options/out_of_range':
    case 'options/not_an_object':
      return `The game refuses one of its options. ${sentence(error.message)}`.trim();
    case 'room/bad_days_per_move':
      return 'Days per move is 1, 2, 3, 5, 7, 10 or 14, and comes without a clock.';
    case 'server/shutting_down':
      return 'The server is restarting: try again in a minute.';
    case 'server/busy':
      return 'The server is busy: try again in a moment.';
    case 'rate/limited':
      return 'Too many requests at once: wait a moment and try again.';
    case 'connection/closed':
      return 'The connection dropped before the server answered: try again.';
    default:
      return sentence(error.message) || 'The server refused that.';
  }
}
