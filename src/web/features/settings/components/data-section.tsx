import { Download, FileJson } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

/** The export is a plain download: the server names the file and sends it as an attachment. */
const EXPORT_URL = '/api/account/export';

export function DataSection({ email }: { email: string }) {
  return (
    <SettingsSection
      id="data"
      title="Your data"
      description="Take a copy of your data with you, or remove your account for good."
      icon={FileJson}
    >
      <div className="space-y-5">
        <div>
          <h3 className="font-bold">Export my data</h3>
          <p className="mt-0.5 text-sm text-muted">
            A JSON file with your account, profile, preferences and kid profiles (with their
            documents&apos; details).
          </p>
          <a
            href={EXPORT_URL}
            download
            className={buttonClasses({ variant: 'secondary', className: 'mt-3 w-full sm:w-auto' })}
          >
            <Download aria-hidden className="size-4" />
            Export my data
          </a>
        </div>
        <div className="rounded-2xl border border-red-200 bg-danger-soft p-4">
          <h3 className="font-bold text-red-900">Delete my account</h3>
          <p className="mt-0.5 text-sm text-red-900">
            Removes your account and everything in it. This cannot be undone.
          </p>
          <DeleteAccountDialog email={email} />
        </div>
      </div>
    </SettingsSection>
  );
}
