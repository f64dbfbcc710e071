// A deadline as people read it: how long is left, to the minute (correspondence deadlines are
// days away, so seconds would only flicker).

/**
 * The time left until `deadlineMs`, in words: "2 days 4 h left", "5 h 12 min left", "12 min
 * left", "under a minute left", or "time is up".
 * @param {number} deadlineMs @param {number} nowMs both in ms since the epoch
 */
export function timeLeft(deadlineMs, nowMs) {
  const left = deadlineMs - nowMs;
  if (left <= 0) return 'time is up';
  const minutes = Math.floor(left / 60000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} day${days > 1 ? 's' : ''}${hours ? ` ${hours} h` : ''} left`;
  if (hours > 0) return `${hours} h${mins ? ` ${mins} min` : ''} left`;
  if (mins > 0) return `${mins} min left`;
  return 'under a minute left';
}
