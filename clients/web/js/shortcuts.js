// Keys for the table, listed on a help overlay that `?` opens. A key works anywhere on the game
// page but in a text field (the move box, the chat).

import { h } from './dom.js';

/** @typedef {{key: string, keys?: string[], what: string, run: () => void}} Shortcut */

/** Each key in a box of its own, which never breaks; the line breaks between them. @param {string[]} keys */
function keyList(keys) {
  return keys.flatMap((key, i) => [i === 0 ? null : i === keys.length - 1 ? ' or ' : ', ', h('kbd', {}, key)]).filter((part) => part !== null);
}

/**
 * @param {Shortcut[]} shortcuts @returns {{dialog: HTMLDialogElement, stop: () => void}}
 */
export function installShortcuts(shortcuts) {
  const dialog = /** @type {HTMLDialogElement} */ (h('dialog', { class: 'shortcuts-help', id: 'shortcuts-help', 'aria-labelledby': 'shortcuts-title' },
    h('h2', { id: 'shortcuts-title' }, 'Keys'),
    h('dl', {}, ...[
      [['Arrow keys', 'Home', 'End'], 'move over the board (squares, and edges where walls or fences go)'],
      [['Enter', 'Space'], 'choose what is under the cursor'],
      [['Escape'], 'cancel a move half made'],
      ...shortcuts.map((s) => [s.keys ?? [s.key], s.what]),
      [['?'], 'this list'],
    ].map(([keys, what]) => h('div', {}, h('dt', {}, ...keyList(/** @type {string[]} */ (keys))), h('dd', {}, /** @type {string} */ (what))))),
    h('form', { method: 'dialog' }, h('button', { id: 'shortcuts-close' }, 'Close'))));
  document.body.append(dialog);
  const onKey = (/** @type {KeyboardEvent} */ event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const field = /** @type {Element} */ (event.target).closest?.('input, textarea, select, [contenteditable]');
    if (field) return;
    if (event.key === '?') {
      event.preventDefault();
      if (dialog.open) dialog.close();
      else dialog.showModal();
      return;
    }
    if (dialog.open) return;
    const shortcut = shortcuts.find((s) => (s.keys ?? [s.key]).includes(event.key));
    if (!shortcut) return;
    event.preventDefault();
    shortcut.run();
  };
  document.addEventListener('keydown', onKey);
  return { dialog, stop: () => { document.removeEventListener('keydown', onKey); dialog.remove(); } };
}
