// The replay viewer: any finished match, stepped through forwards and backwards move by move,
// and on request its review by the server's search. Each position comes from the server (it
// replays the match with the game's engine).

import { boardFor, loadBoard } from './boards/index.js';
import { h, clear } from './dom.js';
import { resultWords } from './result_words.js';
import { renderMoves } from './panels.js';
import { reviewPanel } from './review_panel.js';
import { sessionHeaders } from './transport.js';
import { loadStyleSheet } from './style_sheet.js';

/**
 * @param {HTMLElement} root @param {string} matchId @param {(path: string) => void} navigate
 */
export async function showReplay(root, matchId, navigate) {
  await Promise.all([loadStyleSheet('table.css'), loadStyleSheet('players.css'), loadStyleSheet('review.css')]);
  clear(root);
  const title = h('h2', { class: 'room-title' }, 'Replay');
  const boardBox = h('div', { class: 'board-box', id: 'board' });
  const status = h('p', { class: 'status-line', id: 'status-line' });
  const counter = h('span', { class: 'ply-counter', id: 'ply-counter' });
  const moves = h('div', { class: 'moves replay-moves', id: 'moves' });
  const buttons = {
    first: h('button', { class: 'secondary', id: 'replay-first', title: 'Start (Home)' }, '|◀'),
    back: h('button', { class: 'secondary', id: 'replay-back', title: 'Back (←)' }, '◀'),
    forward: h('button', { class: 'secondary', id: 'replay-forward', title: 'Forward (→)' }, '▶'),
    last: h('button', { class: 'secondary', id: 'replay-last', title: 'End (End)' }, '▶|'),
  };
  /** @type {HTMLElement} */ let side;
  const exportLink = h('a', { href: `/api/matches/${matchId}/export`, class: 'small', id: 'export' }, 'Download the record');
  const analyseLink = h('a', { class: 'small', id: 'analyse-here' }, 'Analyse from this position');
  root.append(h('div', { class: 'game-page replay' },
    h('div', { class: 'game-head' }, title, h('a', { href: '/history', class: 'small', onclick: (e) => { e.preventDefault(); navigate('/history'); } }, 'All matches')),
    h('div', { class: 'game-main' },
      h('div', { class: 'board-column' }, boardBox,
        h('div', { class: 'action-bar' }, buttons.first, buttons.back, counter, buttons.forward, buttons.last), status),
      side = h('aside', { class: 'side' }, h('section', { class: 'panel' }, h('h3', {}, 'Moves'), moves, h('p', { class: 'replay-links' }, exportLink, ' · ', analyseLink))))));

  let match = /** @type {any} */ (null);
  /** @type {{element: HTMLElement, showing: (ply: number) => void} | null} */ let review = null;
  /** The moves in words, the one shown marked; a click shows the position after it. */
  const showMoves = () => {
    const module = boardFor(match.game);
    renderMoves(moves, {
      moves: match.moves,
      names: match.players.map((/** @type {any} */ p) => p.name),
      describe: (notation, context) => module.describe?.(notation, context) ?? `${context.who} played ${notation}`,
      viewAt: (n) => positions.get(n) ?? null,
      show: (n) => show(n),
      current: ply,
    });
  };
  let ply = 0;
  let flipped = false;
  /** @type {Map<number, any>} */ const positions = new Map();

  const position = async (n) => {
    if (!positions.has(n)) {
      const response = await fetch(`/api/matches/${matchId}/positions/${n}`, { headers: sessionHeaders() });
      if (!response.ok) throw new Error('no such position');
      positions.set(n, (await response.json()).view);
    }
    return positions.get(n);
  };

  const show = async (n) => {
    ply = Math.max(0, Math.min(match.plies, n));
    const view = await position(ply);
    if (ply !== Math.max(0, Math.min(match.plies, n))) return;  // a later step won
    clear(boardBox);
    const module = boardFor(match.game);
    const svg = module.render(view, { flipped, you: null });
    for (const name of (view.last ?? []).flat()) {
      for (const node of svg.querySelectorAll(`[data-target="${CSS.escape(name)}"]`)) node.classList.add('last');
    }
    boardBox.append(svg);
    if (module.summary) boardBox.append(h('p', { class: 'board-summary muted' }, module.summary(view, match.seat_names)));
    counter.textContent = `${ply} / ${match.plies}`;
    const line = match.moves.slice(0, ply).map((/** @type {any} */ m) => ({ seat: m.seat, action: m.action }));
    analyseLink.setAttribute('href', `/analysis/${match.game}?${new URLSearchParams({ options: JSON.stringify(match.options ?? {}), line: JSON.stringify(line) })}`);
    status.textContent = ply === match.plies ? finalWords(view) : `Move ${ply} of ${match.plies}`;
    showMoves();
    review?.showing(ply);
    buttons.first.disabled = buttons.back.disabled = ply === 0;
    buttons.forward.disabled = buttons.last.disabled = ply === match.plies;
    // The next position is fetched ahead, so stepping feels instant.
    if (ply < match.plies) position(ply + 1).catch(() => {});
  };

  buttons.first.addEventListener('click', () => show(0));
  buttons.back.addEventListener('click', () => show(ply - 1));
  buttons.forward.addEventListener('click', () => show(ply + 1));
  buttons.last.addEventListener('click', () => show(match.plies));
  const onKey = (/** @type {KeyboardEvent} */ event) => {
    if (!match) return;
    if (event.key === 'ArrowLeft') show(ply - 1);
    else if (event.key === 'ArrowRight') show(ply + 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(match.plies);
  };
  document.addEventListener('keydown', onKey);

  (async () => {
    const response = await fetch(`/api/matches/${matchId}`, { headers: sessionHeaders() });
    if (!response.ok) {
      title.textContent = 'This match is not in the history (only finished matches are).';
      return;
    }
    match = await response.json();
    await loadBoard(match.game);
    title.textContent = `${match.game_name}: ${match.players[0].name} vs ${match.players[1].name}`;
    review = reviewPanel(matchId, match.players.map((/** @type {any} */ p) => p.name), match.plies, (n) => show(n));
    side.append(review.element);
    await show(match.plies);
  })();

  return () => document.removeEventListener('keydown', onKey);
}

/** The result line at the end of a replay. @param {any} view */
function finalWords(view) {
  const words = resultWords({ ...view, you: null });
  return `${words.headline}. ${words.reason}`;
}
