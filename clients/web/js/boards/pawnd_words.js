// PAWND in words: what a player may do now, what is on a square, and each action as a sentence
// (for the live announcements and the move list).

const SIDES = ['Purple', 'Orange'];

/** One line: what the player who decides may do now. @param {any} view */
export function hint(view) {
  const legal = Object.keys(view.legal ?? {});
  if (legal.length > 0 && legal.every((n) => n[0] === '^')) return 'Put your captured frog back on a free stone of your home row';
  const jump = legal.some((n) => n.includes(':'));
  const pad = legal.some((n) => n.includes('@')) ? '; a frog leaving a pad moves the pad onto open water' : '';
  return `${jump ? 'Move a frog: a step or a jump' : 'Move a frog one step'}${pad}`;
}

/** What a square holds: "c1, your frog on a stone", "d4, lily pad". @param {any} view @param {string} name */
export function squareWords(view, name) {
  const ground = { stone: 'stone', pad: 'lily pad' }[view.terrain?.[name]] ?? 'open water';
  const frog = view.frogs?.[name];
  if (frog === undefined) return `${name}, ${ground}`;
  const side = view.you === Number(frog) ? 'your' : SIDES[Number(frog)];
  return `${name}, ${side} frog on a ${ground}`;
}

/**
 * An action as a sentence: "Ada jumped from c1 to e3, capturing the frog on d2".
 * @param {string} notation @param {{who: string, seat: number, before?: any}} context
 */
export function describe(notation, context) {
  const { who, before, seat } = context;
  const back = notation.match(/^\^([a-i][1-9])$/);
  if (back) return `${who} put a captured frog back on ${back[1]}`;
  const [path, pad] = notation.split('@');
  const padWords = pad ? ` and moved the pad to ${pad}` : '';
  if (path.includes(':')) {
    const squares = path.split(':');
    const captured = [];
    for (let i = 1; i < squares.length; i += 1) {
      const [a, b] = [squares[i - 1], squares[i]];
      const middle = `${String.fromCharCode((a.charCodeAt(0) + b.charCodeAt(0)) / 2)}${(Number(a.slice(1)) + Number(b.slice(1))) / 2}`;
      const frog = before?.frogs?.[middle];
      if (frog !== undefined && Number(frog) !== seat) captured.push(middle);
    }
    const capture = captured.length ? `, capturing the frog${captured.length > 1 ? 's' : ''} on ${captured.join(' and ')}` : '';
    return `${who} jumped from ${squares.join(' to ')}${capture}${padWords}`;
  }
  const step = path.match(/^([a-i][1-9])-([a-i][1-9])$/);
  if (step) return `${who} moved a frog from ${step[1]} to ${step[2]}${padWords}`;
  return `${who} played ${notation}`;
}
