// The pictures and live examples of the How to play pages. Only moves are written here: each
// position, its legal targets and the result of a click come from the server's engine (POST
// /api/games/<id>/practice), so neither a picture nor an example can show a wrong rule. Every
// board is drawn from the first player's side, and says so. An example goes after the rules'
// heading whose anchor it names; it says what to try, and once the reader has played, what the
// move did and why.

/**
 * @typedef {{heading: string, title: string, task: string, why: string, options?: Record<string, any>,
 *   moves?: any[], only?: RegExp}} Example
 *   `task`: what to do, said before the reader plays; `why`: the rule at work, said after;
 *   `only`: the kind of action shown, among the legal ones (all of them without it)
 * @typedef {{caption: string, options?: Record<string, any>, moves?: any[]}} Picture
 */

const LAZYKING_KINGS = [{ seat: 0, action: 'D1:K' }, { seat: 1, action: 'E8:K' }];
const PRAWNS_START = [{ seat: 0, action: 'SC' }, { seat: 1, action: 'LS' }];

/** From whose side every board of a game is drawn. @type {Record<string, string>} */
export const SIDE = {
  fences: 'Seen from O’s side: O at the bottom, X at the top.',
  lazyking: 'Seen from Red’s side: Red at the bottom, Black at the top.',
  prawns: 'Seen from Green’s side: Green at the bottom, Blue at the top.',
  pawnd: 'Seen from Purple’s side: Purple at the bottom, Orange at the top.',
  kaninariebi: 'Seen from Black’s side: Black’s home on the left, Red’s on the right.',
};

/** The overview's picture of each game: the board as play begins, and from whose side. @type {Record<string, Picture>} */
export const PICTURES = {
  fences: { caption: 'The board at the start, seen from O’s side: O’s pawn at the bottom, X’s at the top, no fence yet.' },
  lazyking: { caption: 'The board once both Kings have chosen their squares, seen from Red’s side: Red at the bottom, Black at the top, the zones tinted, the traps, the forts in the middle, the flags on the goals.', options: { walls: 0 }, moves: LAZYKING_KINGS },
  prawns: { caption: 'The sea after the blind start, seen from Green’s side: Green at the bottom, Blue at the top, a row of krill on each side and the two prawns each side chose.', moves: PRAWNS_START },
  pawnd: { caption: 'The pond at the start, seen from Purple’s side: Purple’s frogs on the bottom stones, Orange’s on the top ones, the lily pads between.' },
  kaninariebi: { caption: 'The seabed at the start, seen from Black’s side: Black’s five crabs on the left, Red’s on the right, the current in the middle.' },
};

