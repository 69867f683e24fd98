/** One Server-Sent Event as a browser's EventSource sees it. */
export type SseEvent = { id?: string; event: string; data: string };

function parseFrame(frame: string): SseEvent | null {
  const event: SseEvent = { event: 'message', data: '' };
  const data: string[] = [];
  let any = false;
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) continue; // a comment (heartbeat)
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') data.push(value);
    else continue;
    any = true;
  }
  if (!any) return null;
  event.data = data.join('\n');
  return event;
}

/**
 * Reads an event-stream response frame by frame: `next()` waits for the next event (failing after
 * `timeoutMs`), `none()` checks that nothing arrives for a while, `close()` hangs up like a tab.
 */
export function readSse(res: Response) {
  if (!res.body) throw new Error('the response has no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  const read = () => (pending ??= reader.read());
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([promise, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);

  async function next(timeoutMs = 2000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = parseFrame(frame);
        if (event) return event;
        continue;
      }
      const result = await within(read(), Math.max(0, deadline - Date.now()));
      if (result === 'timeout') throw new Error(`no event within ${timeoutMs} ms`);
      pending = null;
      if (result.done) throw new Error('the stream ended');
      buffer += decoder.decode(result.value, { stream: true });
    }
  }

  async function none(ms = 300) {
    const got = await next(ms).catch((err: unknown) => err);
    if (!(got instanceof Error)) throw new Error(`unexpected event ${JSON.stringify(got)}`);
    if (!got.message.startsWith('no event')) throw got;
  }

  /** Resolves true once the server has ended the stream. */
  async function ended(ms = 2000) {
    for (;;) {
      const result = await within(read(), ms);
      if (result === 'timeout') return false;
      pending = null;
      if (result.done) return true;
    }
  }

  return { next, none, ended, close: () => reader.cancel() };
}
