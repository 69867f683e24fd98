import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';

/** The header's close button and its 'Exit Onboarding?' confirmation (a modal dialog). */
export function ExitOnboardingDialog() {
  const navigate = useNavigate();
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label="Close"
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        <X aria-hidden className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-3xl bg-white p-6 shadow-2xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
          <Dialog.Title className="text-xl font-extrabold tracking-tight text-ink">
            Exit Onboarding?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-[15px] text-muted">
            Your progress will be saved, but you&apos;ll need to complete the onboarding later to
            access all features.
          </Dialog.Description>
          {/* Continue Setup comes first, so the safe choice has the focus when it opens. */}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Dialog.Close asChild>
              <Button>Continue Setup</Button>
            </Dialog.Close>
            <Button variant="secondary" onClick={() => navigate('/')}>
              Exit
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
