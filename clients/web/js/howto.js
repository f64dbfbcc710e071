// How to play a game: its complete rules as the repository writes them (RULES.md, served by the
// server), a legend of every piece and mark drawn by the board's own code, and after the rules of
// each kind of action a live example: a position from the server's engine where the reader clicks
// the legal targets and sees what the action does. The same content opens as a page of its own
// (/how-to-play/<game>) and as a panel beside the board during a match.

import { h, clear } from './dom.js';
import { loadBoard } from './boards/index.js';
import { BoardView } from './board_view.js';
import { renderMarkdown } from './markdown.js';
import { EXAMPLES } from './howto_examples.js';
import { practice } from './practice.js';

/** @type {Promise<any[]>|null} */ let gamesList = null;

/** The games of /api/games, fetched once. */
function games() {
  gamesList ??= fetch('/api/games').then((response) => response.json()).then((body) => body.games);
  return gamesList;
}


/**
 * The page /how-to-play/<game>.
 * @param {HTMLElement} root @param {string} gameId @param {(path: string) => void} navigate
 */
export async function showHowTo(root, gameId, navigate) {
  clear(root);
  const page = h('article', { class: 'howto-page', id: 'how-to-play' });
  root.append(h('p', { class: 'small' }, h('a', { href: '/', onclick: (e) => { e.preventDefault(); navigate('/'); } }, '← All games')), page);
  await renderHowTo(page, gameId, { headingLevel: 1 });
  document.title = `How to play ${page.getAttribute('data-game-name') ?? ''} · Rockpool`;
  if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  return () => { document.title = 'Rockpool'; };
}

/**
 * Fills `container` with the How to play content of a game.
 * @param {HTMLElement} container @param {string} gameId @param {{headingLevel: number}} options
 *   the level of the title (the rules' own headings go below it)
 */
export async function renderHowTo(container, gameId, options) {
  clear(container);
  container.append(h('p', { class: 'muted' }, 'Loading the rules…'));
  const [list, rules, , legendModule] = await Promise.all([
    games(),
    fetch(`/api/games/${encodeURIComponent(gameId)}/rules`).then((r) => (r.ok ? r.text() : '')),
    loadBoard(gameId),
    import(`./boards/${gameId}_legend.js`).catch(() => null),
  ]);
  clear(container);
  const game = list.find((g) => g.id === gameId);
  if (!game || !rules) {
    container.append(h('p', {}, 'There is no such game.'));
    return;
  }
  container.setAttribute('data-game', gameId);
  container.setAttribute('data-game-name', game.name);
  const level = options.headingLevel;
  container.append(h(`h${level}`, { class: 'howto-title' }, `How to play ${game.name}`), h('p', { class: 'tagline' }, game.summary));

  const entries = legendModule?.legend() ?? [];
  if (entries.length > 0) {
    container.append(h('section', { class: 'legend', id: 'legend' },
      h(`h${level + 1}`, {}, 'Pieces and marks'),
      h('ul', { class: 'legend-list' }, ...entries.map((entry) => h('li', { class: 'legend-entry' }, entry.picture, h('span', {}, entry.text))))));
  }

  // The rules, without their title and the paragraph under it (it speaks to the code's readers).
  const body = rules.replace(/^# .*\n+(?:[^\n]+\n)+\n/, '');
  const text = h('div', { class: 'rules-text' }, ...renderMarkdown(body, { headingOffset: level - 1 }));
  container.append(text);

  // Each example after the rules of its kind of action: after the heading's section, before the
  // next heading of the same or a higher level.
  for (const example of EXAMPLES[gameId] ?? []) {
    const heading = text.querySelector(`#${CSS.escape(example.heading)}`);
    const widget = exampleWidget(gameId, example);
    if (!heading) {
      text.append(widget);
      continue;
    }
    let at = heading;
    const rank = Number(heading.tagName[1]);
    while (at.nextElementSibling && !(/^H[1-6]$/.test(at.nextElementSibling.tagName) && Number(at.nextElementSibling.tagName[1]) <= rank)) {
      at = at.nextElementSibling;
    }
    at.after(widget);
  }
}

/**
 * A live example: the board of the example's position, its legal targets clickable as in a
 * match; the action chosen is played by the engine and its result shown, then Again.
 * @param {string} gameId @param {import('./howto_examples.js').Example} example
 */
function exampleWidget(gameId, example) {
  const boardBox = h('div', { class: 'board-box example-board' });
  const actionBar = h('div', { class: 'action-bar' });
  const caption = h('p', { class: 'example-caption', 'aria-live': 'polite' });
  const again = h('button', { class: 'secondary example-again', hidden: true }, 'Again');
  const figure = h('figure', { class: 'example', 'data-example': example.title },
    h('figcaption', { class: 'example-title' }, `Try it: ${example.title}`), boardBox, actionBar, caption, again);
  const moves = example.moves ?? [];
  let seat = /** @type {number|null} */ (null);
  const view = new BoardView(boardBox, actionBar, async (notation) => {
    const label = view.describe(notation);
    try {
      const played = [...moves, seat !== null && bothDecide(view.view) ? { seat, action: notation } : notation];
      const answer = await practice(gameId, { options: example.options ?? {}, moves: played, seat });
      view.update(answer.view);
      caption.textContent = `Played: ${label}.`;
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
      view.setFlipped(answer.seat === 1);
      view.update(onlyKind(answer.view, example.only));
      caption.textContent = 'Click a marked target (or a button) to make the action.';
      figure.setAttribute('data-ready', '');
    } catch (error) {
      caption.textContent = `This example could not be set up: ${error.message ?? error}`;
    }
  };
  again.addEventListener('click', start);
  start();
  return figure;
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
