// Lazy King in words: what a player may do now, what is on a square or an edge, and each action
// as a sentence (for the live announcements and the move list).

const SIDES = ['Red', 'Black'];

/** A unit in words: "your King alone", "Black unit of 3 with the King". @param {string} text "R:PPK" */
function unitWords(view, text) {
  const seat = text[0] === 'R' ? 0 : 1;
  const pieces = text.slice(2);
  const side = view.you === seat ? 'your' : SIDES[seat];
  const king = pieces.includes('K');
  if (pieces.length === 1) return king ? `${side} King alone` : `${side} pawn`;
  return `${side} unit of ${pieces.length}${king ? ' with the King' : ''}`;
}

/** One line: what the player who decides may do now. @param {any} view */
export function hint(view) {
  const legal = Object.keys(view.legal ?? {});
  if (view.decision === 'king_choice') return 'Choose your King’s square in your zone, in secret';
  if (view.decision === 'wall') return `Place a wall on an edge between two squares: ${view.walls_left?.[view.you] ?? 0} left`;
  if (legal.length > 0 && legal.every((n) => n.endsWith(':K'))) return 'Put your King back on a square of your zone';
  const kinds = [];
  if (legal.some((n) => /^[A-H][1-8]-/.test(n))) kinds.push('move');
  if (legal.some((n) => n.includes('#'))) kinds.push('push');
  if (legal.some((n) => n.includes('=>'))) kinds.push('stack');
  if (legal.some((n) => n.includes('<='))) kinds.push('unstack');
  if (legal.some((n) => n.includes('\\'))) kinds.push('sacrifice');
  if (kinds.length === 0) return 'Your move';
  const words = kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join(', ')} or ${kinds[kinds.length - 1]}`;
  return `${words[0].toUpperCase()}${words.slice(1)} a unit`;
}

/**
 * What a square or an edge holds: "B3, trap, Red unit of 3 with the King", "edge C4 to D4, wall".
 * @param {any} view @param {string} name
 */
export function squareWords(view, name) {
  const edge = name.match(/^([A-H][1-8])\|([A-H][1-8])$/);
  if (edge) return `edge between ${edge[1]} and ${edge[2]}, ${view.walls?.[name] ? 'wall' : 'no wall'}`;
  const marks = [];
  if ((view.traps ?? []).includes(name)) marks.push('trap');
  if ((view.fortifications ?? []).includes(name)) marks.push('fortification');
  for (const seat of [0, 1]) if ((view.goals?.[seat] ?? []).includes(name)) marks.push(`${SIDES[seat]}’s goal`);
  for (const seat of [0, 1]) if ((view.zones?.[seat] ?? []).includes(name)) marks.push(`${SIDES[seat]}’s zone`);
  const unit = view.units?.[name];
  const secret = view.phase === 'king_choice' && view.my_king_choice === name ? 'your King (chosen in secret)' : null;
  return [name, ...marks, unit ? unitWords(view, String(unit)) : secret ?? 'empty'].join(', ');
}

/**
 * An action as a sentence: "Ada placed a wall between C4 and D4", "Bob stacked G4 and H5 onto H4".
 * @param {string} notation @param {{who: string, seat: number, before?: any}} context
 */
export function describe(notation, context) {
  const who = context.who;
  const list = (text) => {
    const items = text.split(',');
    return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  };
  let m = notation.match(/^([A-H][1-8]):K$/);
  if (m) {
    if (!context.before) return `${who} put the King on ${m[1]}`;
    return context.before.phase === 'king_choice' ? `${who} chose the King’s square: ${m[1]}` : `${who} put the King back on ${m[1]}`;
  }
  m = notation.match(/^([A-H][1-8])\|([A-H][1-8])$/);
  if (m) return `${who} placed a wall between ${m[1]} and ${m[2]}`;
  m = notation.match(/^([A-H][1-8])-([A-H][1-8])$/);
  if (m) return `${who} moved ${m[1]} to ${m[2]}`;
  m = notation.match(/^([A-H][1-8])#([A-H][1-8])$/);
  if (m) return `${who} pushed the unit on ${m[1]} to ${m[2]}`;
  m = notation.match(/^([A-H][1-8])=>(.+)$/);
  if (m) return `${who} stacked ${list(m[2])} onto ${m[1]}`;
  m = notation.match(/^([A-H][1-8])<=([^:]+)(?::.*)?$/);
  if (m) return `${who} unstacked ${m[1]} onto ${list(m[2])}`;
  m = notation.match(/^([A-H][1-8])\\(.+)$/);
  if (m) return `${who} sacrificed ${m[1]} for pawns on ${list(m[2])}`;
  return `${who} played ${notation}`;
}

/**
 * What an action led to beyond its sentence: pieces lost to a pile (a trap, a goal), a King that
 * must be put back.
 * @param {any} before @param {any} after @param {number} seat who acted @returns {string[]}
 */
export function consequences(before, after, seat) {
  if (!before || !after) return [];
  const out = [];
  const last = [...(after.moves ?? [])].reverse().find((move) => move.action)?.action ?? '';
  const sacrifice = last.includes('\\');
  for (const side of [seat, 1 - seat]) {
    const lost = (after.piles?.[side] ?? 0) - (before.piles?.[side] ?? 0);
    if (lost > 0 && !(sacrifice && side === seat)) {
      const trap = (after.traps ?? []).find((square) => last.includes(square));
      const pawns = lost === 1 ? 'a pawn' : `${lost} pawns`;
      out.push(trap ? `${SIDES[side]} lost ${pawns} to the trap ${trap}: it goes to ${SIDES[side]}’s pile` : `${SIDES[side]} lost ${pawns} to its pile`);
    }
    if (after.owes_king?.[side] && !before.owes_king?.[side]) out.push(`${SIDES[side]}’s King fell and must be put back in its zone`);
  }
  return out;
}
