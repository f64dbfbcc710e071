// The game page, the table: joins a room (by invite code or id), keeps the match view from
// snapshots and patches, and shows the board as large as the window allows, and beside it (above
// and below it on a phone) the players and clocks, the status, every choice the match asks for and
// the result; then the match's buttons, the view's settings, the move box, the moves in words and
// the chat. It follows reconnections: while offline the board is marked so and its clocks are
// shown paused; a move chosen then waits; after the hello the page rejoins its room, takes the
// fresh snapshot, and only then does the move go (see move_sender.js).

import { BoardView } from './board_view.js';
import { h, clear } from './dom.js';
import { MatchStore } from './store.js';
import { renderMoves, renderPlayers, tickClocks } from './panels.js';
import { statusBarText } from './status_bar.js';
import { absenceText, noticesBetween } from './notices.js';
import { matchInHistory, renderResultBox } from './result_box.js';
import { isMuted, pageTitle, playTone, setMuted, showAttention } from './attention.js';
import { Notifier, notificationsOn, setNotifications } from './notifications.js';
import { MoveSender } from './move_sender.js';
import { Announcer } from './announcer.js';
import { MoveBox } from './move_box.js';
import { boardFor, boardReady, loadBoard } from './boards/index.js';
import { GameAids } from './game_aids.js';
import { MatchControls } from './match_controls.js';
import { TableMenu } from './table_menu.js';
import { BoardFit } from './table_fit.js';
import { roomTitle, roomWorthSharing } from './room_title.js';
import { ChatPanel } from './chat.js';
import { PastPositions } from './past_positions.js';
import { ViewTrail } from './view_trail.js';
import { DecisionHelp } from './decision_help.js';
import { loadStyleSheet } from './style_sheet.js';
import { confirmMovesOn, setConfirmMoves } from './confirm_moves.js';
import { botOffer, playBotInstead, startingView } from './waiting_room.js';
import { ratedBadge, ratedNotice } from './rated_room.js';
import { PlayerRatings } from './player_ratings.js';

/**
 * @param {HTMLElement} root @param {import('./transport.js').Transport} transport
 * @param {(path: string) => void} navigate
 * @param {{code?: string, roomId?: string, watch?: boolean}} where
 */
