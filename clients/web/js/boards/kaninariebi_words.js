// Kani Nari Ebi in words: what a player may do now, what is on a square, and each action as a
// sentence (for the live announcements and the move list).

const SIDES = ['Black', 'Red'];

/** One line: what the player who decides may do now. @param {any} view */
export function hint(view) {
  if (view.phase === 'bond') return 'Make a bond move (a ringed piece steps diagonally), or pass';
  const legal = Object.keys(view.legal ?? {});
  const current = legal.some((n) => /[\^v]/.test(n)) ? '; a piece stopping on the current rides it up or down' : '';
  return `Move a piece${current}`;
}

/** What a square holds: "c3, your crab, on the current", "a1, Red shrimp". @param {any} view @param {string} name */
export function squareWords(view, name) {
  const parts = [name];
  const piece = view.board?.[name];
  if (piece) {
    const seat = piece[0] === 'black' ? 0 : 1;
    parts.push(`${view.you === seat ? 'your' : SIDES[seat]} ${piece[1]}${view.bond_group?.[name] ? ', may make the bond move' : ''}`);
  } else {
    parts.push('empty');
  }
  if (name[0] === (view.current_file ?? 'c')) parts.push('on the current');
  return parts.join(', ');
}

/**
 * An action as a sentence: "Bob’s crab moved from a2 to c2, rode the current up to c4 and
 * captured a shrimp".
 * @param {string} notation @param {{who: string, whose?: string, seat: number, before?: any, after?: any}} context
 */
export function describe(notation, context) {
  const { who, before, after, seat } = context;
  if (notation === 'pass') return `${who} passed the bond move`;
  const m = notation.match(/^([a-e][1-5])-([a-e][1-5])([\^v])?(\+)?$/);
  if (!m) return `${who} played ${notation}`;
  const piece = before?.board?.[m[1]]?.[1] ?? 'piece';
  let text = `${possessive(context)} ${piece} moved from ${m[1]} to ${m[2]}`;
  if (m[3]) text += `, rode the current ${m[3] === '^' ? 'up' : 'down'}`;
  if (m[4]) text += ' and became a shrimp';
  if (before?.board && after?.board) {
    const lost = Object.entries(before.board).filter(([square, p]) => (p[0] === 'black' ? 0 : 1) !== seat && !after.board[square]);
    if (lost.length > 0) text += ` and captured ${lost.length === 1 ? `a ${lost[0][1][1]}` : `${lost.length} pieces`}`;
  }
  return text;
}

/** "Your" for the reader, else "Ada’s". @param {{who: string, whose?: string}} context */
function possessive(context) {
  return context.whose ?? (context.who === 'You' ? 'Your' : `${context.who}’s`);
}
