// Kani Nari Ebi in words: what a player may do now.

/** One line: what the player who decides may do now. @param {any} view */
export function hint(view) {
  if (view.phase === 'bond') return 'Make a bond move (a ringed piece steps diagonally), or pass';
  const legal = Object.keys(view.legal ?? {});
  const current = legal.some((n) => /[\^v]/.test(n)) ? '; a piece stopping on the current rides it up or down' : '';
  return `Move a piece${current}`;
}
