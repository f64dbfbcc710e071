// A host waiting for an opponent sees the board the match will start from (the engine's starting
// position for the room's options, from the practice endpoint; nothing on it can be chosen until
// the match starts) and may play the bot instead: the open room closes, and a room of the same
// game, options, clock (or days per move) and visibility opens against the bot at the level
// chosen. Someone who follows the old invite link afterwards finds that the room has closed.

import { h } from './dom.js';
import { botLevelPicker } from './game_cards.js';
import { practice } from './practice.js';

/**
 * The starting position of a room's game with its options, as a view nobody can act on.
 * @param {any} room as room.state has it @returns {Promise<any|null>}
 */
export async function startingView(room) {
  try {
    const { view } = await practice(room.game, { options: room.options ?? {}, moves: [] });
    return { ...view, decide: null, legal: {}, last: [], match: { ...view.match, game_name: room.game_name } };
  } catch {
    return null;  // the board waits for the match: the room itself is fine
  }
}

/** The bot's levels of /api/games, fetched once. @type {Promise<any[]>|null} */
let levelsList = null;

/**
 * "Play the bot instead": a level and a button, with a line that says what it does.
 * @param {(level: number) => Promise<void>} start
 */
export async function botOffer(start) {
  levelsList ??= fetch('/api/games').then((response) => response.json()).then((body) => body.bot_levels ?? []);
  const picker = botLevelPicker(await levelsList);
  const button = h('button', { id: 'play-bot-instead', type: 'button', onclick: async () => {
    button.disabled = true;
    await start(picker.level());
    button.disabled = false;  // refused (the words say why): it may be tried again
  } }, 'Play the bot instead');
  return h('section', { class: 'bot-offer', id: 'bot-offer', 'aria-labelledby': 'bot-offer-title' },
    h('h3', { id: 'bot-offer-title' }, 'Tired of waiting?'),
    h('p', { class: 'small' }, 'This room closes and the same game starts at once against the bot.'),
    picker.element, button);
}

/**
 * Closes the waiting room and opens its twin against the bot; resolves with the new room's path,
 * or an error in words.
 * @param {import('./transport.js').Transport} transport @param {any} room @param {number} level
 * @returns {Promise<{path: string} | {error: string}>}
 */
export async function playBotInstead(transport, room, level) {
  const left = await transport.send({ type: 'room.leave', room: room.id });
  if (left.error) return { error: left.error.message };
  const reply = await transport.send({
    type: 'room.create', game: room.game, options: room.options ?? {}, first: room.first ?? 'random',
    public: room.public, opponent: 'bot', bot_level: level,
    clock: room.clock ? { initial_s: room.clock.initial_ms / 1000, increment_s: room.clock.increment_ms / 1000 } : null,
    ...(room.days_per_move ? { days_per_move: room.days_per_move } : {}),
  });
  if (reply.error) return { error: reply.error.message };
  const made = reply.result.room;
  return { path: made.invite ? `/r/${made.invite}` : `/room/${made.id}` };
}
