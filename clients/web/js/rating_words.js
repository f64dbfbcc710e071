// Ratings in words and figures: a change as "+12" or "−8", a rating with "?" while provisional,
// which pace a room is rated in, whether (and why not) a new room may be rated, and times in
// words for the profile and the leaderboards.

/** A change in whole points, with a real minus sign. @param {number} change */
export function formatChange(change) {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${-change}`;
  return '±0';
}

/** A rating as shown: rounded, with "?" while it is provisional. @param {number} rating @param {boolean} provisional */
export function formatRating(rating, provisional) {
  return `${Math.round(rating)}${provisional ? '?' : ''}`;
}

/**
 * A seat's rating line after a rated match, or null when the view has none.
 * @param {any} player a view's players entry
 * @returns {{change: string, after: string, text: string}|null}
 */
export function ratingResult(player) {
  const rating = player?.rating;
  if (!rating) return null;
  const change = formatChange(rating.change);
  const after = formatRating(rating.after, rating.provisional);
  return { change, after, text: `${player.name}: ${change}, now ${after}` };
}

/** The pace a room's matches are rated in: with a clock `live`, else `untimed`. @param {any} clock */
export function paceOf(clock) {
  return clock ? 'live' : 'untimed';
}

/**
 * A player's rating for a game and pace from GET /api/players/<name>, as shown, or null.
 * @param {any} profile @param {string} game @param {'live'|'untimed'} pace
 */
export function ratingFor(profile, game, pace) {
  const found = profile?.ratings?.find((r) => r.game === game && r.pace === pace);
  return found ? formatRating(found.rating, found.provisional) : null;
}

/**
 * Whether the new-room form may ask for a rated room, and if not, why, in words.
 * @param {{account: string|null|undefined, opponent: string}} state
 * @returns {{enabled: boolean, reason: string, needsAccount: boolean}}
 */
export function ratedChoice({ account, opponent }) {
  if (!account) return { enabled: false, reason: 'Rated matches are for players with an account.', needsAccount: true };
  if (opponent === 'bot') return { enabled: false, reason: 'Matches against the bot are never rated.', needsAccount: false };
  return { enabled: true, reason: 'Both players need an account; the result changes your rating.', needsAccount: false };
}

/** A stored rating as shown (the profile's, the leaderboard's). @param {{rating: number, provisional?: boolean}} rating */
export function ratingWords(rating) {
  return formatRating(rating.rating, Boolean(rating.provisional));
}

/** @param {string} pace */
export function paceWords(pace) {
  return pace === 'live' ? 'with a clock' : pace === 'untimed' ? 'untimed' : pace;
}

const UNITS = /** @type {const} */ ([['year', 365 * 86400], ['month', 30 * 86400], ['week', 7 * 86400],
  ['day', 86400], ['hour', 3600], ['minute', 60]]);

/** How long ago `ms` was, in words ("3 days ago", "just now"). @param {number} ms @param {number} [now] */
export function since(ms, now = Date.now()) {
  const seconds = Math.max(0, (now - ms) / 1000);
  if (seconds < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, length] of UNITS) {
    if (seconds >= length) return format.format(-Math.floor(seconds / length), unit);
  }
  return 'just now';
}
