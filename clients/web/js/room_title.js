// What a room is, in its title: a game against the bot ("Fences against Rockbot 2"), a quick match
// (room.state says so), a tournament's game, a private room or a public one.

/**
 * The room's kind: 'bot', 'quick', 'tournament', 'private' or 'public'.
 * @param {any} room room.state's room
 */
export function roomKind(room) {
  if (room.tournament) return 'tournament';
  if ((room.players ?? []).some((player) => player?.bot)) return 'bot';
  if (room.quick) return 'quick';
  return room.public ? 'public' : 'private';
}

/**
 * The room's title: "Fences against Rockbot 2", "Fences · quick match", "Fences · private room".
 * @param {any} room room.state's room
 */
export function roomTitle(room) {
  const kind = roomKind(room);
  if (kind === 'bot') return `${room.game_name} against ${room.players.find((player) => player?.bot).name}`;
  if (kind === 'tournament') return `${room.game_name} · ${room.tournament.name}`;
  return `${room.game_name} · ${{ quick: 'quick match', private: 'private room', public: 'public room' }[kind]}`;
}

/** Whether the room has anyone to invite or to show to watchers: a room between people. @param {any} room */
export function roomWorthSharing(room) {
  const kind = roomKind(room);
  return kind === 'private' || kind === 'public';
}
