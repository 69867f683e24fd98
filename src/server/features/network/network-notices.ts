import { localIsoDate } from '../../../shared/iso-date';
import { UNNAMED_PARENT } from '../../../shared/network-rules';
import type { Database } from '../../db/client';
import { notify } from '../../lib/notify';
import { firstNameOf } from '../../lib/notify.queries';

const CONNECTIONS_LINK = '/messages?tab=connections';

/**
 * A parent asked another to connect: the one asked hears of it, once a day per asker, so asking
 * and withdrawing again and again does not ring them each time.
 */
export async function noticeRequested(tx: Database, from: string, to: string, now = new Date()) {
  const name = (await firstNameOf(tx, from)) ?? UNNAMED_PARENT;
  await notify(tx, [
    {
      userId: to,
      kind: 'connection',
      title: `${name} wants to connect`,
      body: 'Accept or decline in Messages, under Connections.',
      link: CONNECTIONS_LINK,
      key: `connection:requested:${from}:${localIsoDate(now)}`,
      data: { parentId: from },
    },
  ]);
}

/** A request was accepted: the parent who asked hears of it. */
export async function noticeAccepted(tx: Database, by: string, requester: string) {
  const name = (await firstNameOf(tx, by)) ?? UNNAMED_PARENT;
  await notify(tx, [
    {
      userId: requester,
      kind: 'connection',
      title: `${name} accepted your request to connect`,
      body: 'You can message each other now.',
      link: CONNECTIONS_LINK,
      data: { parentId: by },
    },
  ]);
}
