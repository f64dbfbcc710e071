// The game page's aids: How to play beside the board (over the page on a phone, the rest of the
// page set inert meanwhile so that the focus never goes behind it), the board in words, the
// buttons that open them, and the table's keys.

import { h, clear } from './dom.js';
import { boardFor } from './boards/index.js';
import { boardText } from './board_text.js';
import { installShortcuts } from './shortcuts.js';

export class GameAids {
  /**
   * @param {{side: HTMLElement, behind: () => HTMLElement[], view: () => any, game: () => string|null,
   *   flipped: () => boolean}} page behind: what the rules cover on a phone (made inert meanwhile)
   */
  constructor(page) {
    this.page = page;
    this.howTo = h('section', { class: 'panel howto-panel', id: 'howto-panel', 'aria-label': 'How to play', hidden: true });
    this.words = h('section', { class: 'panel board-text', id: 'board-text', 'aria-labelledby': 'board-text-title', tabindex: -1, hidden: true });
    this.narrow = window.matchMedia('(max-width: 859px)');
    this.howToButton = h('button', { class: 'secondary', id: 'howto-button', 'aria-expanded': 'false', 'aria-controls': 'howto-panel', onclick: () => this.toggleHowTo() }, 'How to play');
    this.wordsButton = h('button', { class: 'menu-item', id: 'describe-board', 'aria-expanded': 'false', 'aria-controls': 'board-text', onclick: () => this.toggleWords() }, 'Describe the board');
  }

  /** The menu's buttons for the aids: the board in words, and the keys. @param {() => void} showKeys */
  menuItems(showKeys) {
    return [this.wordsButton, h('button', { class: 'menu-item', id: 'keys-button', 'aria-keyshortcuts': '?', onclick: showKeys }, 'Keys (?)')];
  }

  /** The game's How to play beside the board, the match going on; or closes it. */
  async toggleHowTo() {
    const open = this.howTo.hidden;
    this.howTo.hidden = !open;
    this.page.side.classList.toggle('showing-howto', open);
    for (const part of this.page.behind()) part.inert = open && this.narrow.matches;
    this.howToButton.setAttribute('aria-expanded', String(open));
    if (!open) {
      document.getElementById('howto-button')?.focus();
      return;
    }
    const game = this.page.game();
    if (!game) return;
    if (this.howTo.getAttribute('data-game') !== game) {
      const content = h('div', { class: 'howto-content' });
      clear(this.howTo);
      this.howTo.append(h('button', { class: 'secondary howto-close', id: 'howto-close', onclick: () => this.toggleHowTo() }, 'Close'), content);
      this.howTo.setAttribute('data-game', game);
      const { renderHowTo } = await import('./howto.js');
      await renderHowTo(content, game, { headingLevel: 3 });
    }
    this.howTo.scrollTop = 0;
    document.getElementById('howto-close')?.focus();
  }

  /** The position in words, rank by rank, under the board and focused; or hidden again. */
  toggleWords() {
    this.words.hidden = !this.words.hidden;
    this.renderWords();
    this.wordsButton.setAttribute('aria-expanded', String(!this.words.hidden));
    if (!this.words.hidden) this.words.focus();
  }

  renderWords() {
    const view = this.page.view();
    if (this.words.hidden || !view) return;
    clear(this.words);
    this.words.append(h('h3', { id: 'board-text-title' }, 'The board in words'), ...boardText(boardFor(view.match.game), view, this.page.flipped()));
  }

  /**
   * The table's keys, on a help overlay that `?` opens. The match's buttons are pressed by their
   * keys, so that a key does exactly what its button does (a resignation asks first).
   * @param {{board: () => void, moveBox: () => void, flip: () => void, turn: () => void, back: () => void, forward: () => void, live: () => void}} run
   */
  installKeys(run) {
    const press = (...ids) => () => ids.map((id) => document.getElementById(id)).find(Boolean)?.click();
    return installShortcuts([
      { key: 'b', what: 'put the focus on the board', run: run.board },
      { key: 'm', what: 'put the focus on the move box', run: run.moveBox },
      { key: 'f', what: 'flip the board', run: run.flip },
      { key: 'o', what: 'turn a fence the other way (at a crossing)', run: run.turn },
      { key: 't', what: 'describe the board in words', run: () => this.toggleWords() },
      { key: 'h', what: 'how to play this game', run: () => this.toggleHowTo() },
      { key: 'd', what: 'offer a draw (or accept the one offered)', run: press('accept-draw', 'offer-draw') },
      { key: 'r', what: 'resign (asks first, in place)', run: press('resign') },
      { key: '[', what: 'step back through the earlier positions (view only)', run: run.back },
      { key: ']', what: 'step forward again', run: run.forward },
      { key: 'End', keys: ['End', 'Escape'], what: 'back to the game as it is now', run: run.live },
    ]);
  }
}
