import { randomUUID } from 'node:crypto';
import { signUp } from '../accounts';
import type { TestApp } from '../test-app';

let parents = 0;

/** A newly signed-up parent: id, e-mail and session cookie. Each one has an address of its own. */
export async function signedInParent(
  t: TestApp,
  { email, password }: { email?: string; password?: string } = {},
) {
  parents += 1;
  const address = email ?? `parent${parents}.${randomUUID().slice(0, 8)}@example.com`;
  const { user, cookie } = await signUp(t, address, { password });
  return { userId: user.id, email: address, cookie };
}

export type Parent = Awaited<ReturnType<typeof signedInParent>>;
