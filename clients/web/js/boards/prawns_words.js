// Prawns in words: what a player may do now, what is on a square, and each action as a sentence
// (for the live announcements and the move list).

import { SPECIES_NAMES } from './prawns_pieces.js';

const SIDES = ['Green', 'Blue'];

/** A piece in words: "your krill", "Blue crab", "Green prawn not shown yet". @param {string} code "GK" */
function pieceWords(view, code) {
  const seat = code[0] === 'B' ? 1 : 0;
  const side = view.you === seat ? 'your' : SIDES[seat];
  return code[1] === '?' ? `${side} prawn, not shown yet` : `${side} ${SPECIES_NAMES[code[1]] ?? 'prawn'}`;
}

/** One line: what the player who decides may do now. @param {any} view */
export function hint(view) {
  const legal = Object.keys(view.legal ?? {});
  if (view.phase === 'blind_start') {
    const rank = view.you === 1 ? 7 : 2;
    return `Choose in secret the two prawns that start on a${rank} and h${rank}`;
  }
  if (legal.some((n) => n.endsWith('-off'))) return 'No move stays in the sea: one prawn must leave it';
  const undo = legal.includes('undo') ? ', or take back your turn' : '';
  if (view.phase === 'after_move') return `Evolve a marked prawn, or end your turn${undo}`;
  const evolve = legal.some((n) => n.includes('=')) ? ', or evolve a marked one first' : '';
  return `Move a prawn: swim, eat or jump${evolve}${undo}`;
}

/** What a square holds: "e2, your krill", "a1, dry sand". @param {any} view @param {string} name */
export function squareWords(view, name) {
  const code = view.board?.[name];
  const sea = Array.isArray(view.sea) ? view.sea : ['a1', 'h8'];
  const inSea = name[0] >= sea[0][0] && name[0] <= sea[1][0] && name[1] >= sea[0][1] && name[1] <= sea[1][1];
  const parts = [name];
  if (!inSea) parts.push('dry sand');
  parts.push(code ? pieceWords(view, code) : 'empty');
  return parts.join(', ');
}

/**
 * An action as a sentence: "Bob’s crab moved from a2 to c2 and ate a shrimp".
 * @param {string} notation @param {{who: string, whose?: string, seat: number, before?: any}} context
 */
export function describe(notation, context) {
  const { who, before } = context;
  if (notation === 'end') return `${who} ended the turn`;
  if (notation === 'undo') return `${who} took back the turn`;
  const pair = notation.match(/^([SCL])([SCL])$/);
  if (pair) {
    const rank = context.seat === 0 ? 2 : 7;
    return `${who} started with a ${SPECIES_NAMES[pair[1]]} on a${rank} and a ${SPECIES_NAMES[pair[2]]} on h${rank}`;
  }
  const evolution = notation.match(/^([a-h][1-8])=([KSCL])$/);
  if (evolution) return `${who} evolved the prawn on ${evolution[1]} into a ${SPECIES_NAMES[evolution[2]]}`;
  const off = notation.match(/^([a-h][1-8])-off$/);
  if (off) return `${who} sent the prawn on ${off[1]} out of the sea`;
  const move = notation.match(/^([a-h][1-8])([-x])([a-h][1-8])$/);
  if (move) {
    const mover = before?.board?.[move[1]];
    const eaten = before?.board?.[move[3]];
    const species = mover && mover[1] !== '?' ? SPECIES_NAMES[mover[1]] : 'prawn';
    const ate = move[2] === 'x' ? ` and ate ${eaten && eaten[1] !== '?' ? `a ${SPECIES_NAMES[eaten[1]]}` : 'a prawn'}` : '';
    return `${possessive(context)} ${species} moved from ${move[1]} to ${move[3]}${ate}`;
  }
  return `${who} played ${notation}`;
}

/** "Your" for the reader, else "Ada’s". @param {{who: string, whose?: string}} context */
function possessive(context) {
  return context.whose ?? (context.who === 'You' ? 'Your' : `${context.who}’s`);
}
