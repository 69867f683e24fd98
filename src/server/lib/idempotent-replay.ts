/**
 * A write under the client's idempotency key (a booking, a wallet top-up). The key seen before
 * answers with what was written then, and nothing runs again. Two requests with one key at once:
 * the write claims the key inside its transaction, so the second waits on the key's unique index
 * and fails once the first commits; it then answers with the first one's row, like a retry.
 */
export type IdempotentWrite<Row, Result> = {
  /** The row written earlier under the key, if there is one. */
  find: () => Promise<Row | undefined>;
  /** The earlier row's answer again; throws when the key was used for another request. */
  replay: (row: Row) => Promise<Result>;
  /** The write itself, claiming the key in its transaction. */
  write: () => Promise<Result>;
  /** The write failed because a concurrent request with the same key committed first. */
  lostKey: (err: unknown) => boolean;
  /** False when the caller has already read that the key is new: `find` then runs only on a lost key. */
  maybeSeen?: boolean;
};

export async function idempotentWrite<Row, Result>({
  find,
  replay,
  write,
  lostKey,
  maybeSeen = true,
}: IdempotentWrite<Row, Result>): Promise<Result> {
  const seen = maybeSeen ? await find() : undefined;
  if (seen) return replay(seen);
  try {
    return await write();
  } catch (err) {
    if (lostKey(err)) {
      const winner = await find();
      if (winner) return replay(winner);
    }
    throw err;
  }
}
