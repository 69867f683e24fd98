import { renderEmail, type RenderedEmail } from './layout';
import { settingsUrl } from './recipient';

/**
 * The account's own e-mails (password reset, sign-in warnings). They protect the account, so
 * they carry no unsubscribe link: nobody can turn them off.
 */

export const RESET_PASSWORD_SUBJECT = 'Reset your Kidventure password';
export const SIGN_IN_ATTEMPTS_SUBJECT = 'Someone is trying to sign in to your Kidventure account';

type AccountMail = { appUrl: string; greetingName: string };

export function passwordResetEmail({
  appUrl,
  greetingName,
  link,
}: AccountMail & { link: string }): RenderedEmail {
  return renderEmail({
    subject: RESET_PASSWORD_SUBJECT,
    preheader: 'Open the link within one hour to choose a new password.',
    greetingName,
    heading: 'Choose a new password',
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your Kidventure account.',
      'Open this link within one hour to choose a new password.',
    ],
    closing: ['The link works once. If you did not ask for this, you can ignore this e-mail.'],
    action: { label: 'Choose a new password', url: link },
    reason:
      'You get this e-mail because a password reset was asked for the Kidventure account of this address.',
    settingsUrl: settingsUrl(appUrl),
  });
}

export function signInAttemptsEmail({ appUrl, greetingName }: AccountMail): RenderedEmail {
  return renderEmail({
    subject: SIGN_IN_ATTEMPTS_SUBJECT,
    preheader: 'Nobody got in. Further attempts now have to wait.',
    greetingName,
    heading: 'Several sign-in attempts with a wrong password',
    paragraphs: [
      'Someone tried to sign in to your Kidventure account with a wrong password several times in a row. To protect the account, further attempts now have to wait, a little longer each time, wherever they come from.',
      'If it was you, wait a minute and try again, or choose a new password.',
    ],
    closing: [
      'If it was not you, nobody got in. If you use this password anywhere else, change it there too.',
    ],
    action: { label: 'Choose a new password', url: `${appUrl}/auth?mode=forgot_password` },
    reason:
      'You get this e-mail because it protects the Kidventure account of this address; it cannot be turned off.',
    settingsUrl: settingsUrl(appUrl),
  });
}
