// Lazy King's setup explained at the table: what the secret King choice and the walls are for, the
// walls each side has left, and, for a player who does not care where they go, the rest of their
// walls placed for them: each is one of the legal walls the view lists, chosen at random.

const WALL = /^[A-H][1-8]\|[A-H][1-8]$/;

/** @param {any} view @param {number} seat */
function name(view, seat) {
  return seat === view.you ? 'you' : view.players?.[String(seat)]?.name ?? ['Red', 'Black'][seat];
}

/**
 * A few sentences on the setup step the match is at, or null once play has begun.
 * @param {any} view @returns {{title: string, text: string}|null}
 */
export function decisionHelp(view) {
  if (view.status?.state !== 'playing' || view.you === null || view.you === undefined) return null;
  const other = 1 - view.you;
  if (view.phase === 'king_choice') {
    const chosen = Boolean(view.king_chosen?.[view.you]);
    return {
      title: 'Where does your King start?',
      text: chosen
        ? `Your King's square stays secret until ${name(view, other)} has chosen too.`
        : `Click a square of your zone, the tinted row nearest you: your King starts there and the other five squares get a pawn each. ${name(view, other)} chooses at the same time; neither sees the other's square until both have chosen. Your King wins on a far corner, alone.`,
    };
  }
  if (view.phase === 'walls') {
    const left = view.walls_left ?? [0, 0];
    return {
      title: 'Walls',
      text: `A wall stands between two squares for the whole match: nothing moves or pushes through it. Use them to slow the other King on its way to your corners, and to guard your own way. Walls left: ${name(view, view.you)} ${left[view.you]}, ${name(view, other)} ${left[other]}.`,
    };
  }
  return null;
}

/** The offer to play the rest of this step for the player, while it is walls. @param {any} view */
export function autoOffer(view) {
  return view.phase === 'walls' && (view.walls_left?.[view.you] ?? 0) > 0 ? 'Place the rest of my walls for me' : null;
}

/** A legal wall at random, for "place the rest for me", or null when the walls are done. @param {any} view */
export function autoChoice(view) {
  if (view.phase !== 'walls' || !view.decide) return null;
  const walls = Object.keys(view.legal ?? {}).filter((notation) => WALL.test(notation));
  return walls.length > 0 ? walls[Math.floor(Math.random() * walls.length)] : null;
}
