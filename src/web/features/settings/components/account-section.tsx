import { KeyRound } from 'lucide-react';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { SettingsSection } from './settings-section';

export function AccountSection({ email }: { email: string }) {
  return (
    <SettingsSection
      id="account"
      title="Account"
      description="The e-mail and password you sign in with."
      icon={KeyRound}
    >
      <div className="space-y-6 divide-line">
        <ChangeEmailForm email={email} />
        <hr className="border-line" />
        <ChangePasswordForm />
      </div>
    </SettingsSection>
  );
}
