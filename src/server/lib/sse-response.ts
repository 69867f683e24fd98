import { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';

/** Where an event stream's text goes. */
export type SseSink = {
  /**
   * Sends a chunk now (in order with every earlier one); false when the connection's buffer is
   * full: wait for `drained()` before sending more.
   */
  write(chunk: Uint8Array): boolean;
  /** Resolves when more may be sent, or the answer has ended. */
  drained(): Promise<void>;
  /** Runs once the client has gone (or the answer was ended). */
  onAbort(listener: () => void): void;
  /** Ends the answer. */
  close(): void;
};

/** The event stream a request answers with, and how it takes Node's response over. */
const takeovers = new WeakMap<
  Context,
  { body: ReadableStream<Uint8Array>; takeOver: (outgoing: ServerResponse) => void }
>();

/** The header that tells @hono/node-server the answer was written already (its X_ALREADY_SENT). */
const ALREADY_SENT = 'x-hono-already-sent';

/**
 * A Server-Sent Events answer whose text `run` writes to a sink, as hono's streamSSE (same
 * headers). Under Node's HTTP server the sink writes straight to Node's response, once
 * takeOverEventStreams has sent the headers every middleware set: a write is then one call, with
 * none of the web streams' promises between the event and the socket (per write and per stream,
 * they cost more than the event itself when one message reaches many tabs). Elsewhere (tests'
 * app.request, other runtimes) it is the answer's ReadableStream, with the same back-pressure.
 * The sink holds what is written before either is known. The answer ends when `run` does
 * (`onError` hears why, if it failed).
 */
export function sseResponse(
  c: Context,
  run: (sink: SseSink) => Promise<void>,
  onError: (err: unknown) => void,
): Response {
  const sink = pendingSink();
  c.header('Transfer-Encoding', 'chunked');
  c.header('Content-Type', 'text/event-stream');
  c.header('Cache-Control', 'no-cache');
  c.header('Connection', 'keep-alive');
  takeovers.set(c, { body: sink.body, takeOver: sink.takeOver });
  void run(sink.api)
    .catch(onError)
    .finally(() => sink.api.close());
  return c.newResponse(sink.body);
}

/**
 * The outermost middleware: an event stream's answer (sseResponse), once every other middleware
 * has set its headers, is written by the stream straight into Node's response, and the adapter is
 * told it has been sent.
 */
export const takeOverEventStreams: MiddlewareHandler = async (c, next) => {
  await next();
  const stream = takeovers.get(c);
  const outgoing: unknown = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  // Not answered with its stream after all (a middleware answered instead): left to the adapter.
  if (!stream || c.res.body !== stream.body) return;
  if (!(outgoing instanceof ServerResponse) || outgoing.headersSent) return;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of c.res.headers) {
    if (name === 'set-cookie') continue;
    headers[name] = value;
  }
  const cookies = c.res.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  outgoing.writeHead(c.res.status, headers);
  outgoing.flushHeaders();
  stream.takeOver(outgoing);
  c.res = new Response(null, { headers: { [ALREADY_SENT]: 'true' } });
};

type Mode =
  | { kind: 'pending'; chunks: Uint8Array[] }
  | { kind: 'web'; controller: ReadableStreamDefaultController<Uint8Array> }
  | { kind: 'node'; outgoing: ServerResponse };

/** A sink that keeps what is written until it knows whether it writes to Node or to the body. */
function pendingSink() {
  const sink = new Sink();
  const body = new ReadableStream<Uint8Array>(
    {
      start: (controller) => sink.started(controller),
      pull: (controller) => sink.pulled(controller),
      cancel: () => sink.abort(),
    },
    { highWaterMark: 0 },
  );
  const api: SseSink = {
    write: (chunk) => sink.write(chunk),
    drained: () => sink.drained(),
    onAbort: (listener) => sink.onAbort(listener),
    close: () => sink.close(),
  };
  return { body, api, takeOver: (outgoing: ServerResponse) => sink.takeOver(outgoing) };
}

class Sink {
  private mode: Mode = { kind: 'pending', chunks: [] };
  private controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  private ended = false;
  private aborted = false;
  private listeners: (() => void)[] = [];
  /** Writers waiting for room in the body's queue (web mode): woken when its reader reads. */
  private waiting: (() => void)[] = [];

  started(controller: ReadableStreamDefaultController<Uint8Array>) {
    this.controller = controller;
  }

  /** The body's reader wants more: the body is the answer (web mode), and has room. */
  pulled(controller: ReadableStreamDefaultController<Uint8Array>) {
    if (this.mode.kind === 'pending') {
      for (const chunk of this.mode.chunks) controller.enqueue(chunk);
      this.mode = { kind: 'web', controller };
      if (this.ended) controller.close();
    }
    this.wake();
  }

  takeOver(outgoing: ServerResponse) {
    if (this.mode.kind !== 'pending') return;
    const { chunks } = this.mode;
    this.mode = { kind: 'node', outgoing };
    outgoing.once('close', () => this.abort());
    for (const chunk of chunks) outgoing.write(chunk);
    if (this.ended) outgoing.end();
    // Nobody reads the body now.
    this.controller?.close();
    this.wake();
  }

  abort() {
    if (this.aborted) return;
    this.aborted = true;
    for (const listener of this.listeners) listener();
    this.wake();
  }

  write(chunk: Uint8Array) {
    if (this.ended || this.aborted) return true;
    const { mode } = this;
    if (mode.kind === 'node') return mode.outgoing.write(chunk);
    // Held until the answer is known to go to Node or to the body's reader: wait for that.
    if (mode.kind === 'pending') {
      mode.chunks.push(chunk);
      return false;
    }
    mode.controller.enqueue(chunk);
    return (mode.controller.desiredSize ?? 0) >= 0;
  }

  drained() {
    const { mode } = this;
    if (this.ended || this.aborted) return Promise.resolve();
    if (mode.kind !== 'node') return new Promise<void>((resolve) => this.waiting.push(resolve));
    const { outgoing } = mode;
    if (!outgoing.writableNeedDrain) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        outgoing.off('drain', done);
        outgoing.off('close', done);
        resolve();
      };
      outgoing.on('drain', done);
      outgoing.on('close', done);
    });
  }

  onAbort(listener: () => void) {
    if (this.aborted) listener();
    else this.listeners.push(listener);
  }

  close() {
    if (this.ended) return;
    this.ended = true;
    this.wake();
    if (this.mode.kind === 'node') this.mode.outgoing.end();
    else if (this.mode.kind === 'web') {
      try {
        this.mode.controller.close();
      } catch {
        // Cancelled by its reader already.
      }
    }
  }

  private wake() {
    const woken = this.waiting;
    this.waiting = [];
    for (const resolve of woken) resolve();
  }
}
