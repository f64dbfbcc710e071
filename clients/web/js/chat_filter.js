// Which chat lines a person sees: a seated player may hide the watchers' lines (a spectator's line
// comes with `from.seat` null), and the choice is kept for the next visit.

const HIDE_WATCHERS_KEY = 'rockpool.hideWatchersChat';

/**
 * Whether a chat line is shown. Only a seated player can hide the watchers' lines: a spectator
 * always reads the whole chat.
 * @param {{from: {seat: number|null}}} frame @param {{seated: boolean, hideWatchers: boolean}} reader
 */
export function chatLineShown(frame, reader) {
  return !(reader.seated && reader.hideWatchers && frame.from.seat === null);
}

/** @param {Pick<Storage, 'getItem'>} [storage] */
export function watchersChatHidden(storage = localStorage) {
  return storage.getItem(HIDE_WATCHERS_KEY) === '1';
}

/** @param {boolean} hidden @param {Pick<Storage, 'setItem'>} [storage] */
export function setWatchersChatHidden(hidden, storage = localStorage) {
  storage.setItem(HIDE_WATCHERS_KEY, hidden ? '1' : '0');
}
