import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpStandIn = Awaited<ReturnType<typeof startSmtpStandIn>>;

/** The Message-ID header of a raw message, or '' when it has none. */
function messageIdOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^message-id:\s*(\S+)/im.exec(headers)?.[1] ?? '';
}

/**
 * A mail server on a free loopback port that accepts every message (no TLS, no sign-in) and
 * keeps, per Message-ID, how many times it was accepted and when first. A message whose sender
 * hung up before its end is not accepted, as a real server would not accept it. `url` is the
 * SMTP_URL that reaches it.
 */
export async function startSmtpStandIn() {
  /** Message-ID → times accepted. */
  const accepted = new Map<string, number>();
  /** Message-ID → performance.now() of its first acceptance. */
  const firstAt = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    maxClients: 1000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = messageIdOf(Buffer.concat(chunks).toString('utf8'));
        total += 1;
        accepted.set(id, (accepted.get(id) ?? 0) + 1);
        if (!firstAt.has(id)) firstAt.set(id, performance.now());
        callback();
      });
    },
  });
  // A sender killed mid-message resets its connection: that is its business, not an error here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Message-ID → times accepted. */
    accepted,
    firstAt,
    /** Distinct Message-IDs accepted. */
    distinct: () => accepted.size,
    /** Messages accepted, repeats included. */
    total: () => total,
    /** Message-IDs accepted more than once, with their counts. */
    repeated: () => [...accepted].filter(([, n]) => n > 1),
    /** Resolves once `count` distinct messages were accepted; rejects after `timeoutMs`. */
    async waitForDistinct(count: number, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (accepted.size < count) {
        if (Date.now() > deadline)
          throw new Error(`${accepted.size} of ${count} messages arrived in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
