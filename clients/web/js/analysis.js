// The analysis board (/analysis/<game>?options=...&line=...): any position of a game, from its
// start with any options, from a replay's position or from a link; moves played for either side
// on the board, kept as a tree of variations (branch, go back, promote a line, delete one); and,
// on request, the server's search of the position shown: the chance to win, the best move, the
// line it expects, and what its solver proved. Each position comes from the server's engine
// (practice.js), which refuses what is illegal, with its reason.

import { h, clear } from './dom.js';
import { loadBoard } from './boards/index.js';
import { BoardView } from './board_view.js';
import { practice } from './practice.js';
import { loadStyleSheet } from './style_sheet.js';
import { VariationTree, notationOf } from './variation_tree.js';
import { percent } from './review_words.js';

/** @param {string|null} text @param {any} fallback */
function parsed(text, fallback) {
  try {
    return text ? JSON.parse(text) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * @param {HTMLElement} root @param {string} gameId
 * @param {import('./transport.js').Transport} transport @param {(path: string) => void} navigate
 */
export async function showAnalysis(root, gameId, transport, navigate) {
  await Promise.all([loadStyleSheet('table.css'), loadStyleSheet('analysis.css'), loadBoard(gameId)]);
  clear(root);
  const query = new URLSearchParams(location.search);
  const options = parsed(query.get('options'), {});
  const given = parsed(query.get('line'), []);
  const tree = new VariationTree(Array.isArray(given) ? given : []);
  tree.toEnd();

  const title = h('h2', { class: 'room-title' }, 'Analysis');
  const boardBox = h('div', { class: 'board-box', id: 'board' });
  const actionBar = h('div', { class: 'action-bar' });
  const status = h('p', { class: 'status-line', id: 'status-line', 'aria-live': 'polite' });
  const lines = h('div', { class: 'moves analysis-lines', id: 'analysis-lines' });
  /** A button that changes the board; `words` name one whose label is a symbol. */
  const button = (id, label, words, act) => h('button', { class: 'secondary', id, title: words, 'aria-label': words === label ? null : words, onclick: () => { act(); show(); } }, label);
  const steps = h('div', { class: 'action-bar' },
    button('analysis-first', '|◀', 'The start (Home)', () => tree.toStart()),
    button('analysis-back', '◀', 'Back (←)', () => tree.back()),
    button('analysis-forward', '▶', 'Forward (→)', () => tree.forward()),
    button('analysis-last', '▶|', 'The end of the line (End)', () => tree.toEnd()));
  const promote = button('analysis-promote', 'Make it the main line', 'Make it the main line', () => tree.promote(tree.current));
  const remove = button('analysis-delete', 'Delete from here', 'Delete from here', () => tree.remove(tree.current));
  const link = h('a', { id: 'analysis-link', class: 'small' }, 'Link to this position');
  const typed = h('input', { type: 'text', id: 'analysis-typed', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': 'analysis-typed-help' });
  const typedError = h('p', { class: 'form-error', id: 'analysis-typed-error', role: 'alert' });
  const typedForm = h('form', { class: 'analysis-typed' },
    h('label', { for: 'analysis-typed' }, 'Moves from the start'), typed,
    h('p', { class: 'field-hint', id: 'analysis-typed-help' }, 'In the game\'s notation, separated by spaces, as the move list shows them.'),
    h('button', { type: 'submit', class: 'secondary', id: 'analysis-typed-play' }, 'Play them'), typedError);
  const evaluating = h('input', { type: 'checkbox', id: 'analysis-evaluate' });
  const meter = h('meter', { id: 'analysis-meter', min: '0', max: '1', value: '0.5', 'aria-labelledby': 'analysis-meter-label' });
  const meterLabel = h('span', { id: 'analysis-meter-label', class: 'small' }, '');
  const verdict = h('p', { id: 'analysis-verdict', 'aria-live': 'polite' }, '');
  const best = h('p', { id: 'analysis-best', class: 'small' }, '');
  const engine = h('section', { class: 'panel analysis-engine', 'aria-labelledby': 'analysis-engine-title' },
    h('h3', { id: 'analysis-engine-title' }, 'The engine'),
    h('label', { class: 'option-boolean' }, evaluating, ' Search each position shown'),
    h('div', { class: 'analysis-meter-row', hidden: true }, meterLabel, meter), verdict, best);
  root.append(h('div', { class: 'game-page analysis' },
    h('div', { class: 'game-head' }, title, h('a', { href: '/', class: 'small', onclick: (/** @type {Event} */ e) => { e.preventDefault(); navigate('/'); } }, 'The lobby')),
    h('div', { class: 'game-main' },
      h('div', { class: 'board-column' }, boardBox, actionBar, steps, status),
      h('aside', { class: 'side' }, engine,
        h('section', { class: 'panel', 'aria-labelledby': 'analysis-lines-title' },
          h('h3', { id: 'analysis-lines-title' }, 'Moves'), lines,
          h('div', { class: 'dialog-actions' }, promote, remove), link),
        h('section', { class: 'panel' }, typedForm)))));

  /** @type {string[]} */ let seatNames = ['', ''];
  let seat = /** @type {number|null} */ (null);
  let bothDecide = false;
  let shown = 0;  // the position shown: a later answer wins over an earlier one
  const board = new BoardView(boardBox, actionBar, (notation) => {
    tree.play(bothDecide && seat !== null ? { seat, action: notation } : notation);
    show();
  }, { summary: true });

  const renderLines = () => {
    clear(lines);
    /** @param {import('./variation_tree.js').Node} node @param {number} ply */
    const moveButton = (node, ply) => h('button', {
      class: `link-button tree-move${node === tree.current ? ' current' : ''}`,
      'aria-current': node === tree.current ? 'true' : null,
      onclick: () => { tree.goTo(node); show(); },
    }, `${ply + 1}. ${notationOf(/** @type {any} */ (node.move))}`);
    /** The line after `start`, its side lines in brackets after the move they stand for. */
    const line = (/** @type {import('./variation_tree.js').Node} */ start, /** @type {number} */ ply) => {
      const out = [];
      for (let node = start, at = ply; node.children.length; node = node.children[0], at += 1) {
        const [main, ...sides] = node.children;
        out.push(moveButton(main, at));
        for (const side of sides) out.push(h('span', { class: 'side-line' }, '(', moveButton(side, at), ...line(side, at + 1), ')'));
      }
      return out;
    };
    const all = line(tree.root, 0);
    lines.append(all.length ? h('p', { class: 'tree' }, ...all) : h('p', { class: 'small muted' }, 'No move yet: play one on the board, for either side.'));
    promote.disabled = tree.onMainLine(tree.current);
    remove.disabled = tree.current === tree.root;
  };

  const showVerdict = (/** @type {any} */ result, /** @type {any} */ view) => {
    const row = /** @type {HTMLElement} */ (engine.querySelector('.analysis-meter-row'));
    if (!result.searched) {
      row.hidden = true;
      verdict.textContent = view?.status && view.status !== 'playing'
        ? 'The match is over here.'
        : 'Not searched: a secret choice is being made, or both sides decide at once.';
      best.textContent = '';
      return;
    }
    const mover = seatNames[result.mover] || `Seat ${result.mover + 1}`;
    const first = result.mover === 0 ? result.chance : 1 - result.chance;
    row.hidden = false;
    meter.setAttribute('value', String(first));
    meterLabel.textContent = `${seatNames[0] || 'Seat 1'}'s chance to win: ${percent(first)}`;
    const proven = { win: `${mover} to move wins with best play (proven).`, loss: `${mover} to move loses with best play (proven).`, draw: 'A draw with best play (proven).' };
    verdict.textContent = proven[/** @type {keyof typeof proven} */ (result.proven)] ?? `${mover} to move: ${percent(result.chance)} to win.`;
    best.textContent = `Best: ${result.best}. Expected: ${result.line.join(' ')}. (${result.iterations.toLocaleString()} ${result.iterations === 1 ? 'line' : 'lines'} looked at.)`;
  };

  const evaluate = async (/** @type {number} */ token, /** @type {any[]} */ moves, /** @type {any} */ view) => {
    verdict.textContent = 'Searching…';
    best.textContent = '';
    const reply = await transport.send({ type: 'analysis.evaluate', game: gameId, options, moves, think_ms: 1500 });
    if (token !== shown) return;
    if (reply.error) {
      verdict.textContent = reply.error.message;
      return;
    }
    showVerdict(reply.result, view);
  };

  const show = async () => {
    const token = ++shown;
    const moves = tree.path();
    renderLines();
    const params = new URLSearchParams({ options: JSON.stringify(options), line: JSON.stringify(moves) });
    const here = `/analysis/${gameId}?${params}`;
    link.setAttribute('href', here);
    history.replaceState(history.state, '', here);
    let answer;
    try {
      answer = await practice(gameId, { options, moves });
    } catch (error) {
      if (token !== shown) return;
      status.textContent = `This line cannot be played: ${/** @type {Error} */ (error).message}`;
      return;
    }
    if (token !== shown) return;
    seat = answer.seat;
    bothDecide = (answer.view.to_move ?? []).length > 1;
    seatNames = answer.view.match?.seat_names ?? seatNames;
    title.textContent = `Analysis: ${answer.view.match?.game_name ?? gameId}`;
    board.update(answer.view);
    status.textContent = `After ${moves.length} ${moves.length === 1 ? 'move' : 'moves'}.`;
    if (evaluating.checked) evaluate(token, moves, answer.view);
  };

  // A typed line is played from the start once the engine took every move of it.
  typedForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const moves = typed.value.trim().split(/\s+/).filter(Boolean);
    typedError.textContent = '';
    try {
      await practice(gameId, { options, moves });
    } catch (error) {
      typedError.textContent = `The engine refused it: ${/** @type {Error} */ (error).message}`;
      return;
    }
    tree.toStart();
    for (const move of moves) tree.play(move);
    show();
  });
  evaluating.addEventListener('change', () => {
    if (evaluating.checked) show();
    else {
      transport.send({ type: 'analysis.stop' });
      verdict.textContent = '';
      best.textContent = '';
      /** @type {HTMLElement} */ (engine.querySelector('.analysis-meter-row')).hidden = true;
    }
  });
  const onKey = (/** @type {KeyboardEvent} */ event) => {
    if (/** @type {HTMLElement} */ (event.target)?.closest?.('input, textarea, select, #board')) return;
    const moves = { ArrowLeft: () => tree.back(), ArrowRight: () => tree.forward(), Home: () => tree.toStart(), End: () => tree.toEnd() };
    const act = moves[/** @type {keyof typeof moves} */ (event.key)];
    if (!act) return;
    event.preventDefault();
    act();
    show();
  };
  document.addEventListener('keydown', onKey);
  await show();
  return () => {
    document.removeEventListener('keydown', onKey);
    if (evaluating.checked) transport.send({ type: 'analysis.stop' });
  };
}
