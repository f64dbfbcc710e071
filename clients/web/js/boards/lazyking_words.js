// Lazy King in words: what a player may do now.

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
