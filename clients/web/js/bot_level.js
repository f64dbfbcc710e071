// The bot's level this browser last chose, for the next game against it: level 1, the gentlest,
// on a first visit.

const LEVEL_KEY = 'rockpool.botLevel';

/** @param {Pick<Storage, 'getItem'>} [storage] @returns {number} 1 to 5 */
export function savedBotLevel(storage = localStorage) {
  try {
    const level = Number(storage.getItem(LEVEL_KEY));
    return Number.isInteger(level) && level >= 1 && level <= 5 ? level : 1;
  } catch {
    return 1;
  }
}

/** @param {number} level @param {Pick<Storage, 'setItem'>} [storage] */
export function saveBotLevel(level, storage = localStorage) {
  try {
    storage.setItem(LEVEL_KEY, String(level));
  } catch {
    // Not remembered (storage refused): level 1 next time.
  }
}
