import { describe, expect, it } from 'vitest';
import { passwordResetEmail } from './account-mail';
import { renderEmail } from './layout';

const APP = 'https://kidventure.example';

describe('the e-mail layout', () => {
  it('says the same in HTML and in text: greeting, heading, details, the link, the settings', () => {
    const { html, text } = renderEmail({
      subject: 'Booking confirmed: Art & Clay',
      preheader: 'Art & Clay · Booking ID 1a2b3c4d',
      greetingName: 'Ann',
      heading: 'Your booking is confirmed.',
      paragraphs: [],
      details: ['Art & Clay', 'Children: Mia, Leo', 'Total: $57.00 (Wallet)'],
      action: { label: 'View booking', url: `${APP}/bookings?booking=b1&x=1` },
      reason: 'This is a receipt for a booking on your Kidventure account.',
      settingsUrl: `${APP}/settings#notifications`,
    });
    for (const fact of ['Hi Ann,', 'Your booking is confirmed.', 'Children: Mia, Leo']) {
      expect(html).toContain(fact);
      expect(text).toContain(fact);
    }
    expect(html).toContain('Art &amp; Clay');
    expect(html).toContain(`href="${APP}/bookings?booking=b1&amp;x=1"`);
    expect(html).toContain(`href="${APP}/settings#notifications"`);
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<img');
    expect(text).toContain('Art & Clay\nChildren: Mia, Leo\nTotal: $57.00 (Wallet)');
    expect(text).toContain(`View booking: ${APP}/bookings?booking=b1&x=1`);
    expect(text).toContain(`Notification settings: ${APP}/settings#notifications`);
    expect(text).not.toContain('Unsubscribe');
  });

  it('puts the reset link first in the text, and has no unsubscribe link on security mail', () => {
    const link = `${APP}/auth/reset-password?token=t1`;
    const { subject, html, text } = passwordResetEmail({
      appUrl: APP,
      greetingName: 'there',
      link,
    });
    expect(subject).toBe('Reset your Kidventure password');
    expect(text.match(/https:\/\/\S+/g)).toEqual([link, `${APP}/settings#notifications`]);
    expect(html).toContain('Hi there,');
    expect(html).toContain(`href="${link}"`);
    expect(html).not.toContain('Unsubscribe');
  });
});
