// The fence game in words: what a player may do now.

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
