import { AccountSection } from './account-section';
import { DataSection } from './data-section';
import { NotificationsSection } from './notifications-section';
import { PrivacySection } from './privacy-section';
import { ProfileSection } from './profile-section';
import { SavedSearchesSection } from './saved-searches-section';
import { SessionsSection } from './sessions-section';

/** /settings: each card loads, saves and fails on its own. */
export function SettingsScreen({ email }: { email: string }) {
  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Settings</h1>
      <p className="mt-1 mb-6 text-muted">
        Your profile, account, devices, privacy, notifications, saved searches and data.
      </p>
      <div className="space-y-5">
        <ProfileSection email={email} />
        <AccountSection email={email} />
        <SessionsSection />
        <PrivacySection />
        <NotificationsSection />
        <SavedSearchesSection />
        <DataSection email={email} />
      </div>
    </div>
  );
}
