import { readSse } from '../sse-reader';

/** The content type of an answer that never ends: Server-Sent Events. */
export const EVENT_STREAM = 'text/event-stream';

export const isEventStream = (res: Response) =>
  (res.headers.get('content-type') ?? '').startsWith(EVENT_STREAM);

export type Answer = { text: string; problem: string | null };

/**
 * An answer's body, never waiting on an endless one: an event stream is read up to its first
 * event, which the stream sends at once, then cancelled like a closed tab (so it ends on the
 * server too). `problem` says what is wrong with a stream that does not begin with `ready`.
 */
export async function readAnswer(res: Response): Promise<Answer> {
  if (!isEventStream(res)) return { text: await res.text(), problem: null };
  const stream = readSse(res);
  try {
    const first = await stream.next(10_000);
    const problem = first.event === 'ready' ? null : `the stream began with '${first.event}'`;
    return { text: JSON.stringify(first), problem };
  } catch (err) {
    return { text: '', problem: `the stream sent no first event (${String(err)})` };
  } finally {
    await stream.close();
  }
}

/**
 * What is wrong with a signed-in answer from an event-stream route, given what `readAnswer` read
 * of it, or null: it must be a 200 event stream beginning with `ready`.
 */
export function streamProblem(res: Response, { text, problem }: Answer): string | null {
  if (res.status !== 200) return `${res.status} instead of the event stream: ${text.slice(0, 120)}`;
  if (!isEventStream(res)) return `200 as ${res.headers.get('content-type')}, not ${EVENT_STREAM}`;
  return problem;
}
