import { X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** The header's close button and its 'Exit Onboarding?' confirmation (a modal dialog). */
export function ExitOnboardingDialog() {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      role="dialog"
      trigger={
        <Button variant="ghost" size="icon" aria-label="Close">
          <X aria-hidden className="size-5" />
        </Button>
      }
      title="Exit Onboarding?"
      description="Your progress will be saved, but you'll need to complete the onboarding later to access all features."
      // Continue Setup is the cancel: it comes first, so the safe choice has the focus on opening.
      cancelLabel="Continue Setup"
      cancelVariant="primary"
      confirmLabel="Exit"
      confirmVariant="secondary"
      onConfirm={() => navigate('/')}
    />
  );
}
