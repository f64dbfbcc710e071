// What changed between two views that would otherwise pass silently: a draw offer made, declined
// or ignored, a rematch asked for, an opponent who joins or drops. Each notice is a sentence with
// names, and the `event` the page may signal with the title, favicon and a sound.

import { seatPlayer } from './result_words.js';

/**
 * @typedef {{text: string, event: 'draw-offer'|'draw-declined'|'rematch'|'away'|'back'|null}} Notice
 */

/**
 * The notices for one change of view (`before` is null for the first view of a match).
 * @param {any} before @param {any} after @returns {Notice[]}
 */
export function noticesBetween(before, after) {
  if (!before || before.match.id !== after.match.id) return [];
  /** @type {Notice[]} */ const notices = [];
  const you = after.you;
  const name = (seat) => (seat === you ? 'You' : seatPlayer(after, seat));
  const moved = after.moves.length > before.moves.length;
  const playing = after.status.state === 'playing';

  if (after.draw_offer !== null && after.draw_offer !== before.draw_offer) {
    const offerer = after.draw_offer;
    if (offerer !== you) notices.push({ text: `${seatPlayer(after, offerer)} offers a draw.`, event: 'draw-offer' });
    else if (after.players[String(1 - offerer)].bot) {
      notices.push({ text: `${seatPlayer(after, 1 - offerer)} is a bot: it takes a draw only when it finds the position dead even, and says why in the chat.`, event: null });
    }
  }
  if (before.draw_offer !== null && after.draw_offer === null && playing) {
    const offerer = before.draw_offer;
    const other = 1 - offerer;
    const otherName = name(other);
    const offer = offerer === you ? 'your' : `${seatPlayer(after, offerer)}'s`;
    const lastMover = moved ? after.moves[after.moves.length - 1].seat : null;
    if (!moved) notices.push({ text: `${otherName} declined ${offer} draw offer.`, event: 'draw-declined' });
    else if (lastMover === other) notices.push({ text: `${otherName} played on instead of taking ${offer} draw offer.`, event: 'draw-declined' });
    else notices.push({ text: `${offerer === you ? 'Your' : `${seatPlayer(after, offerer)}'s`} draw offer lapsed with the move.`, event: null });
  }
  for (const seat of [0, 1]) {
    if (!before.rematch[seat] && after.rematch[seat] && !after.rematch[1 - seat] && seat !== you) {
      notices.push({ text: `${seatPlayer(after, seat)} wants a rematch.`, event: 'rematch' });
    }
    const was = before.players[String(seat)];
    const now = after.players[String(seat)];
    if (seat !== you && was.connected && !now.connected && playing) {
      notices.push({ text: `${now.name} lost the connection.`, event: 'away' });
    } else if (seat !== you && !was.connected && now.connected && playing) {
      notices.push({ text: `${now.name} is back.`, event: 'back' });
    }
  }
  return notices;
}

/**
 * The standing line about a player who is away: how long until the win may be claimed, or that
 * it may be claimed now. Null when both players are here.
 * @param {any} view @param {number} nowMs the wall clock (Date.now())
 */
export function absenceText(view, nowMs) {
  if (view.status.state !== 'playing') return null;
  for (const seat of [0, 1]) {
    const player = view.players[String(seat)];
    if (player.connected || seat === view.you) continue;
    const name = player.name;
    if (view.may_claim === view.you && view.you !== null) return `${name} did not come back: you may claim the win.`;
    if (view.may_claim !== null) return `${name} did not come back.`;
    if (!player.grace_until_ms) return `${name} lost the connection.`;
    const left = Math.max(0, Math.ceil((player.grace_until_ms - nowMs) / 1000));
    const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
    if (view.you === null) return `${name} lost the connection: ${time} left to come back.`;
    return view.ply < 2
      ? `${name} lost the connection: the match is called off in ${time} unless they come back.`
      : `${name} lost the connection: you may claim the win in ${time} unless they come back.`;
  }
  return null;
}
