// A room's or a tournament's pace in words: its clock ("5 min + 2 s"), the days each move may
// take, or no clock at all.

/**
 * @param {{initial_ms: number, increment_ms: number}|null|undefined} clock
 * @param {number|null|undefined} daysPerMove
 */
export function clockSummary(clock, daysPerMove) {
  if (daysPerMove) return `${daysPerMove} day${daysPerMove > 1 ? 's' : ''} a move`;
  if (!clock) return 'no clock';
  const minutes = clock.initial_ms / 60000;
  return `${minutes >= 1 ? `${Math.round(minutes * 10) / 10} min` : `${clock.initial_ms / 1000} s`} + ${clock.increment_ms / 1000} s`;
}