/** @type {Record<string, Example[]>} */
export const EXAMPLES = {
  fences: [
    { heading: 'step-n-s-e-w', title: 'A step', moves: [], only: /^[NSEW]$/,
      task: 'O to move: click a square with a dot to step there.',
      why: 'A step goes one square up, down, left or right, never through a fence.' },
    { heading: 'straight-jump-nn-ss-ee-ww', title: 'A straight jump: X may jump over O', moves: ['N', 'S', 'N', 'S', 'N', 'S', 'N'], only: /^(NN|SS|EE|WW)$/,
      task: 'X to move, face to face with O: click the square behind O.',
      why: 'Pawns face to face, with no fence between: the mover may jump straight over the other pawn.' },
    { heading: 'side-jump-ne-nw-se-sw-en-es-wn-ws', title: 'A side jump: the fence behind O closes the straight jump', moves: ['N', 'S', 'N', 'S', 'N', 'a8-', 'N', 'S', 'd4-'], only: /^(N[EW]|S[EW]|E[NS]|W[NS])$/,
      task: 'X to move: the fence behind O blocks the straight jump. Click a square beside O.',
      why: 'When a fence (or the edge) stands behind the other pawn, the jump goes to a square beside it instead.' },
    { heading: 'fence-d7-horizontal-and-d7-vertical', title: 'A fence', moves: [], only: /[-/]$/,
      task: 'O to move: point at a groove between two squares; the fence shows along it. Click to place it.',
      why: 'A fence closes two passages for the rest of the match, but it may never shut a pawn in completely.' },
  ],
  lazyking: [
    { heading: 'setup', title: 'The King’s square, chosen in secret', options: { walls: 2 }, moves: [], only: /:K$/,
      task: 'Red to choose: click a square of Red’s zone, the tinted row at the bottom.',
      why: 'Both sides choose at the same time, in secret; the other five squares of the zone get a pawn each.' },
    { heading: 'setup', title: 'A wall between two squares', options: { walls: 2 }, moves: [...LAZYKING_KINGS, 'C4|D4', 'E5|E6'], only: /\|/,
      task: 'Red to place its second wall: point at an edge between two squares and click.',
      why: 'A wall stands for the whole match: nothing moves or pushes through it. No wall may cut a goal off.' },
    { heading: 'move-a2-a4', title: 'A move', options: { walls: 0 }, moves: LAZYKING_KINGS, only: /^[A-H][1-8]-[A-H][1-8]$/,
      task: 'Black to move (play starts with Black): click one of Black’s units at the top, then a square it can reach. Try B8 to B6, the trap.',
      why: 'A unit goes up to 3 squares at strength 1, 2 at strength 2, 1 at strength 3 or more. A unit that enters a trap stops there and loses its bottom piece.' },
    { heading: 'push-a3-a6', title: 'A push: Red’s stack of two pushes Black’s pawn', options: { walls: 0 }, moves: [...LAZYKING_KINGS, 'D8-D5', 'F1=>E1', 'F8-F6', 'F1-F3', 'F6-F4'], only: /#/,
      task: 'Red to move: click Red’s stack of two on F3, then Black’s pawn on F4 next to it.',
      why: 'A unit pushes an enemy unit next to it when it is stronger: here 2 against 1, so the pawn goes back one square and the stack follows into its square.' },
    { heading: 'stack-h4-g4-h5', title: 'A stack', options: { walls: 0 }, moves: LAZYKING_KINGS, only: /=>/,
      task: 'Black to move: click one of Black’s units, then a neighbour of Black’s to stack it onto.',
      why: 'A unit may be stacked onto a neighbour of its side that is at least as strong. A King cannot move alone: it rides in a stack.' },
    { heading: 'unstack-h4-g4-h5', title: 'An unstack', options: { walls: 0 }, moves: [...LAZYKING_KINGS, 'D8=>C8', 'C1-C3'], only: /<=/,
      task: 'Black to move: click the stack of two on D8, then where its top piece goes.',
      why: 'Pieces come off the top of a unit, one to each neighbouring square, and at least one stays behind. It is the only way a King moves by itself.' },
    { heading: 'sacrifice-e3-b1-c1', title: 'A sacrifice', options: { walls: 0 }, moves: LAZYKING_KINGS, only: /\\/,
      task: 'Black to move: click one of Black’s pawns, then squares of Black’s zone for the new pawns.',
      why: 'The unit and a pawn from the pile buy as many new pawns as the unit’s strength plus one, on free squares of the zone.' },
  ],
  prawns: [
    { heading: 'setup', title: 'The blind start', moves: [],
      task: 'Both choose in secret: pick Green’s two prawns, for a2 and h2.',
      why: 'Both choices are shown together once both sides have chosen.' },
    { heading: 'moves', title: 'Moves', moves: PRAWNS_START,
      task: 'Green to move: click a prawn, then a square it can reach.',
      why: 'Each species swims its own way; a prawn next to a friend may jump over it; a swim onto an enemy prawn eats it.' },
    { heading: 'evolution-a8-l', title: 'An evolution after Blue’s lobster ate on g1', moves: [...PRAWNS_START, 'f1-f3', 'a7xg1'], only: /=/,
      task: 'Blue’s lobster stands on g1, Blue’s evolution row: click it, then choose its new species.',
      why: 'A prawn on its evolution row may be swapped for another species from its own gene pool.' },
  ],
  pawnd: [
    { heading: 'step-c1-d2', title: 'A step', moves: [], only: /^[a-i][1-9]-[a-i][1-9]/,
      task: 'Purple to move: click a frog, then a stone or pad ahead of it.',
      why: 'A frog steps forward, straight or diagonally, onto a stone or a pad, never into open water.' },
    { heading: 'jump-c1-e3-c1-e3-g5', title: 'A jump', moves: ['c1-d2', 'c9-b8'], only: /:/,
      task: 'Purple to move: click the frog on e1, then c3, beyond its neighbour on d2.',
      why: 'A hop goes over one frog onto the free stone or pad just beyond; hops may follow each other, and an enemy frog jumped is captured.' },
    { heading: 'moving-the-pad-the-ending-e4', title: 'A frog leaving a pad moves it', moves: ['c1-d2', 'c9-b8'], only: /@/,
      task: 'Purple to move the frog on d2 off its lily pad: click it, where it goes, then where the pad goes.',
      why: 'A frog that leaves a lily pad takes the pad along: its mover puts it on open water.' },
  ],
  kaninariebi: [
    { heading: 'a-turn', title: 'A move, and the current', moves: [],
      task: 'Black to move: click a crab, then a square along its row. Stopping on the middle column, it drifts up or down: you choose.',
      why: 'A crab runs along its row; on the current it drifts until another piece or the edge stops it.' },
    { heading: 'a-turn', title: 'Promotion on the far home column', moves: ['a4-c4^'], only: /\+$/,
      task: 'Red to move: run the crab on e4 all the way to a4, Red’s far column, where it becomes a shrimp.',
      why: 'A crab that ends on its far home column may become a shrimp: three shrimps win.' },
    { heading: 'the-bond-move', title: 'A bond move, or pass', moves: ['a4-c4^', 'e1-b1', 'a5-b5'],
      task: 'Black’s crab stopped on b5 beside another black crab: make a bond move (a ringed piece steps diagonally), or pass.',
      why: 'A move that ends beside a piece of the same kind gives one diagonal step to a piece of its group, or a pass.' },
  ],
};
