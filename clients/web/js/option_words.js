// The room options in players' words: each option's label and a short hint, for the room form
// (the server's own descriptions speak to programmers). An option the client does not know keeps
// its name and the server's description.

/** @type {Record<string, {label: string, hint: string}>} */
const WORDS = {
  fences: { label: 'Fences each', hint: 'How many fences each player may place: 10 is the usual game.' },
  meet: { label: 'Start nearer the middle', hint: 'The pawns start this many rows nearer each other, for a shorter race.' },
  edge_side_jumps: { label: 'Side jumps at the edge', hint: 'A pawn against the edge of the board may be jumped sideways, as if a fence stood behind it.' },
  walls: { label: 'Walls', hint: 'Walls each side places before play. Six or fewer keep the game open: with seven or more, a side can wall off its home row.' },
  first_turn_two: { label: 'Short first move', hint: 'In each side’s first turn of play, no unit moves more than 2 squares.' },
  takeback: { label: 'Takebacks', hint: 'A player may take back their turn until the opponent starts theirs.' },
  eaten_gone: { label: 'Eaten prawns are gone', hint: 'An eaten prawn never goes back to its gene pool.' },
  mixed_bonds: { label: 'Mixed bonds', hint: 'Crabs and shrimps bond together: the advanced game.' },
  auto_promote: { label: 'Always promote', hint: 'A crab that reaches the far side always becomes a shrimp.' },
  ply_limit: { label: 'Move limit', hint: 'A draw after this many moves without a winner; 0 for no limit.' },
  repetition: { label: 'Draw by repetition', hint: 'The game is drawn when the same position comes up for the third time.' },
};

/** Who the first player is, in each game: the hint of "Who plays …". */
const FIRST = {
  fences: 'O moves first.',
  lazyking: 'Red places the first wall; Black makes the first move of play.',
  prawns: 'Green moves first.',
  pawnd: 'Purple moves first.',
  kaninariebi: 'Black moves first.',
};

/** The choices of "Who plays …". */
export const FIRST_CHOICES = { random: 'A coin flip', host: 'Me', guest: 'My opponent' };

/**
 * An option's label and hint for the room form.
 * @param {any} game from /api/games @param {{name: string, description: string}} spec
 * @returns {{label: string, hint: string}}
 */
export function optionWords(game, spec) {
  if (spec.name === 'first') return { label: `Who plays ${game.seats[0]}`, hint: FIRST[game.id] ?? `${game.seats[0]} moves first.` };
  return WORDS[spec.name] ?? { label: spec.name.charAt(0).toUpperCase() + spec.name.slice(1).replace(/_/g, ' '), hint: spec.description };
}
