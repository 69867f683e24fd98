const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** A message's time: the clock time today, the date before that. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? time.format(at) : day.format(at);
}

/** Date and time, for a message's accessible label and tooltip. */
export const formatMessageStamp = (iso: string) =>
  `${day.format(new Date(iso))}, ${time.format(new Date(iso))}`;
