import { formatDistanceToNow, format } from 'date-fns';
import { LogOut, MonitorSmartphone, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useSessions, type DeviceSessionItem } from '../../../api/account/get-sessions';
import { useSignOutOtherSessions } from '../../../api/account/sign-out-other-sessions';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryError } from '../../../components/ui/query-error';
import { LoadMore } from '../../../components/ui/load-more';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { describeDevice } from './describe-device';
import { SectionSkeleton, SettingsSection } from './settings-section';

export function SessionsSection() {
  const sessions = useSessions();
  return (
    <SettingsSection
      id="devices"
      title="Signed-in devices"
      description="Where your account is signed in right now."
      icon={MonitorSmartphone}
    >
      {sessions.isPending ? (
        <SectionSkeleton label="Loading your devices" lines={2} />
      ) : sessions.isError && !sessions.isFetchNextPageError ? (
        <QueryError query={sessions} size="inline" title="Your devices could not be loaded." />
      ) : (
        <SessionList pages={sessions} />
      )}
    </SettingsSection>
  );
}

function SessionList({ pages }: { pages: ReturnType<typeof useSessions> }) {
  const shown = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <ul
        aria-label="Devices"
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line"
      >
        {shown.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      <LoadMore pages={pages} label="Load more devices" />
      <SignOutOthers
        others={shown.filter((s) => !s.current).length}
        moreNotShown={pages.hasNextPage}
      />
    </>
  );
}

function SessionRow({ session }: { session: DeviceSessionItem }) {
  const device = describeDevice(session.userAgent);
  const Icon = device.mobile ? Smartphone : Monitor;
  const lastActive = new Date(session.lastActiveAt);
  const valid = !Number.isNaN(lastActive.getTime());
  return (
    <li className="flex items-start gap-3 p-4">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
          {device.label}
          {session.current && (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-bold text-primary-hover">
              This device
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-muted">
          {session.ipAddress && <span>{session.ipAddress} · </span>}
          Last active{' '}
          {valid ? (
            <time dateTime={session.lastActiveAt} title={format(lastActive, 'PPpp')}>
              {formatDistanceToNow(lastActive, { addSuffix: true })}
            </time>
          ) : (
            'unknown'
          )}
        </p>
      </div>
    </li>
  );
}

/** Ends every session but this one, after a confirmation. */
function SignOutOthers({ others, moreNotShown }: { others: number; moreNotShown: boolean }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOutOtherSessions();

  function confirm() {
    return signOut.mutateAsync(undefined, {
      onSuccess: ({ signedOut }) => {
        setOpen(false);
        notify.success(
          'Signed out other sessions',
          signedOut === 1
            ? '1 other device was signed out.'
            : `${signedOut} other devices were signed out.`,
        );
      },
      onError: (error) => notify.error('Failed to sign out other sessions', errorMessage(error)),
    });
  }

  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">
        {moreNotShown
          ? `More than ${others} other devices are signed in.`
          : others === 0
            ? 'No other devices are signed in.'
            : others === 1
              ? '1 other device is signed in.'
              : `${others} other devices are signed in.`}
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button
            variant="secondary"
            disabled={others === 0 && !moreNotShown}
            className="w-full sm:w-auto"
          >
            <LogOut aria-hidden className="size-4" />
            Sign out other sessions
          </Button>
        }
        title="Sign out other sessions?"
        description="Every other browser and device signed in to your account will be signed out. This device stays signed in."
        confirmLabel="Sign out other sessions"
        confirmVariant="primary"
        busy={signOut.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
