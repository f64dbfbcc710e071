// The move box: an action typed in the game's notation. While it is the player's decision, the
// legal actions are offered as suggestions (the browser filters them as one types); Enter plays
// the action typed, or the only one it begins; text that is no legal action goes to the server
// all the same, whose engine says why it is refused. Escape goes back to the board.

import { h, clear } from './dom.js';

export class MoveBox {
  /**
   * @param {{play: (notation: string) => void, say: (text: string) => void, label: (notation: string) => string, toBoard: () => void}} page
   *   toBoard: Escape in the box goes back to the board
   */
  constructor(page) {
    this.page = page;
    /** @type {string[]} */ this.legal = [];
    this.input = h('input', { type: 'text', id: 'move-box', list: 'move-suggestions', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': 'move-box-help', disabled: true });
    this.suggestions = h('datalist', { id: 'move-suggestions' });
    this.element = h('form', { class: 'move-box', id: 'move-box-form' },
      h('label', { for: 'move-box' }, 'Type a move'), this.input, this.suggestions,
      h('button', { type: 'submit', class: 'secondary', id: 'move-box-play' }, 'Play'),
      h('span', { class: 'visually-hidden', id: 'move-box-help' }, 'In the game’s notation; the legal moves are suggested.'));
    this.input.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      this.page.toBoard();
    });
    this.element.addEventListener('submit', (event) => {
      event.preventDefault();
      this.submit();
    });
  }

  /** @param {any} view */
  update(view) {
    const acting = Boolean(view?.decide) && view.status.state === 'playing';
    const legal = acting ? Object.keys(view.legal).sort() : [];
    this.input.disabled = !acting;
    if (legal.join('|') === this.legal.join('|')) return;
    this.legal = legal;
    clear(this.suggestions);
    for (const notation of legal) {
      const label = this.page.label(notation);
      this.suggestions.append(h('option', { value: notation }, label === notation ? null : label));
    }
  }

  submit() {
    const text = this.input.value.trim();
    if (!text) return;
    if (this.input.disabled) {
      this.page.say('It is not your move.');
      return;
    }
    const starting = this.legal.filter((notation) => notation.startsWith(text));
    if (this.legal.includes(text) || starting.length === 0) {
      this.input.value = '';
      this.page.play(text);
    } else if (starting.length === 1) {
      this.input.value = '';
      this.page.play(starting[0]);
    } else {
      this.page.say(`Several moves begin with ${text}: ${starting.slice(0, 8).join(', ')}${starting.length > 8 ? '…' : ''}`);
    }
  }

  focus() {
    this.input.focus();
  }
}
