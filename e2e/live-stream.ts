import type { Page } from '@playwright/test';

type Watched = { kidventureLiveReady?: boolean };

/**
 * Notes in the page when the app's live event stream says `ready`: the server has started the
 * stream, so whatever happens from then on reaches the tab. A stream that starts later does not
 * replay what came before it. Call before the page loads; `liveStreamReady` then waits for it.
 */
export async function watchLiveStream(page: Page) {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('ready', () => {
          (window as Watched).kidventureLiveReady = true;
        });
      }
    };
  });
}

/** Waits until the tab's live event stream has started (see watchLiveStream). */
export async function liveStreamReady(page: Page) {
  await page.waitForFunction(() => (window as Watched).kidventureLiveReady === true);
}
