// The players' ratings beside their names in a rated room: after its match was rated, the new
// rating the view gives; before, the one their profile (GET /api/players/<name>) shows for the
// room's game and pace, fetched once a page.

import { formatChange, formatRating, paceOf, ratingFor } from './rating_words.js';

export class PlayerRatings {
  /** @param {() => void} changed called when a fetched rating arrives */
  constructor(changed) {
    this.changed = changed;
    /** @type {Map<string, any>} */ this.profiles = new Map();
    /** the match the fetched ratings are for: a rematch starts from the ratings the last one left */
    /** @type {string|null} */ this.matchId = null;
  }

  /**
   * A seat's rating as shown ("1512?", "1540 (+12)"), or null.
   * @param {any} room room.state's room (null until joined) @param {any} view @param {number} seat
   */
  label(room, view, seat) {
    if (view.match.id !== this.matchId) {
      this.matchId = view.match.id;
      this.profiles.clear();
    }
    const player = view.players[String(seat)];
    if (player?.rating) return `${formatRating(player.rating.after, player.rating.provisional)} (${formatChange(player.rating.change)})`;
    if (!room?.rated || !player || player.bot) return null;
    const name = player.name;
    if (!this.profiles.has(name)) {
      this.profiles.set(name, null);
      fetch(`/api/players/${encodeURIComponent(name)}`)
        .then((response) => (response.ok ? response.json() : { ratings: [] }))
        .then((profile) => { this.profiles.set(name, profile); this.changed(); })
        .catch(() => {});
    }
    const profile = this.profiles.get(name);
    if (!profile) return null;
    // No rated match yet in this game and pace: the start, provisional.
    return ratingFor(profile, room.game, paceOf(room.clock)) ?? formatRating(1500, true);
  }
}
