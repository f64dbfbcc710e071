// One-click play from the lobby: a room against the bot with the game's default options, or a
// quick match, which the server pairs (PROTOCOL.md, "Quick pairing"): the player seeks in the
// game's untimed pool, rated or casual, and the server's seek.paired frame names the private room
// both players are seated in.

/**
 * The request that seeks a quick match of `game`, rated or casual.
 * @param {any} game from /api/games @param {boolean} rated
 */
export function seekRequest(game, rated) {
  return { type: 'seek', game: game.id, rated };
}

/** The path of the room a seek.paired frame names: its invite link. @param {any} frame */
export function pairedPath(frame) {
  return `/r/${frame.code}`;
}

/**
 * Seeks a quick match; resolves with null once the server pairs it in time, or an error message.
 * @param {import('./transport.js').Transport} transport @param {any} game @param {boolean} rated
 * @returns {Promise<string | null>}
 */
export async function seekMatch(transport, game, rated) {
  const reply = await transport.send(seekRequest(game, rated));
  if (!reply.error) return null;
  return reply.error.code === 'rated/needs_account'
    ? 'Rated quick matches are for players with an account: create one first (the header\'s "Create account").'
    : reply.error.message;
}

/**
 * Plays the bot now: a private room with the game's default options; resolves with the room's
 * path or an error.
 * @param {import('./transport.js').Transport} transport @param {any} game @param {number} [level] the bot's
 * @returns {Promise<{path: string} | {error: string}>}
 */
export async function playBot(transport, game, level = 1) {
  return roomPath(await transport.send({ type: 'room.create', game: game.id, options: {}, first: 'random',
    public: false, opponent: 'bot', bot_level: level }));
}

/**
 * A private room of the game with its default options, for a friend: its page shows the
 * invitation link. Resolves with the room's path or an error.
 * @param {import('./transport.js').Transport} transport @param {any} game
 * @returns {Promise<{path: string} | {error: string}>}
 */
export async function inviteFriend(transport, game) {
  return roomPath(await transport.send({ type: 'room.create', game: game.id, options: {}, first: 'random', public: false, opponent: 'human' }));
}

/** A room.create reply as the room's path, or its error. @param {any} reply */
function roomPath(reply) {
  if (reply.error) return { error: reply.error.message };
  const room = reply.result.room;
  return { path: room.invite ? `/r/${room.invite}` : `/room/${room.id}` };
}
