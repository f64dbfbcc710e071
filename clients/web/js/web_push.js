// Web Push, where the browser has it: with notifications turned on, the service worker (/sw.js)
// is registered and subscribed with the server's key, so that a correspondence turn reaches the
// player with no tab open. Anything missing (no service workers, no push service, as in headless
// browsers) leaves the tab's own notifications as they are, and says nothing.

/** Whether this browser could receive Web Push at all. @param {any} [scope] */
export function pushSupported(scope = globalThis) {
  return Boolean(scope.navigator?.serviceWorker) && typeof scope.PushManager !== 'undefined';
}

/** The bytes of base64url text (padding optional), as `applicationServerKey` wants them. @param {string} text */
export function base64urlBytes(text) {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

/** Whether two keys hold the same bytes. @param {ArrayBuffer|Uint8Array|null|undefined} a @param {Uint8Array} b */
export function sameKey(a, b) {
  if (!a) return false;
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((byte, i) => byte === b[i]);
}

/**
 * The push.subscribe request for a subscription (its toJSON() form).
 * @param {{endpoint?: string, keys?: {p256dh?: string, auth?: string}}} subscription
 */
export function subscribeRequest(subscription) {
  return {
    type: 'push.subscribe',
    endpoint: subscription.endpoint ?? '',
    keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
  };
}

/**
 * Registers the worker, subscribes with the server's key (again if the key changed) and tells the
 * server. Resolves to whether pushes will come; never rejects.
 * @param {(body: any) => Promise<any>} send the transport's send
 */
export async function startPush(send) {
  if (!pushSupported()) return false;
  try {
    const answer = await fetch('/api/push/key');
    if (!answer.ok) return false;
    const key = base64urlBytes((await answer.json()).public_key);
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const reply = await send(subscribeRequest(subscription.toJSON()));
    return !reply?.error;
  } catch {
    return false;
  }
}

/** Unsubscribes this browser, and tells the server. Never rejects. @param {(body: any) => Promise<any>} send */
export async function stopPush(send) {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await send({ type: 'push.unsubscribe', endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  } catch {
    // Nothing to undo that the browser would not drop by itself.
  }
}
