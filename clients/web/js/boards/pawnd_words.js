// PAWND in words: what a player may do now.

/** One line: what the player who decides may do now. @param {any} view */
export function hint(view) {
  const legal = Object.keys(view.legal ?? {});
  if (legal.length > 0 && legal.every((n) => n[0] === '^')) return 'Put your captured frog back on a free stone of your home row';
  const jump = legal.some((n) => n.includes(':'));
  const pad = legal.some((n) => n.includes('@')) ? '; a frog leaving a pad moves the pad onto open water' : '';
  return `${jump ? 'Move a frog: a step or a jump' : 'Move a frog one step'}${pad}`;
}
