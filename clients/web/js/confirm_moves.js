// "Confirm moves": a setting, kept for the next visit, that gives every board the two-step move a
// fence gets on a touch screen: the first click shows the action as it would be, a second click
// on it (or Confirm) makes it, anything else drops it. For those whose hand slips, on any screen.

const CONFIRM_KEY = 'rockpool.confirmMoves';

/** @param {Pick<Storage, 'getItem'>} [storage] */
export function confirmMovesOn(storage = localStorage) {
  try {
    return storage.getItem(CONFIRM_KEY) === '1';
  } catch {
    return false;
  }
}

/** @param {boolean} on @param {Pick<Storage, 'setItem'>} [storage] */
export function setConfirmMoves(on, storage = localStorage) {
  try {
    storage.setItem(CONFIRM_KEY, on ? '1' : '0');
  } catch {
    // Not remembered (storage refused).
  }
}
