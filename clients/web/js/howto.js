// How to play a game, in two layers. First a screen to start from: the game in short (its goal,
// pieces, a turn, how to win) beside a picture of the board drawn by the board's own code, advice
// for a first game, and on the page of its own the ways to play it now (the bot, or a friend by
// invitation). Then the complete rules as a reference, as the repository writes them (RULES.md,
// served by the server), with their contents, the legend of every piece and mark, the rulings'
// anchors kept small, and after the rules of each kind of action a live example. The same content
// opens as a page of its own (/how-to-play/<game>) and as a panel beside the board during a match.

import { h, clear } from './dom.js';
import { loadBoard } from './boards/index.js';
import { renderMarkdown, splitSections } from './markdown.js';
import { EXAMPLES, PICTURES } from './howto_examples.js';
import { exampleWidget, pictureFigure } from './howto_boards.js';
import { inviteFriend, playBot } from './quick_play.js';
import { savedBotLevel } from './bot_level.js';
import { loadStyleSheet } from './style_sheet.js';

/** @type {Promise<any[]>|null} */ let gamesList = null;

/** The games of /api/games, fetched once. */
function games() {
  gamesList ??= fetch('/api/games').then((response) => response.json()).then((body) => body.games);
  return gamesList;
}

/** The sections of the overview: what a newcomer reads first. */
const OVERVIEW = ['in-short', 'your-first-game'];

/**
 * The page /how-to-play/<game>.
 * @param {HTMLElement} root @param {string} gameId @param {(path: string) => void} navigate
 * @param {import('./transport.js').Transport} transport
 */
export async function showHowTo(root, gameId, navigate, transport) {
  clear(root);
  const page = h('article', { class: 'howto-page', id: 'how-to-play' });
  root.append(h('p', { class: 'small' }, h('a', { href: '/', onclick: (e) => { e.preventDefault(); navigate('/'); } }, '← All games'),
    ' · ', h('a', { href: `/analysis/${gameId}`, id: 'howto-analysis' }, 'Try positions on the analysis board')), page);
  const error = h('p', { class: 'error', role: 'alert', id: 'howto-error' });
  /** @param {Promise<{path: string}|{error: string}>} made */
  const go = async (made) => {
    const outcome = await made;
    if ('error' in outcome) error.textContent = outcome.error;
    else navigate(outcome.path);
  };
  await renderHowTo(page, gameId, {
    headingLevel: 1,
    play: {
      element: error,
      bot: (game) => go(playBot(transport, game, savedBotLevel())),
      friend: (game) => go(inviteFriend(transport, game)),
    },
  });
  document.title = `How to play ${page.getAttribute('data-game-name') ?? ''} · Rockpool`;
  if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  return () => { document.title = 'Rockpool'; };
}

/**
 * Fills `container` with the How to play content of a game.
 * @param {HTMLElement} container @param {string} gameId
 * @param {{headingLevel: number, play?: {element: HTMLElement, bot: (game: any) => void, friend: (game: any) => void}}} options
 *   headingLevel: the level of the title (the rules' own headings go below it); play: the ways to
 *   play it now, on the page of its own
 */
export async function renderHowTo(container, gameId, options) {
  clear(container);
  container.append(h('p', { class: 'muted' }, 'Loading the rules…'));
  const [list, rules, , legendModule] = await Promise.all([
    games(),
    fetch(`/api/games/${encodeURIComponent(gameId)}/rules`).then((r) => (r.ok ? r.text() : '')),
    loadBoard(gameId),
    import(`./boards/${gameId}_legend.js`).catch(() => null),
    loadStyleSheet('howto.css'),
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

  // The rules without their title and the paragraph under it (it speaks to the code's readers),
  // cut into their sections.
  const sections = splitSections(rules.replace(/^# .*\n+(?:[^\n]+\n)+\n/, ''));
  const first = sections.filter((section) => OVERVIEW.includes(section.id));
  const rest = sections.filter((section) => !OVERVIEW.includes(section.id));

  const [short, ...advice] = first.map((section) => h('div', { class: 'rules-text' }, ...renderMarkdown(section.text, { headingOffset: level - 1 })));
  const overview = h('section', { class: 'howto-overview', id: 'overview' },
    h('div', { class: 'overview-grid' }, PICTURES[gameId] ? pictureFigure(gameId, PICTURES[gameId]) : null, short ?? null));
  overview.append(...advice);
  if (options.play) {
    overview.append(h('div', { class: 'howto-play', id: 'howto-play' },
      h('button', { id: 'howto-play-bot', onclick: () => options.play?.bot(game) }, `Play ${game.name} against the bot`),
      h('button', { class: 'secondary', id: 'howto-invite', onclick: () => options.play?.friend(game) }, 'Invite a friend'),
      options.play.element));
  }
  container.append(overview);

  // The complete rules, a heading level down, with their contents.
  const reference = h('section', { class: 'howto-reference', id: 'complete-rules' });
  const text = h('div', { class: 'rules-text' }, ...renderMarkdown(rest.map((section) => section.text).join('\n\n'), { headingOffset: level }));
  reference.append(h(`h${level + 1}`, { class: 'reference-title' }, 'The complete rules'),
    h('nav', { class: 'rules-contents', 'aria-label': 'The rules, section by section' },
      h('ul', {}, ...rest.map((section) => h('li', {}, h('a', { href: `#${section.id}` }, section.title.replace(/`/g, '')))))));
  const entries = legendModule?.legend() ?? [];
  if (entries.length > 0) {
    reference.append(h('section', { class: 'legend', id: 'legend' },
      h(`h${level + 2}`, {}, 'Pieces and marks'),
      h('ul', { class: 'legend-list' }, ...entries.map((entry) => h('li', { class: 'legend-entry' }, entry.picture, h('span', {}, entry.text))))));
  }
  reference.append(text);
  container.append(reference);

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
