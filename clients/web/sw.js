// Rockpool's service worker: shows the server's push messages (a correspondence turn) when no page
// of ours is in view, and a click on one brings a tab to the room.

/** @param {any} data */
function notice(data) {
  return {
    title: typeof data?.title === 'string' ? data.title : 'Rockpool',
    body: typeof data?.body === 'string' ? data.body : '',
    url: typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : '/',
    tag: typeof data?.tag === 'string' ? data.tag : 'rockpool',
  };
}

self.addEventListener('push', (/** @type {any} */ event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  const shown = notice(data);
  event.waitUntil((async () => {
    const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    // A page in view already tells of the turn.
    if (open.some((/** @type {any} */ client) => client.visibilityState === 'visible')) return;
    await self.registration.showNotification(shown.title, {
      body: shown.body, tag: shown.tag, icon: '/favicon.svg', data: { url: shown.url },
    });
  })());
});

self.addEventListener('notificationclick', (/** @type {any} */ event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil((async () => {
    const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const same = open.find((/** @type {any} */ client) => client.url === url) ?? open[0];
    if (same) {
      await same.focus();
      if (same.url !== url && 'navigate' in same) await same.navigate(url);
      return;
    }
    await self.clients.openWindow(url);
  })());
});
