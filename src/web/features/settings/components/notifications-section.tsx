import { BellRing } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { REMINDER_LABELS, type ReminderOffset } from '../../../../shared/notifications';
import type { NotificationSettingsUpdate } from '../../../../shared/schemas/notification';
import { useMe } from '../../../api/me/get-me';
import { useNotificationSettings } from '../../../api/notifications/get-settings';
import { useUpdateNotificationSettings } from '../../../api/notifications/update-settings';
import { QueryError } from '../../../components/ui/query-error';
import { SwitchField } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { rememberZoneSet, useBrowserTimeZone } from '../use-browser-time-zone';
import { NotificationChannels } from './notification-channels';
import { PushOnThisDevice } from './push-on-this-device';
import { QuietHours } from './quiet-hours';
import { SectionSkeleton, SettingsSection } from './settings-section';

export const NOTIFICATIONS_SECTION_ID = 'notifications';

/** What reaches the parent by e-mail and push, the reminders, and quiet hours (/settings#notifications). */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const userId = useMe().data?.user?.id;
  const { mutate } = update;

  // Each switch saves at once; it shows the new value while saving and flips back on failure.
  const save = useCallback(
    (change: NotificationSettingsUpdate) =>
      mutate(change, {
        onSuccess: () => notify.success('Settings saved'),
        onError: (error) => notify.error('Failed to save settings', errorMessage(error)),
      }),
    [mutate],
  );
  const saveQuietly = useCallback((change: NotificationSettingsUpdate) => mutate(change), [mutate]);
  useBrowserTimeZone(userId, settings.data, saveQuietly);
  useScrollHereOnArrival(!!settings.data);

  const onChange = (change: NotificationSettingsUpdate) => {
    if (change.timeZone && userId) rememberZoneSet(userId);
    save(change);
  };

  return (
    <SettingsSection
      id={NOTIFICATIONS_SECTION_ID}
      title="Notifications"
      description="What reaches you by e-mail and push, and when."
      icon={BellRing}
    >
      <PushOnThisDevice />
      {settings.isPending ? (
        <SectionSkeleton label="Loading your notification settings" />
      ) : !settings.data ? (
        <QueryError
          query={settings}
          size="inline"
          title="Your notification settings could not be loaded."
        />
      ) : (
        <div className="space-y-6">
          <div>
            <p className="mb-3 text-sm text-muted">
              Every notification shows in the app, under the bell. Choose what also comes by e-mail
              or push.
            </p>
            <NotificationChannels settings={settings.data} onChange={onChange} />
          </div>
          <div
            role="group"
            aria-labelledby="notification-reminders-heading"
            className="space-y-4 border-t border-line pt-5"
          >
            <h3 id="notification-reminders-heading" className="text-[15px] font-bold">
              Reminders before a session
            </h3>
            {(Object.keys(REMINDER_LABELS) as ReminderOffset[]).map((offset) => (
              <SwitchField
                key={offset}
                label={REMINDER_LABELS[offset]}
                checked={settings.data.reminders[offset]}
                onCheckedChange={(on) => onChange({ reminders: { [offset]: on } })}
              />
            ))}
          </div>
          <div className="border-t border-line pt-5">
            <QuietHours settings={settings.data} onChange={onChange} />
          </div>
        </div>
      )}
    </SettingsSection>
  );
}

/**
 * A link to /settings#notifications (every notification e-mail has one) may arrive before this
 * section has its height: it is scrolled to once its settings are shown.
 */
function useScrollHereOnArrival(ready: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== `#${NOTIFICATIONS_SECTION_ID}`) return;
    done.current = true;
    document.getElementById(NOTIFICATIONS_SECTION_ID)?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
