// Ratings and times in words, for the profile and the leaderboards.

/** A rating as shown: whole points, "?" while provisional. @param {{rating: number, provisional?: boolean}} rating */
export function ratingWords(rating) {
  return `${Math.round(rating.rating)}${rating.provisional ? '?' : ''}`;
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
