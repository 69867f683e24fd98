import { Mailbox } from '../../features/mailbox/components/mailbox';

export function Component() {
  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Mailbox</h1>
      <p className="mt-1 mb-6 text-muted">E-mails the app sent, newest first.</p>
      <Mailbox />
    </div>
  );
}