export async function showGame(root, transport, navigate, where) {
  await loadStyleSheet('table.css');  // before anything is drawn, so that nothing shows unstyled
  clear(root);
  const store = new MatchStore();
  let room = /** @type {any} */ (null);
  let asSpectator = Boolean(where.watch);
  let flipped = false;
  let resultFolded = false;  // the result in one line, to look at the final position
  let inHistory = false;
  /** @type {string|null} */ let joined = null;  // the opponent who just came, for the title
  /** @type {any} */ let shownView = null;  // the view as last drawn, to tell what changed
  /** @type {ReturnType<typeof setTimeout>|null} */ let noticeTimer = null;
  /** when the page went offline (performance.now()), while it is: the clocks stop there */
  /** @type {number|null} */ let pausedAt = transport.online ? null : performance.now();
  /** @type {(() => void)|null} */ let snapshotArrived = null;
  /** While the host waits: the offer to play the bot instead, and whether the board is asked for. */
  /** @type {HTMLElement|null} */ let offer = null;
  let startAsked = false;
  /** A seat was refused for want of an account (a rated room): the page watches, and says why. */
  let ratedRefused = false;
  const ratings = new PlayerRatings(() => render());

  const title = h('h2', { class: 'room-title', id: 'room-title' }, 'Joining…');
  const invite = h('div', { class: 'invite' });
  const ratedLine = h('div', { class: 'rated-line', id: 'rated-line', 'aria-live': 'polite' });
  const message = h('p', { class: 'message', role: 'status', id: 'message' });
  const playerTop = h('div', { class: 'players player-top', id: 'player-top' });
  const playerBottom = h('div', { class: 'players player-bottom', id: 'player-bottom' });
  // Not a live region: its first-move countdown changes every second; the announcer says the turn.
  const status = h('p', { class: 'status-line', id: 'status-line' });
  const notices = h('div', { class: 'notices', id: 'notices', 'aria-live': 'polite' });
  const absence = h('p', { class: 'notice absence', id: 'absence', hidden: true });
  const waitingMove = h('div', { class: 'waiting-move', id: 'waiting-move', role: 'status', hidden: true });
  const boardBox = h('div', { class: 'board-box', id: 'board' });
  const resultBox = h('div', { class: 'result-box', id: 'result-box', role: 'region', 'aria-label': 'Result', hidden: true });
  const muteButton = h('button', { class: 'menu-item', id: 'mute', onclick: () => { setMuted(!isMuted()); renderMute(); } });
  const renderMute = () => {
    muteButton.textContent = isMuted() ? 'Sound: off' : 'Sound: on';
    muteButton.setAttribute('aria-pressed', String(!isMuted()));
  };
  renderMute();
  const notifier = new Notifier();
  const notifyButton = h('button', {
    class: 'menu-item', id: 'notify',
    onclick: async () => {
      const refusal = await setNotifications(!notificationsOn(), (body) => transport.send(body));
      if (refusal) message.textContent = refusal;
      renderNotify();
    },
  });
  const renderNotify = () => {
    notifyButton.textContent = notificationsOn() ? 'Notifications: on' : 'Notifications: off';
    notifyButton.setAttribute('aria-pressed', String(notificationsOn()));
    notifyButton.title = 'A notification for your move, an arrival, a draw offer and the result while this tab is hidden';
  };
  renderNotify();
  const confirmButton = h('button', { class: 'menu-item', id: 'confirm-moves', onclick: () => { setConfirmMoves(!confirmMovesOn()); renderConfirm(); } });
  const renderConfirm = () => {
    confirmButton.textContent = confirmMovesOn() ? 'Confirm moves: on' : 'Confirm moves: off';
    confirmButton.setAttribute('aria-pressed', String(confirmMovesOn()));
    confirmButton.title = 'A click shows the move; a second click on it, or Confirm, plays it';
  };
  renderConfirm();
  const actionBar = h('div', { class: 'action-bar', id: 'action-bar' });
  const announcer = new Announcer();
  const moveBox = new MoveBox({
    play: (notation) => sender.play(notation),
    say: (text) => { message.textContent = text; },
    label: (notation) => boardView.label(notation),
    toBoard: () => boardView.keys.focus(),
  });
  const controls = new MatchControls((type, extra) => matchRequest(type, extra));
  const moves = h('div', { class: 'moves', id: 'moves' });
  const chat = new ChatPanel(transport, () => room?.id ?? null, (text) => { message.textContent = text; });

  const trail = new ViewTrail();
  const past = new PastPositions({ show: (view) => { boardView.showPast(view); renderMoveList(); }, say: (text) => { message.textContent = text; } });
  const boardArea = h('div', { class: 'board-area', id: 'board-area' }, past.banner, boardBox);
  const noticeSlot = h('div', { class: 'notice-slot' }, absence, notices);
  // What the match waits for from this player, beside the board: the board's own choices first.
  const help = new DecisionHelp((notation) => sender.play(notation));
  const decision = h('div', { class: 'decision', id: 'decision' }, help.element, actionBar, controls.prompts, waitingMove, message);
  const panel = h('div', { class: 'table-panel', id: 'table-panel' });
  const side = h('aside', { class: 'table-side side' });
  const table = h('div', { class: 'table', id: 'table' }, boardArea, panel, side);
  const aids = new GameAids({ side, behind: () => [boardArea, panel], view: () => store.view, game: () => room?.game ?? null, flipped: () => flipped });
  const flipButton = h('button', { class: 'menu-item', id: 'flip', onclick: () => flip() }, 'Flip board');
  const menu = new TableMenu([flipButton, ...aids.menuItems(() => { menu.toggle(false); shortcuts.dialog.showModal(); }), muteButton, notifyButton, confirmButton]);
  const tools = h('div', { class: 'table-tools', id: 'controls' }, controls.actions, h('div', { class: 'table-aids' }, aids.howToButton, menu.element));
  panel.append(playerTop, status, noticeSlot, decision, resultBox, playerBottom, tools, moveBox.element);
  side.append(aids.howTo, aids.words,
    h('section', { class: 'panel moves-panel' }, h('h3', {}, 'Moves'), moves),
    chat.element);
  root.append(h('div', { class: 'game-page' },
    h('div', { class: 'game-head' }, title, invite), ratedLine, table), announcer.element);
  const fit = new BoardFit({ table, boardBox, together: () => [status, noticeSlot, playerTop, playerBottom, decision, resultBox] });
  fit.watch([boardBox, status, noticeSlot, playerTop, playerBottom, decision, resultBox]);

  const boardView = new BoardView(boardBox, actionBar, (notation) => sender.play(notation));
  const sender = new MoveSender(transport, store, {
    say: (text) => { message.textContent = text; },
    changed: () => render(),
    label: (notation) => boardView.describe(notation),
  });

  /** The game's words for an action (its board's), once the board is loaded. */
  const describe = (/** @type {string} */ notation, /** @type {any} */ context) => (store.view ? boardFor(store.view.match.game).describe?.(notation, context) : null) ?? `${context.who} played ${notation}`;

  const matchRequest = async (type, extra = {}) => {
    const reply = await transport.send({ type, match: store.matchId, ...extra });
    message.textContent = reply.error ? reply.error.message : '';
  };

  function renderControls() {
    const view = store.view;
    controls.update(view);
    // A watcher has no move to type, nor anyone once the match is over.
    moveBox.element.hidden = !view || view.you === null || view.status.state !== 'playing';
  }

  function renderRoom() {
    if (!room) return;
    chat.setSeated(room.you !== 'spectator');
    chat.setWatchers(room.watchers);
    title.textContent = roomTitle(room);
    if (room.rated) title.append(' ', ratedBadge());
    const isAccount = Boolean(transport.session?.account);
    const ratedKey = `${room.rated}|${ratedRefused}|${isAccount}`;
    if (ratedLine.dataset.shown !== ratedKey) {  // a live region: said again only when it changes
      ratedLine.dataset.shown = ratedKey;
      clear(ratedLine);
      const notice = ratedNotice(room, ratedRefused, isAccount);
      if (notice) ratedLine.append(notice);
    }
    clear(invite);
    const link = `${location.origin}${room.invite ? `/r/${room.invite}` : `/room/${room.id}`}`;
    if (room.status === 'waiting') {
      invite.append(h('p', {}, room.you === 'spectator' ? 'Waiting for the players.' : 'Waiting for an opponent. Share this link:'),
        h('div', { class: 'share' }, h('input', { type: 'text', readonly: true, value: link, id: 'share-link', 'aria-label': 'Invite link' }),
          h('button', { onclick: () => navigator.clipboard?.writeText(link) }, 'Copy')));
      renderWaiting();
    } else {
      offer?.remove();
      table.classList.remove('waiting');
      if (roomWorthSharing(room)) invite.append(h('a', { href: link, class: 'muted small', id: 'share-link-small' }, 'Link to this room'));
    }
  }

  /** The host's wait: the starting board (view only) and the offer to play the bot instead. */
  function renderWaiting() {
    if (store.view) return;
    if (!startAsked) {
      startAsked = true;
      startingView(room).then((view) => {
        if (!view || store.view || room?.status !== 'waiting') return;
        flipped = room.you === 'host' && room.first === 'guest';  // the host's side at the bottom
        boardView.setFlipped(flipped);
        boardView.update(view);
      });
    }
    status.textContent = room.you === 'spectator' ? 'Waiting for the players' : 'Waiting for an opponent: the board as the match will start';
    status.className = 'status-line waiting';
    table.classList.add('waiting');
    if (room.you !== 'host' || offer) return;
    offer = h('div', { class: 'bot-offer-slot' });
    invite.after(offer);
    botOffer(async (level) => {
      message.textContent = '';
      const outcome = await playBotInstead(transport, room, level);
      if ('error' in outcome) message.textContent = outcome.error;
      else navigate(outcome.path);
    }).then((element) => offer?.append(element));
  }

  function render() {
    renderRoom();
    renderControls();
    const view = store.view;
    if (!view) {
      if (room) showAttention(pageTitle(room.game_name, room.status === 'waiting' ? 'Waiting' : ''), null);
      return;
    }
    // The game's words come with its board: the move list says more once it is there.
    if (!boardReady(view.match.game)) loadBoard(view.match.game).then(() => store.view && renderMoveList());
    renderPlayers(playerTop, playerBottom, view, store.receivedAt, flipped, pausedAt, (seat) => ratings.label(room, view, seat),
      (seat) => boardFor(view.match.game).homeSide?.(seat, flipped) ?? null);
    boardView.setHeld(sender.waiting?.notation ?? null);
    boardView.update(view);
    boardBox.classList.toggle('offline', pausedAt !== null);
    renderWaitingMove();
    renderStatus();
    renderAbsence();
    renderResult(view);
    trail.keep(view);
    help.update(view, boardFor(view.match.game));
    renderMoveList();
    moveBox.update(view);
    aids.renderWords();
    fit.schedule();
    const before = shownView;
    shownView = view;
    signal(before, view);
  }

  /** The moves in words, each a way to look at the position after it. */
  function renderMoveList() {
    const view = store.view;
    if (!view) return;
    renderMoves(moves, {
      moves: view.moves,
      names: [0, 1].map((seat) => (seat === view.you ? 'You' : view.players[String(seat)].name)),
      describe,
      viewAt: (ply) => trail.at(ply),
      show: (ply) => past.go(store.view, ply),
      current: past.ply,
      ready: boardReady(view.match.game),
    });
  }

  /** The status bar: whose decision it is, and a first move's deadline as it runs out. */
  function renderStatus() {
    const view = store.view;
    if (!view) return;
    const bar = statusBarText(view, room?.spectators ?? 0);
    // Offline, nothing the page shows can be acted on until it is back.
    const text = pausedAt !== null && bar.kind !== 'over' ? `${bar.text} · offline` : bar.text;
    if (status.textContent !== text) status.textContent = text;
    status.className = `status-line ${bar.kind}${pausedAt !== null ? ' offline' : ''}`;
  }

  /** The move chosen while offline, which goes once the room is rejoined. */
  function renderWaitingMove() {
    const move = sender.waiting;
    waitingMove.hidden = !move;
    clear(waitingMove);
    if (!move) return;
    waitingMove.setAttribute('data-action', move.notation);
    waitingMove.append(h('span', {}, `Your move ${boardView.describe(move.notation)} will be sent when the connection is back.`),
      h('button', { class: 'secondary', id: 'cancel-waiting-move', onclick: () => sender.cancel() }, 'Cancel'));
  }

  function renderAbsence() {
    const text = store.view ? absenceText(store.view, Date.now()) : null;
    absence.hidden = !text;
    absence.textContent = text ?? '';
    announcer.away(text);
  }

  function renderResult(view) {
    const over = view.status.state !== 'playing';
    resultBox.hidden = !over;
    table.classList.toggle('over', over);
    if (!over) return;
    renderResultBox(resultBox, view, {
      rematch: () => matchRequest('match.rematch'),
      navigate: (path) => navigate(path === '/#new-game' ? `/#new-game/${view.match.game}` : path),
      fold: (folded) => { resultFolded = folded; render(); },
    }, { inHistory, folded: resultFolded, tournament: room?.tournament ?? null });
  }

  /** A notice under the status bar; it stays a while, then goes. @param {string} text */
  function notify(text) {
    notices.append(h('p', { class: 'notice' }, text));
    while (notices.childElementCount > 1) notices.firstElementChild?.remove();
    if (noticeTimer) clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => clear(notices), 12000);
  }

  /** Notices, the tab's title and favicon, and a tone for what changed from `before` to `view`. */
  function signal(before, view) {
    const game = view.match.game_name;
    const events = noticesBetween(before, view);
    for (const notice of events) notify(notice.text);
    announcer.change(before, view, describe, events);
    const over = view.status.state !== 'playing';
    const endedNow = over && before && before.match.id === view.match.id && before.status.state === 'playing';
    const yourTurnNow = view.decide && !over && !(before && before.match.id === view.match.id && before.decide && before.ply === view.ply);
    const [what, mood] = attentionFor(view, over);
    showAttention(pageTitle(game, what), mood);
    notifier.consider(what, mood, game);
    if (endedNow) {
      playTone('over');
      resultFolded = false;
      lookUpHistory(view.match.id);
    } else if (yourTurnNow) playTone('move');
    else if (events.some((e) => e.event === 'draw-offer' || e.event === 'rematch')) playTone('alert');
    if (over && before?.match.id !== view.match.id) lookUpHistory(view.match.id);
  }

  /**
   * What waits for this person, in words for the tab's title, and its favicon's mood.
   * @returns {[string, 'move'|'alert'|'over'|null]}
   */
  function attentionFor(view, over) {
    if (over) {
      return [view.status.state === 'won' && view.you !== null
        ? (view.you === view.status.winner ? 'You win' : 'You lose') : view.status.state === 'drawn' ? 'Draw' : 'Over', 'over'];
    }
    if (view.decide) return ['Your move', 'move'];
    if (view.draw_offer !== null && view.draw_offer !== view.you && view.you !== null) return ['Draw offered', 'alert'];
    if (joined && view.ply === 0) return [`${joined} joined`, 'alert'];
    return ['', null];
  }

  /** Shows the Replay button once the history serves the match (it may take a moment). */
  async function lookUpHistory(matchId) {
    inHistory = false;
    for (const wait of [300, 1500, 4000]) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (store.matchId !== matchId) return;
      if (await matchInHistory(matchId)) {
        inHistory = true;
        render();
        return;
      }
    }
  }

  /** Resolves at the next snapshot, or after `ms` without one. */
  const nextSnapshot = (ms) => new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    snapshotArrived = () => { clearTimeout(timer); resolve(undefined); };
  });

  /** Joins (or, after a reconnect, rejoins) the room, and waits for its match's snapshot. */
  const join = async () => {
    if (ratedRefused && transport.session?.account && !where.watch) asSpectator = false;  // an account now: the seat may be had
    const body = { type: 'room.join', as: asSpectator ? 'spectator' : 'player' };
    if (where.code) body.code = where.code;
    else body.room = where.roomId;
    const snapshot = nextSnapshot(5000);
    const reply = await transport.send(body, { direct: true });
    if (reply.error?.code === 'connection/closed') return;
    if (reply.error?.code === 'rated/needs_account' && !asSpectator) {
      ratedRefused = true;  // a guest in a rated room: watch, and say why
      asSpectator = true;
      return join();
    }
    if (reply.error?.code === 'room/full' && !asSpectator) {
      asSpectator = true;  // the seats are taken: watch instead
      return join();
    }
    if (reply.error) {
      title.textContent = reply.error.code === 'room/not_found' ? 'This room does not exist (any more).' : reply.error.message;
      return;
    }
    room = reply.result.room;
    transport.setRoom(room.id);
    chat.clear();
    render();
    if (room.match) await snapshot;
  };

  /** After every hello: back into the room, then the move that waited. */
  const resume = async () => {
    await join();
    pausedAt = null;
    sender.resume();
  };

  const onFrame = (/** @type {any} */ event) => {
    const frame = event.detail;
    switch (frame.type) {
      case 'room.state': {
        const before = room;
        room = frame.room;
        // Only the host waits for an opponent: a guest's own join also turns the room from waiting.
        if (before && room.you === 'host' && before.status === 'waiting' && room.status !== 'waiting') {
          const other = room.players[1];
          if (other) {
            notify(`${other.name} joined.`);
            joined = other.name;
          }
          playTone('alert');
        }
        render();
        break;
      }
      case 'match.snapshot': {
        const firstView = store.matchId !== frame.match;
        store.takeSnapshot(frame);
        snapshotArrived?.();
        snapshotArrived = null;
        sender.snapshotTaken();
        if (firstView) {
          // Each player sees their own side at the bottom.
          flipped = store.view.you === 1;
          boardView.setFlipped(flipped);
        }
        render();
        break;
      }
      case 'match.patch':
        if (store.takePatch(frame) === 'gap') transport.send({ type: 'match.sync', match: frame.match });
        else render();
        break;
      case 'chat':
        chat.append(frame);
        break;
      case 'room.closed':
        title.textContent = 'This room has closed.';
        break;
      default:
        break;
    }
  };
  const onStatus = () => {
    if (transport.status === 'reconnecting' && pausedAt === null) {
      pausedAt = performance.now();
      render();
    }
  };
  transport.addEventListener('frame', onFrame);
  transport.addEventListener('status', onStatus);
  const stopResuming = transport.addResumer(resume);
  if (transport.status === 'open' || transport.status === 'rejoining') join();
  const flip = () => {
    flipped = !flipped;
    boardView.setFlipped(flipped);
    render();
  };
  const shortcuts = aids.installKeys({
    board: () => boardView.keys.focus(), moveBox: () => moveBox.focus(), flip, turn: () => boardView.turn(),
    back: () => past.step(store.view, -1), forward: () => past.step(store.view, 1), live: () => past.live(),
  });
  const ticker = setInterval(() => {
    tickClocks(root, store.view, store.receivedAt, pausedAt);
    renderStatus();
    announcer.clocks(store.view, store.receivedAt, pausedAt);
    renderAbsence();
  }, 250);

  return () => {
    clearInterval(ticker);
    fit.stop();
    menu.stop();
    shortcuts.stop();
    notifier.stop();
    if (noticeTimer) clearTimeout(noticeTimer);
    showAttention('Rockpool', null);
    transport.removeEventListener('frame', onFrame);
    transport.removeEventListener('status', onStatus);
    stopResuming();
    transport.setRoom(null);
    if (room) transport.send({ type: 'room.leave', room: room.id });
  };
}
