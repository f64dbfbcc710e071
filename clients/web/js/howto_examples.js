// The live examples of the How to play pages: for each kind of action, the moves that lead to a
// position where it can be made. Only the moves are written here; the position, its legal
// targets and the result of a click come from the server's engine (POST /api/games/<id>/practice),
// so an example can never show a wrong rule. Each example goes after the rules' heading whose
// anchor it names.

/**
 * @typedef {{heading: string, title: string, options?: Record<string, any>, moves?: any[], only?: RegExp}} Example
 *   `only`: the kind of action shown, among the legal ones (all of them without it)
 */

const LAZYKING_KINGS = [{ seat: 0, action: 'D1:K' }, { seat: 1, action: 'E8:K' }];
const PRAWNS_START = [{ seat: 0, action: 'SC' }, { seat: 1, action: 'LS' }];

/** @type {Record<string, Example[]>} */
export const EXAMPLES = {
  fences: [
    { heading: 'step-n-s-e-w', title: 'A step', moves: [], only: /^[NSEW]$/ },
    { heading: 'straight-jump-nn-ss-ee-ww', title: 'A straight jump: X may jump over O', moves: ['N', 'S', 'N', 'S', 'N', 'S', 'N'], only: /^(NN|SS|EE|WW)$/ },
    { heading: 'side-jump-ne-nw-se-sw-en-es-wn-ws', title: 'A side jump: the fence behind O closes the straight jump', moves: ['N', 'S', 'N', 'S', 'N', 'a8-', 'N', 'S', 'd4-'], only: /^(N[EW]|S[EW]|E[NS]|W[NS])$/ },
    { heading: 'fence-d7-horizontal-and-d7-vertical', title: 'A fence: click a groove', moves: [], only: /[-/]$/ },
  ],
  lazyking: [
    { heading: 'setup', title: 'The King’s square, chosen in secret', options: { walls: 2 }, moves: [], only: /:K$/ },
    { heading: 'setup', title: 'A wall between two squares', options: { walls: 2 }, moves: LAZYKING_KINGS, only: /\|/ },
    { heading: 'move-a2-a4', title: 'A move', options: { walls: 0 }, moves: LAZYKING_KINGS, only: /^[A-H][1-8]-[A-H][1-8]$/ },
    { heading: 'push-a3-a6', title: 'A push: Red’s stack of two pushes Black’s pawn', options: { walls: 0 }, moves: [...LAZYKING_KINGS, 'D8-D5', 'F1=>E1', 'F8-F6', 'F1-F3', 'F6-F4'], only: /#/ },
    { heading: 'stack-h4-g4-h5', title: 'A stack', options: { walls: 0 }, moves: LAZYKING_KINGS, only: /=>/ },
    { heading: 'unstack-h4-g4-h5', title: 'An unstack', options: { walls: 0 }, moves: [...LAZYKING_KINGS, 'D8=>C8', 'C1-C3'], only: /<=/ },
    { heading: 'sacrifice-e3-b1-c1', title: 'A sacrifice', options: { walls: 0 }, moves: LAZYKING_KINGS, only: /\\/ },
  ],
  prawns: [
    { heading: 'setup', title: 'The blind start', moves: [] },
    { heading: 'moves', title: 'Moves', moves: PRAWNS_START },
    { heading: 'evolution-a8-l', title: 'An evolution after Blue’s lobster ate on g1', moves: [...PRAWNS_START, 'f1-f3', 'a7xg1'], only: /=/ },
  ],
  pawnd: [
    { heading: 'step-c1-d2', title: 'A step', moves: [], only: /^[a-i][1-9]-[a-i][1-9]/ },
    { heading: 'jump-c1-e3-c1-e3-g5', title: 'A jump', moves: ['c1-d2', 'c9-b8'], only: /:/ },
    { heading: 'moving-the-pad-the-suffix-e4', title: 'A frog leaving a pad moves it', moves: ['c1-d2', 'c9-b8'], only: /@/ },
  ],
  kaninariebi: [
    { heading: 'a-turn', title: 'A move, and the current', moves: [] },
    { heading: 'a-turn', title: 'Promotion on the far home file', moves: ['a4-c4^'], only: /\+$/ },
    { heading: 'the-bond-move', title: 'A bond move, or pass', moves: ['a4-c4^', 'e1-b1', 'a5-b5'] },
  ],
};
