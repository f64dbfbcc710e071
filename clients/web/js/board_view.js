// The board and the picker together: draws the game's board, highlights what may be clicked now,
// the clicks so far and the last action, and turns clicks into actions through the picker. It
// asks (with buttons) only where a choice remains. A placement (a fence, a wall) shows its targets
// near the pointer only (pointer_marks.js). On a touch screen the boards that ask for it preview
// an action first: a second tap on it, or Place, makes it, and a tap on a fence's crossing turns
// it. The keyboard works the same board through its grid (board_keys.js): every cell named,
// Enter for a click.

import { boardFor, boardReady, loadBoard } from './boards/index.js';
import { Picker } from './picker.js';
import { h, clear } from './dom.js';
import { BoardKeys } from './board_keys.js';
import { confirmMovesOn } from './confirm_moves.js';
import { PointerMarks } from './pointer_marks.js';

export class BoardView {
  /**
   * @param {HTMLElement} boardBox @param {HTMLElement} actionBar
   * @param {(notation: string) => void} play
   * @param {{summary?: boolean}} [options] summary: the board's line under it when there is no hint
   */
  constructor(boardBox, actionBar, play, options = {}) {
    this.showSummary = options.summary ?? true;
    this.boardBox = boardBox;
    this.actionBar = actionBar;
    this.play = play;
    this.flipped = false;
    /** @type {Picker|null} */ this.picker = null;
    this.legalKey = '';
    /** @type {any} */ this.view = null;
    /** An earlier position shown instead of the live one (view only), or null. @type {any} */ this.past = null;
    /** @type {string[]|null} */ this.choice = null;
    this.doneChoices = /** @type {string[]} */ ([]);
    /** A move chosen and waiting to be sent: shown, and no other click is taken meanwhile. */
    /** @type {string|null} */ this.held = null;
    /** An action previewed on a touch screen, waiting for a second tap or Place. */
    /** @type {string|null} */ this.preview = null;
    /** @type {string|undefined} */ this.previewWord = undefined;
    this.touch = false;  // whether the last press on the board was a finger's
    this.marks = new PointerMarks();
    this.boardBox.addEventListener('pointerdown', (event) => {
      this.touch = event.pointerType === 'touch';
      if (this.touch) this.marks.moveTo(this.svgPoint(event), false);
    });
    this.boardBox.addEventListener('pointermove', (event) => {
      if (event.pointerType !== 'mouse') return;
      this.marks.moveTo(this.svgPoint(event), true);
      this.applyMarks();
    });
    this.boardBox.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;  // a finger leaves at every tap
      this.marks.moveTo(null, false);
      this.applyMarks();
    });
    this.boardBox.addEventListener('click', (event) => this.onClick(event));
    this.keys = new BoardKeys(boardBox, actionBar, {
      activate: (name) => this.activate(name),
      cancel: () => this.cancelIfAny(),
      moved: (name) => { this.marks.cursor = name; this.applyMarks(); },
    });
    this.askFocus = false;  // a question came from a key: its buttons take the focus
  }

  /** @param {any} view */
  update(view) {
    this.view = view;
    const acting = view.decide && view.status.state === 'playing';
    const legalKey = acting ? `${view.ply}:${Object.keys(view.legal).join('|')}` : '';
    if (legalKey !== this.legalKey) {
      this.legalKey = legalKey;
      this.picker = acting ? new Picker(view.legal) : null;
      this.choice = null;
      this.doneChoices = [];
      this.preview = null;
    }
    this.draw();
  }

  /** @param {string|null} notation */
  setHeld(notation) {
    this.held = notation;
  }

  setFlipped(flipped) {
    this.flipped = flipped;
    if (this.view) this.draw();
  }

  /** Shows an earlier position (view only) over the live one, or the live one again (null). */
  showPast(view) {
    this.past = view;
    if (this.view) this.draw();
  }

  draw() {
    const view = this.past ?? this.view;
    const acting = !this.past;
    const focused = this.keys.holdsFocus();
    clear(this.boardBox);
    if (!boardReady(view.match.game)) {
      // The board's code comes on first sight: drawn as soon as it is there.
      loadBoard(view.match.game).then(() => this.view && this.draw());
      return;
    }
    const module = boardFor(view.match.game);
    const svg = module.render(view, { flipped: this.flipped, you: view.you });
    this.boardBox.append(svg);
    // Under the board: on one's own decision a hint of what one may do, in words; else the
    // board's summary.
    const hint = acting && this.picker && !this.held ? module.hint?.(view) : null;
    if (hint) this.boardBox.append(h('p', { class: 'board-summary hint' }, hint));
    else if (this.showSummary && module.summary) this.boardBox.append(h('p', { class: 'board-summary muted' }, module.summary(view, view.match.seat_names)));
    const mark = (names, className) => {
      for (const name of names) {
        for (const node of svg.querySelectorAll(`[data-target="${CSS.escape(name)}"]`)) node.classList.add(className);
      }
    };
    mark(flatTargets(view.last), 'last');
    if (!acting) {
      // An earlier position: nothing to click.
    } else if (this.held) {
      mark(flatTargets(view.legal[this.held]), 'picked');
    } else if (this.picker) {
      mark(this.picker.clickable(), 'target');
      mark(this.picker.clicks, 'picked');
      svg.classList.add('acting');
    }
    if (acting && typeof view.you === 'number') svg.classList.add(`mover-${view.you}`);
    this.applyMarks();
    const cells = module.cursorCells?.(this.flipped);
    if (cells) {
      const targets = acting && this.picker && !this.held && !this.choice ? this.picker.clickable() : new Set();
      const picked = new Set(!acting ? [] : this.held ? flatTargets(view.legal[this.held]) : this.picker?.clicks ?? []);
      const last = new Set(flatTargets(view.last));
      const words = (/** @type {string} */ name) => [module.squareWords?.(view, name) ?? name,
        picked.has(name) ? 'chosen' : targets.has(name) ? 'can be chosen' : null,
        last.has(name) ? 'last move' : null].filter(Boolean).join(', ');
      this.keys.lay(svg, cells, words, targets, `${view.match.game_name} board: arrow keys move, Enter chooses`, focused && !this.askFocus);
    }
    if (acting) this.drawActionBar();
    else clear(this.actionBar);
    if (this.askFocus) {
      this.askFocus = false;
      this.keys.focusQuestion();
    }
  }

  /** The placement targets near the pointer, and the one a click would make, on the board as drawn. */
  applyMarks() {
    const svg = this.boardBox.querySelector('svg.board');
    if (!svg || !this.view) return;
    this.marks.apply(svg, boardFor(this.view.match.game), this.clickableNow(), this.flipped);
  }

  /** What may be clicked on the board now (with a preview shown: what may start another action), or null. */
  clickableNow() {
    if (!this.picker || this.past || this.held || this.choice) return null;
    return this.preview ? new Picker(this.view.legal).clickable() : this.picker.clickable();
  }

  /**
   * Turns a placement the other way (a key): the one previewed, the one under the mouse, or the
   * keyboard cursor's slot. Whether there was one to turn.
   */
  turn() {
    const module = boardFor(this.view?.match.game ?? '');
    const clickable = this.clickableNow();
    if (this.preview) {
      const other = module.turned?.(this.preview);
      if (other && Object.hasOwn(this.view.legal, other)) this.showPreview(other, this.previewWord);
      return Boolean(other);
    }
    if (!clickable) return false;
    if (this.marks.turnHere(module, clickable, this.flipped)) {
      this.applyMarks();
      return true;
    }
    const other = this.keys.cursor ? module.turned?.(this.keys.cursor) : null;
    if (other && clickable.has(other)) this.keys.moveTo(other);
    return Boolean(other);
  }

  drawActionBar() {
    clear(this.actionBar);
    if (!this.picker || this.held) return;
    const buttons = [];
    if (this.preview) {
      const notation = this.preview;
      const other = boardFor(this.view.match.game).turned?.(notation);
      buttons.push(h('button', { id: 'confirm-move', 'data-action': notation, onclick: () => this.send(notation) }, `${this.previewWord ?? 'Place'} ${this.label(notation)}`));
      if (other && Object.hasOwn(this.view.legal, other)) {
        buttons.push(h('button', { class: 'secondary', id: 'turn-move', onclick: () => this.showPreview(other) }, 'Turn'));
      }
    } else if (this.choice) {
      buttons.push(h('span', { class: 'prompt' }, 'Which one?'));
      for (const notation of this.choice) {
        buttons.push(h('button', { class: 'choice', 'data-action': notation, onclick: () => this.send(notation) }, this.label(notation)));
      }
    } else {
      for (const notation of this.picker.buttons()) {
        buttons.push(h('button', { class: 'choice', 'data-action': notation, onclick: () => this.send(notation) }, this.label(notation)));
      }
      if (this.doneChoices.length > 0) {
        buttons.push(h('button', { id: 'done', onclick: () => this.finish() }, this.doneChoices.length === 1 ? `Done: ${this.doneChoices[0]}` : 'Done'));
      }
    }
    if (this.picker.clicks.length > 0 || this.choice || this.preview) {
      buttons.push(h('button', { class: 'secondary', id: 'cancel', onclick: () => this.cancel() }, 'Cancel'));
    }
    // Many choices (a secret start's nine pairs) go in a grid, so that they stay beside the board.
    this.actionBar.classList.toggle('many', buttons.filter((b) => b.classList.contains('choice')).length > 3);
    this.actionBar.append(...buttons);
  }

  /** A button's text: the board's own words for an action, else its notation. */
  label(notation) {
    const module = boardFor(this.view.match.game);
    return module.actionLabel?.(notation, this.view) ?? defaultLabel(notation);
  }

  /** A move in words for a message: its label, and the squares clicked when they say more. */
  describe(notation) {
    const clicked = flatTargets(this.view?.legal?.[notation]);
    const text = this.label(notation);
    return clicked.length > 0 && !clicked.includes(notation) ? `${text} (${clicked.join(', ')})` : text;
  }

  /** @param {MouseEvent} event */
  onClick(event) {
    if (!this.picker || this.choice || this.held || this.past) return;
    const module = boardFor(this.view.match.game);
    const node = /** @type {Element} */ (event.target).closest('[data-target]');
    let name = node?.getAttribute('data-target') ?? null;
    const fresh = new Picker(this.view.legal).clickable();  // what may start an action
    const point = this.svgPoint(event);
    if (!this.touch) this.marks.moveTo(point, true);
    const nearest = (/** @type {Set<string>} */ among) => module.targetNear?.(point, among, { flipped: this.flipped }) ?? null;
    const finger = this.touch && Boolean(module.targetNear);
    if (this.preview) {
      const previewed = this.preview;
      const shown = new Set(flatTargets(this.view.legal[previewed]));
      // The second press: on the fence's crossing it turns the fence, on the preview it places it.
      const press = module.pressOnPreview?.(point, previewed, { flipped: this.flipped })
        ?? (shown.has(name ?? '') || (finger && !fresh.has(name ?? '') && nearest(shown) !== null) ? 'place' : null);
      const other = module.turned?.(previewed);
      if (press === 'turn' && other && Object.hasOwn(this.view.legal, other)) return this.showPreview(other, this.previewWord);
      if (press) return this.send(previewed);
      this.preview = null;
      this.picker.reset();
    }
    // A finger is wide: a tap that hits no target means the nearest one the board knows of. A
    // mouse in a groove means the placement drawn under it (the groove it is in, or turned).
    if (finger && (name === null || !fresh.has(name))) name = nearest(fresh);
    else if (!this.touch && name && module.confirmOnTouch?.(name)) name = this.marks.hovered(module, fresh, this.flipped) ?? name;
    if (name === null) return this.draw();
    const outcome = this.picker.click(name);
    if ('ignored' in outcome) return this.draw();
    if ('send' in outcome) {
      if (this.touch && module.confirmOnTouch?.(outcome.send)) return this.showPreview(outcome.send);
      if (confirmMovesOn()) return this.showPreview(outcome.send, 'Confirm');
      return this.send(outcome.send);
    }
    if ('choose' in outcome) this.choice = outcome.choose;
    if ('wait' in outcome) this.doneChoices = outcome.done;
    this.draw();
  }

  /** A click from the keyboard on a cell of the board's grid. @param {string} name */
  activate(name) {
    if (!this.picker || this.choice || this.held || this.past) return;
    if (this.preview) {
      if (flatTargets(this.view.legal[this.preview]).includes(name)) return this.send(this.preview);
      this.preview = null;
      this.picker.reset();
    }
    const outcome = this.picker.click(name);
    if ('send' in outcome) return this.send(outcome.send);
    if ('choose' in outcome) {
      this.choice = outcome.choose;
      this.askFocus = true;
    }
    if ('wait' in outcome) this.doneChoices = outcome.done;
    this.draw();
  }

  /** Escape: drops a partly made action; whether there was one. */
  cancelIfAny() {
    if (!this.picker || (this.picker.clicks.length === 0 && !this.choice && !this.preview)) return false;
    this.cancel();
    return true;
  }

  /**
   * Shows an action as it would be, with Place (or Confirm), Turn and Cancel.
   * @param {string} notation @param {string} [word] the button's verb
   */
  showPreview(notation, word = 'Place') {
    this.preview = notation;
    this.previewWord = word;
    this.picker?.reset();
    for (const name of flatTargets(this.view.legal[notation])) this.picker?.clicks.push(name);
    this.draw();
  }

  /** Board coordinates (the SVG's view box) of a pointer event. @param {MouseEvent} event */
  svgPoint(event) {
    const svg = /** @type {SVGGraphicsElement|null} */ (this.boardBox.querySelector('svg.board'));
    const matrix = svg?.getScreenCTM();
    if (!matrix) return { x: -1, y: -1 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  }

  finish() {
    if (this.doneChoices.length === 1) return this.send(this.doneChoices[0]);
    this.choice = this.doneChoices;
    this.draw();
  }

  cancel() {
    if (this.actionBar.contains(document.activeElement)) this.keys.refocus = true;
    this.preview = null;
    this.picker?.reset();
    this.choice = null;
    this.doneChoices = [];
    this.draw();
  }

  /** @param {string} notation */
  send(notation) {
    if (this.actionBar.contains(document.activeElement)) this.keys.refocus = true;
    if (!this.marks.mouse) this.marks.moveTo(null, false);  // a tap leaves nothing drawn behind
    this.preview = null;
    this.picker?.reset();
    this.choice = null;
    this.doneChoices = [];
    this.play(notation);
    this.draw();
  }
}

/** Every target name in a targets list (groups flattened). */
function flatTargets(targets) {
  if (!Array.isArray(targets)) return [];
  return targets.flat();
}

function defaultLabel(notation) {
  return notation === 'pass' ? 'Pass' : notation === 'end' ? 'End turn' : notation === 'undo' ? 'Take back' : notation;
}
