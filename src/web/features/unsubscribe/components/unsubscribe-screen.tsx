import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { isNotificationKind, NOTIFICATION_KIND_RULES } from '../../../../shared/notifications';
import { useUnsubscribe } from '../../../api/notifications/unsubscribe';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

const SETTINGS = '/settings#notifications';

/**
 * Where an e-mail's "Unsubscribe" link lands. It asks before it stops anything: link scanners
 * open every link in a mail, and must not unsubscribe the parent by doing so.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = params.get('kind') ?? '';
  const rules = isNotificationKind(kind) ? NOTIFICATION_KIND_RULES[kind] : undefined;
  const what = rules ? `e-mails about ${rules.label.toLowerCase()}` : 'these e-mails';
  const stop = useUnsubscribe();

  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center sm:py-16">
      <MailX aria-hidden className="size-12 text-primary" />
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">Unsubscribe</h1>
      {stop.isSuccess ? (
        <p role="status" className="mt-3 text-muted">
          Done. You will no longer get e-mails about {stop.data.label.toLowerCase()}. They still
          show in the app.
        </p>
      ) : !token ? (
        <p role="alert" className="mt-3 text-danger">
          This unsubscribe link is not complete. Choose what reaches you in your notification
          settings instead.
        </p>
      ) : (
        <>
          <p className="mt-3 text-muted">
            Stop {what}
            {rules ? ` (${rules.description.toLowerCase()})` : ''}? You will still see them in the
            app, and you can turn e-mail back on in your notification settings.
          </p>
          {stop.isError && (
            <p role="alert" className="mt-4 text-danger">
              {errorMessage(stop.error)}
            </p>
          )}
          <Button
            size="lg"
            className="mt-6"
            busy={stop.isPending}
            onClick={() => stop.mutate(token)}
          >
            Unsubscribe
          </Button>
        </>
      )}
      <Link
        to={SETTINGS}
        className={buttonClasses({ variant: 'link', className: 'mt-4 min-h-11' })}
      >
        Notification settings
      </Link>
    </div>
  );
}
