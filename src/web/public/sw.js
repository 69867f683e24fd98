/**
 * Kidventure's service worker, registered only once a parent turns push on. It shows each web push
 * the server sends (lib/push.ts: {id, title, body, link}) and, when one is clicked, brings the app
 * to its page. It handles no fetches: pages and the API load as they would without it.
 */

const ICON = '/push-icon.png';

self.addEventListener('install', () => self.skipWaiting());
// Tabs already open come under this worker, so a click can navigate them.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A path in the app, never another site: a push names only pages of ours. */
function appPath(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/';
}

function readPush(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return {
      id: data.id,
      title: typeof data.title === 'string' && data.title ? data.title : 'Kidventure',
      body: typeof data.body === 'string' ? data.body : '',
      link: appPath(data.link),
    };
  } catch {
    return { id: undefined, title: 'Kidventure', body: '', link: '/' };
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: ICON,
      // One notification per notification: a copy sent again replaces it rather than adding one.
      tag: `kidventure-${push.id ?? 'news'}`,
      data: { link: push.link },
    }),
  );
});

/** Focuses an open tab of the app on the page, or opens one. */
async function openPage(link) {
  const url = new URL(link, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
  if (tab) {
    try {
      const focused = await tab.focus();
      // navigate() works only on a tab this worker controls; otherwise a new one opens.
      if (await focused.navigate(url)) return;
    } catch {
      // Fall through to a new window.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(appPath(event.notification.data && event.notification.data.link)));
});
