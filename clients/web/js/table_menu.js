// The table's view settings in one menu (flip the board, the board in words, the keys, sound,
// notifications, confirm moves), so that they do not stand among the match's own buttons. A
// button opens and closes it; Escape, a click elsewhere or a choice that opens something closes it.

import { h } from './dom.js';

export class TableMenu {
  /** @param {HTMLElement[]} items the menu's buttons, each with its id */
  constructor(items) {
    this.list = h('div', { class: 'table-menu-list', id: 'table-menu', role: 'group', 'aria-label': 'View settings', hidden: true }, ...items);
    this.button = h('button', { type: 'button', class: 'secondary quiet', id: 'table-menu-button', 'aria-expanded': 'false', 'aria-controls': 'table-menu', onclick: () => this.toggle() }, 'Settings');
    this.element = h('div', { class: 'table-menu' }, this.button, this.list);
    this.list.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      this.toggle(false);
      this.button.focus();
    });
    this.onOutside = (/** @type {Event} */ event) => {
      if (!this.element.contains(/** @type {Node} */ (event.target))) this.toggle(false);
    };
  }

  /** @param {boolean} [open] */
  toggle(open = this.list.hidden) {
    this.list.hidden = !open;
    this.button.setAttribute('aria-expanded', String(open));
    if (open) document.addEventListener('pointerdown', this.onOutside);
    else document.removeEventListener('pointerdown', this.onOutside);
  }

  stop() {
    document.removeEventListener('pointerdown', this.onOutside);
  }
}
