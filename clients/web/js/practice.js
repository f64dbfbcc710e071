// The server's practice positions (POST /api/games/<id>/practice): a match started with the
// options and played through the moves by the real engine, answered as one seat's view. Nothing
// is kept on the server. The How to play examples, the earlier positions of a live match and the
// waiting room's starting board all come from here.

/**
 * A position of the practice endpoint: `{seat, view}`, or throws with the engine's words.
 * @param {string} game @param {{options?: any, moves?: any[], seat?: number|null}} body
 */
export async function practice(game, body) {
  const response = await fetch(`/api/games/${encodeURIComponent(game)}/practice`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error?.message ?? `the server answered ${response.status}`);
  return answer;
}
