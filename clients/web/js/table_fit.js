// The board as large as the window allows, with what must be seen with it still in view. On a
// wide screen the board fills the window's height beside the table's panel, which scrolls in its
// own column; on a narrow one the status, the players and the choices stand above and below the
// board, and the board gets the height they leave. Everything is measured, so that a longer
// question (nine buttons of a secret start) shrinks the board rather than falls below the fold.

const NARROW = '(max-width: 859px)';
const LEAST = 224;  // px: a board smaller than this is no use; the page scrolls instead
const MARGIN = 8;   // px kept under the lowest part

export class BoardFit {
  /**
   * @param {{table: HTMLElement, boardBox: HTMLElement, together: () => HTMLElement[]}} parts
   *   together: what stands in the board's column and must be seen with it on a narrow screen
   */
  constructor(parts) {
    this.parts = parts;
    this.narrow = window.matchMedia(NARROW);
    this.frame = 0;
    this.observer = new ResizeObserver(() => this.schedule());
    this.onResize = () => this.schedule();
    window.addEventListener('resize', this.onResize);
    this.observer.observe(parts.table);
  }

  /** Measures again when any of these changes size. @param {HTMLElement[]} elements */
  watch(elements) {
    for (const element of elements) this.observer.observe(element);
  }

  schedule() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.fit();
    });
  }

  fit() {
    const { table, boardBox } = this.parts;
    const svg = /** @type {SVGSVGElement|null} */ (boardBox.querySelector(':scope > svg.board'));
    if (!svg) return;
    const box = svg.viewBox.baseVal;
    const aspect = box && box.height > 0 ? box.width / box.height : 1;
    const top = (/** @type {Element} */ node) => node.getBoundingClientRect().top + window.scrollY;
    const bottom = (/** @type {Element} */ node) => node.getBoundingClientRect().bottom + window.scrollY;
    const board = svg.getBoundingClientRect().height;
    const shown = [boardBox, ...(this.narrow.matches ? this.parts.together() : [])].filter((node) => node.getClientRects().length > 0);
    const from = Math.min(...shown.map(top));
    const others = Math.max(...shown.map(bottom)) - from - board;
    const height = Math.max(LEAST, window.innerHeight - from - others - MARGIN);
    const width = boardBox.clientWidth;
    const fitted = Math.min(height, width / aspect);
    boardBox.style.setProperty('--board-w', `${Math.floor(fitted * aspect)}px`);
    boardBox.style.setProperty('--board-h', `${Math.floor(fitted)}px`);
    table.style.setProperty('--table-h', `${Math.max(LEAST, Math.floor(window.innerHeight - top(table) - MARGIN))}px`);
  }

  stop() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.observer.disconnect();
    window.removeEventListener('resize', this.onResize);
  }
}
