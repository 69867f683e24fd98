import { format } from 'date-fns';
import { Inbox, RefreshCw } from 'lucide-react';
import { useMailbox, type MailboxItem } from '../../../api/dev/get-mailbox';
import { Button } from '../../../components/ui/button';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { errorMessage, isApiError } from '../../../lib/api-client';

/** Mail the server "sent" outside production, so a developer can follow reset links. */
export function Mailbox() {
  const mailbox = useMailbox();

  if (mailbox.isPending) return <LoadingPanel label="Loading mailbox" className="py-16" />;

  if (mailbox.isError) {
    const notAvailable = isApiError(mailbox.error) && mailbox.error.status === 404;
    return (
      <div role="alert" className="rounded-2xl border border-line bg-white p-6 text-center">
        <p className="font-semibold">
          {notAvailable
            ? 'The mailbox is only available in development.'
            : errorMessage(mailbox.error)}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-muted">
          {mailbox.data.length === 1 ? '1 message' : `${mailbox.data.length} messages`}
        </p>
        <Button variant="secondary" onClick={() => mailbox.refetch()} busy={mailbox.isFetching}>
          {!mailbox.isFetching && <RefreshCw aria-hidden className="size-4" />}
          Refresh
        </Button>
      </div>
      {mailbox.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-muted">
          <Inbox aria-hidden className="mx-auto mb-3 size-8" />
          No messages yet.
        </div>
      ) : (
        <ul className="space-y-4">
          {mailbox.data.map((item) => (
            <MailboxMessage key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MailboxMessage({ item }: { item: MailboxItem }) {
  const sentAt = new Date(item.createdAt);
  return (
    <li className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <article aria-labelledby={`mail-${item.id}`}>
        <h2 id={`mail-${item.id}`} className="text-lg font-bold">
          {item.subject}
        </h2>
        <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted">
          <div className="flex min-w-0 gap-1">
            <dt>To:</dt>
            <dd className="min-w-0 font-medium break-all text-ink">{item.to}</dd>
          </div>
          <div className="flex min-w-0 gap-1">
            <dt className="sr-only">Sent</dt>
            <dd>
              <time dateTime={item.createdAt}>
                {Number.isNaN(sentAt.getTime())
                  ? item.createdAt
                  : format(sentAt, 'MMM d, yyyy h:mm a')}
              </time>
            </dd>
          </div>
        </dl>
        {/*
          The plain-text part, which says what the HTML part says. The HTML part is not framed
          here: a sandboxed frame of every message made the page slow to open and to audit.
        */}
        <MailText text={item.text} />
        {item.links.length > 0 && (
          <ul className="mt-3 space-y-1" aria-label="Links in this message">
            {item.links.map((href) => (
              <li key={href}>
                <a
                  href={href}
                  className="inline-flex min-h-11 items-center font-semibold break-all text-primary underline underline-offset-4"
                >
                  {href}
                </a>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

function MailText({ text }: { text: string }) {
  return (
    <pre className="mt-3 overflow-x-auto rounded-xl bg-stone-50 p-3 font-sans text-sm whitespace-pre-wrap text-ink">
      {text}
    </pre>
  );
}
