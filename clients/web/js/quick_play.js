// One-click play from the lobby: a room against the bot with the game's default options, or a
// quick match: the oldest public room of the game waiting for a player, with the default options
// and no clock (what a quick match opens itself), else a new such room that waits.

/**
 * The room a quick match joins, or null to open one.
 * @param {Record<string, any>} rooms the lobby's public rooms @param {any} game from /api/games
 */
export function quickMatchRoom(rooms, game) {
  const fits = Object.values(rooms).filter((room) => room.game === game.id && room.status === 'waiting'
    && room.clock === null && hasDefaults(room.options, game));
  fits.sort((a, b) => a.created_ms - b.created_ms);
  return fits[0] ?? null;
}

/** Whether a room's options are the game's defaults (an option left out is its default). */
function hasDefaults(options, game) {
  return game.options.every((spec) => spec.name === 'first' || options?.[spec.name] === undefined || options[spec.name] === spec.default);
}

/**
 * Plays the bot now, or finds or opens a quick match; resolves with the room's path or an error.
 * @param {import('./transport.js').Transport} transport @param {any} game
 * @param {'bot'|'match'} how @param {Record<string, any>} rooms @param {number} [level] the bot's
 * @returns {Promise<{path: string} | {error: string}>}
 */
export async function quickPlay(transport, game, how, rooms, level = 3) {
  if (how === 'match') {
    const room = quickMatchRoom(rooms, game);
    if (room) return { path: `/room/${room.id}` };
  }
  const reply = await transport.send({ type: 'room.create', game: game.id, options: {}, first: 'random',
    public: how === 'match', opponent: how === 'bot' ? 'bot' : 'human', ...(how === 'bot' ? { bot_level: level } : {}) });
  if (reply.error) return { error: reply.error.message };
  const room = reply.result.room;
  return { path: room.invite ? `/r/${room.invite}` : `/room/${room.id}` };
}
