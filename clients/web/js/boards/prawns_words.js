// Prawns in words: what a player may do now.

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
