import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import type { Logger } from './logger';
import { insertOutboxMessage } from './mail.queries';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The same for every attempt to send one message ("<notification-12.email@host>"): a resend
   * after a crash between the server's acceptance and our record of it is the same message.
   */
  messageId?: string;
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on what is not a receipt. */
  headers?: Record<string, string>;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log and the README. */
  readonly transport: 'smtp' | 'outbox';
};

const linkPattern = /https?:\/\/[^\s"'<>]+/g;

/**
 * The SMTP URL with nodemailer's pool on unless it says otherwise: a few connections kept open
 * and reused, rather than a connection (and its greeting) per message. Ten thousand reminders
 * due at once went out in half the time so (decision 054).
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/** SMTP when configured; otherwise the outbox table (listed at /dev/mailbox) and a log line. */
export function createMailer(opts: {
  db: Database;
  logger: Logger;
  from: string;
  smtpUrl?: string;
  /** Links can be credentials (reset links): log them only on a development machine. */
  logLinks?: boolean;
}): Mailer {
  const { db, logger, from, smtpUrl, logLinks = false } = opts;
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(pooled(smtpUrl));
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    transport: 'outbox',
    async send(message) {
      // Each link once, however often the text names it.
      const links = [...new Set(message.text.match(linkPattern) ?? [])];
      const { messageId, headers = {}, ...rest } = message;
      await insertOutboxMessage(db, {
        ...rest,
        html: message.html ?? null,
        links,
        headers: messageId ? { 'Message-ID': messageId, ...headers } : headers,
      });
      logger.info(
        { to: message.to, subject: message.subject, ...(logLinks ? { links } : {}) },
        'mail kept in outbox (see /dev/mailbox)',
      );
    },
  };
}
