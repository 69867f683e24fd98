import {
  NOTIFICATION_KIND_RULES,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
} from '../../../../shared/notifications';
import type { NotificationSettingsUpdate } from '../../../../shared/schemas/notification';
import { Switch } from '../../../components/ui/switch';

const CHANNEL_HEADINGS: Record<NotificationChannel, string> = { email: 'E-mail', push: 'Push' };
const CHANNEL_WORDS: Record<NotificationChannel, string> = { email: 'by e-mail', push: 'by push' };

/**
 * Each kind of notification with its E-mail and Push switches. A receipt kind (bookings) always
 * comes by e-mail: its switch shows on and cannot be turned off.
 */
export function NotificationChannels({
  settings,
  onChange,
}: {
  settings: NotificationSettings;
  onChange: (change: NotificationSettingsUpdate) => void;
}) {
  return (
    <table className="w-full text-left">
      <caption className="sr-only">What reaches you by e-mail and by push</caption>
      <thead>
        <tr className="border-b border-line text-sm text-muted">
          <th scope="col" className="pb-2 font-semibold">
            Notification
          </th>
          {Object.values(CHANNEL_HEADINGS).map((heading) => (
            <th key={heading} scope="col" className="w-16 pb-2 text-center font-semibold sm:w-20">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {NOTIFICATION_KINDS.map((kind) => (
          <KindRow key={kind} kind={kind} settings={settings} onChange={onChange} />
        ))}
      </tbody>
    </table>
  );
}

function KindRow({
  kind,
  settings,
  onChange,
}: {
  kind: NotificationKind;
  settings: NotificationSettings;
  onChange: (change: NotificationSettingsUpdate) => void;
}) {
  const rules = NOTIFICATION_KIND_RULES[kind];
  const noteId = `notification-kind-${kind}-note`;
  return (
    <tr>
      <th scope="row" className="py-3 pr-2 align-top font-normal">
        <span className="block text-[15px] font-semibold text-ink">{rules.label}</span>
        <span className="block text-sm text-muted">{rules.description}</span>
        {rules.transactional && (
          <span id={noteId} className="mt-0.5 block text-sm text-muted">
            Receipts always come by e-mail.
          </span>
        )}
      </th>
      {(['email', 'push'] as const).map((channel) => {
        const locked = channel === 'email' && rules.transactional;
        return (
          <td key={channel} className="py-3 text-center align-top">
            <Switch
              aria-label={`${rules.label} ${CHANNEL_WORDS[channel]}`}
              aria-describedby={locked ? noteId : undefined}
              checked={locked || settings.channels[kind][channel]}
              disabled={locked}
              onCheckedChange={(on) => onChange({ channels: { [kind]: { [channel]: on } } })}
            />
          </td>
        );
      })}
    </tr>
  );
}
