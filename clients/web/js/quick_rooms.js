// The rooms this browser's quick matches were paired into, so that their pages can say so: such a
// room is private like an invited one and looks the same in room.state. The newest are kept.

const QUICK_KEY = 'rockpool.quickRooms';
const QUICK_KEPT = 20;

/** The rooms quick matches opened, newest first. @param {Pick<Storage, 'getItem'>} [storage] @returns {string[]} */
export function quickRooms(storage = localStorage) {
  try {
    const list = JSON.parse(storage.getItem(QUICK_KEY) ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** Remembers a room a quick match was paired into. @param {string} roomId @param {Storage} [storage] */
export function rememberQuickRoom(roomId, storage = localStorage) {
  try {
    const list = [roomId, ...quickRooms(storage).filter((id) => id !== roomId)].slice(0, QUICK_KEPT);
    storage.setItem(QUICK_KEY, JSON.stringify(list));
  } catch {
    // Not remembered (storage refused): the title then says "private room".
  }
}
