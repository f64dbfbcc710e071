// A How to play page's boards: the overview's picture (the board as play begins, view only) and the
// live examples ("Try it"), where the reader clicks the legal targets of a position from the
// server's engine and the engine plays the action. Every board is drawn from the first player's
// side and says so. An example says what to try; once played, what the action did in the game's
// own words (the move list's), what came of it, and why.

import { h } from './dom.js';
import { boardFor } from './boards/index.js';
import { BoardView } from './board_view.js';
import { practice } from './practice.js';
import { SIDE } from './howto_examples.js';

/**
 * The board as play begins, drawn by the board's code, with its caption.
 * @param {string} gameId @param {import('./howto_examples.js').Picture} picture
 */
export function pictureFigure(gameId, picture) {
  const box = h('div', { class: 'board-box overview-board' });
  const figure = h('figure', { class: 'overview-picture', id: 'overview-picture' }, box,
    h('figcaption', { class: 'small' }, picture.caption));
  practice(gameId, { options: picture.options ?? {}, moves: picture.moves ?? [] }).then(({ view }) => {
    const still = { ...view, you: null, decide: false, legal: {}, last: [] };
    box.append(boardFor(gameId).render(still, { flipped: false, you: null }));
    figure.setAttribute('data-ready', '');
  }).catch(() => figure.remove());
  return figure;
}

/**
 * A live example: its title, what to try, the board; the action chosen is played by the engine
 * and its result told, then Again.
 * @param {string} gameId @param {import('./howto_examples.js').Example} example
 */
export function exampleWidget(gameId, example) {
  const boardBox = h('div', { class: 'board-box example-board' });
  const actionBar = h('div', { class: 'action-bar' });
  const caption = h('p', { class: 'example-caption', 'aria-live': 'polite' });
  const again = h('button', { class: 'secondary example-again', hidden: true }, 'Again');
  const figure = h('figure', { class: 'example', 'data-example': example.title },
    h('figcaption', { class: 'example-title' }, `Try it: ${example.title}`),
    h('p', { class: 'example-side small muted' }, SIDE[gameId] ?? ''),
    boardBox, actionBar, caption, again);
  const moves = example.moves ?? [];
  let seat = /** @type {number|null} */ (null);
  const view = new BoardView(boardBox, actionBar, async (notation) => {
    const before = view.view;
    try {
      const played = [...moves, seat !== null && bothDecide(before) ? { seat, action: notation } : notation];
      const answer = await practice(gameId, { options: example.options ?? {}, moves: played, seat });
      view.update(answer.view);
      caption.textContent = outcomeWords(gameId, notation, seat ?? 0, before, answer.view, example.why);
      figure.setAttribute('data-played', notation);
    } catch (error) {
      caption.textContent = String(error.message ?? error);
    }
    again.hidden = false;
  }, { summary: false });
  const start = async () => {
    again.hidden = true;
    figure.removeAttribute('data-played');
    try {
      const answer = await practice(gameId, { options: example.options ?? {}, moves });
      seat = answer.seat;
      view.update(onlyKind(answer.view, example.only));
      caption.textContent = example.task;
      figure.setAttribute('data-ready', '');
    } catch (error) {
      caption.textContent = `This example could not be set up: ${error.message ?? error}`;
    }
  };
  again.addEventListener('click', start);
  start();
  return figure;
}

/**
 * What the action did, in the game's words, what came of it, and why: "Black moved B8 to B6. It
 * lost a pawn to the trap. …".
 * @param {string} gameId @param {string} notation @param {number} seat @param {any} before @param {any} after @param {string} why
 */
export function outcomeWords(gameId, notation, seat, before, after, why) {
  const module = boardFor(gameId);
  const who = after.match?.seat_names?.[seat] ?? `Player ${seat + 1}`;
  const context = { who, seat, before, after };
  const said = module.describe?.(notation, context) ?? `${who} played ${notation}`;
  const results = module.consequences?.(before, after, seat) ?? [];
  if (after.status?.state === 'won') results.push(`${after.match.seat_names[after.status.winner]} wins the match`);
  return [said, ...results, why].filter(Boolean).map((line) => line.replace(/\.?$/, '.')).join(' ');
}

/** The view with its legal actions narrowed to those matching `only` (the engine's own list). */
function onlyKind(view, only) {
  if (!only) return view;
  return { ...view, legal: Object.fromEntries(Object.entries(view.legal).filter(([notation]) => only.test(notation))) };
}

/** Whether both seats decide now (a secret setup): then an action names its seat. */
function bothDecide(view) {
  return (view?.to_move ?? []).length > 1;
}
