// The fence game in words: what a player may do now, what is on a cell or in a fence slot, and
// each action as a sentence (for the live announcements and the move list).

const DIRECTIONS = { N: 'north', S: 'south', E: 'east', W: 'west' };

/** A seat's name for the viewer: "your" pawn, or O's / X's. */
function whose(view, seat) {
  return view.you === seat ? 'your' : `${view.match?.seat_names?.[seat] ?? (seat === 0 ? 'O' : 'X')}’s`;
}

/** One line: what the player who decides may do now. @param {any} view */
export function hint(view) {
  const legal = Object.keys(view.legal ?? {});
  if (legal.includes('pass')) return 'No move is possible: pass.';
  const left = view.fences_left?.[view.you] ?? 0;
  const pawn = legal.some((n) => /^[NSEW]{1,2}$/.test(n));
  const fence = legal.some((n) => /[-/]$/.test(n));
  if (pawn && fence) return `Move your pawn or place a fence: ${left} left`;
  if (fence) return `Place a fence: ${left} left`;
  return left === 0 ? 'Move your pawn: no fences left' : 'Move your pawn';
}

/**
 * What a cell or a fence slot holds: "e5, your pawn", "d7 horizontal fence slot, free".
 * @param {any} view @param {string} name
 */
export function squareWords(view, name) {
  const slot = name.match(/^([a-h][1-8])([-/])$/);
  if (slot) {
    const owner = view.fences?.[name];
    const kind = slot[2] === '-' ? 'horizontal' : 'vertical';
    return `${slot[1]} ${kind} fence slot, ${owner === undefined ? 'free' : `${whose(view, Number(owner))} fence`}`;
  }
  for (const [seat, square] of Object.entries(view.pawns ?? {})) {
    if (square === name) return `${name}, ${whose(view, Number(seat))} pawn`;
  }
  return `${name}, empty`;
}

/**
 * An action as a sentence: "Ada placed a horizontal fence at d7", "Bob moved north to e8".
 * @param {string} notation @param {{who: string, seat: number, after?: any}} context the view
 *   after it, when it is the latest action, gives where the pawn went
 */
export function describe(notation, context) {
  const fence = notation.match(/^([a-h][1-8])([-/])$/);
  if (fence) return `${context.who} placed a ${fence[2] === '-' ? 'horizontal' : 'vertical'} fence at ${fence[1]}`;
  if (notation === 'pass') return `${context.who} passed`;
  const to = context.after?.pawns?.[String(context.seat)];
  const where = to ? ` to ${to}` : '';
  if (/^([NSEW])\1$/.test(notation)) return `${context.who} jumped ${DIRECTIONS[notation[0]]} over the other pawn${where}`;
  if (/^[NSEW]{2}$/.test(notation)) return `${context.who} jumped ${DIRECTIONS[notation[0]]} then ${DIRECTIONS[notation[1]]}, beside the other pawn${where}`;
  if (/^[NSEW]$/.test(notation)) return `${context.who} moved ${DIRECTIONS[notation]}${where}`;
  return `${context.who} played ${notation}`;
}
