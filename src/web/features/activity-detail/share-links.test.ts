import { describe, expect, it } from 'vitest';
import { activityPageUrl, facebookShareUrl, shareMessage, twitterShareUrl } from './share-links';

describe('share links', () => {
  it("builds the activity's public page from the origin", () => {
    expect(activityPageUrl('https://kidventure.example', 42)).toBe(
      'https://kidventure.example/activities/42',
    );
    expect(activityPageUrl('http://localhost:3000/', 7)).toBe('http://localhost:3000/activities/7');
  });

  it('invites with the title', () => {
    expect(shareMessage('Mini Chefs: Pizza Night')).toBe(
      'Join us at Mini Chefs: Pizza Night on Kidventure!',
    );
  });

  it('gives Twitter the text and the url, encoded', () => {
    const href = twitterShareUrl({
      text: 'Join us at Art & Clay on Kidventure!',
      url: 'https://kidventure.example/activities/42',
    });
    expect(href).toBe(
      'https://twitter.com/intent/tweet?text=Join%20us%20at%20Art%20%26%20Clay%20on%20Kidventure!' +
        '&url=https%3A%2F%2Fkidventure.example%2Factivities%2F42',
    );
    const params = new URL(href).searchParams;
    expect(params.get('text')).toBe('Join us at Art & Clay on Kidventure!');
    expect(params.get('url')).toBe('https://kidventure.example/activities/42');
  });

  it("gives Facebook's sharer u and quote", () => {
    const href = facebookShareUrl({
      url: 'https://kidventure.example/activities/42',
      quote: 'Join us at Swim #1 on Kidventure?',
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect([...url.searchParams.keys()]).toEqual(['u', 'quote']);
    expect(url.searchParams.get('u')).toBe('https://kidventure.example/activities/42');
    expect(url.searchParams.get('quote')).toBe('Join us at Swim #1 on Kidventure?');
  });
});
