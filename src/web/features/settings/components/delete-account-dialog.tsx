import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteAccount } from '../../../api/account/delete-account';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { confirmsEmail, deleteAccountFor } from '../../../../shared/schemas/settings';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';

/** 'Delete my account': explains what goes, asks for the e-mail, then signs the parent out. */
export function DeleteAccountDialog({ email }: { email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const matches = confirmsEmail(typed, email);
  // The confirm button stays disabled until the address matches, and a browser does not submit on
  // Enter while it is: the schema is the same rule, checked once more as the request goes.
  const schema = useMemo(() => deleteAccountFor(email), [email]);
  const { attach, errors, handleSubmit, clearErrors } = useSchemaForm(schema, {
    confirmEmail: typed,
  });

  function onOpenChange(next: boolean) {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped('');
      clearErrors();
      remove.reset();
    }
  }

  // Resolves when the answer comes, so a second Enter meanwhile sends nothing.
  const submit = handleSubmit((input) =>
    remove.mutateAsync(input, {
      onSuccess: async () => {
        // Leave first, then forget everything: no screen is left to refetch the old account.
        await navigate('/auth', { replace: true });
        queryClient.clear();
        notify.success('Account deleted', 'Your account and all its data have been removed.');
      },
    }),
  );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="danger" className="mt-3 w-full sm:w-auto">
          <Trash2 aria-hidden className="size-4" />
          Delete my account
        </Button>
      }
      title="Delete your account?"
      description={
        <>
          <p>This permanently removes:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>your account and sign-in on every device</li>
            <li>your profile and photo</li>
            <li>your preferences</li>
            <li>your kid profiles and their documents</li>
            <li>your bookings: places in upcoming activities are given up, with no refund</li>
            <li>your wallet balance, gift cards and saved cards</li>
          </ul>
          <p className="mt-2 font-semibold text-ink">This cannot be undone.</p>
        </>
      }
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete my account'}
      confirmDisabled={!matches}
      form={formId}
      busy={remove.isPending}
    >
      <form ref={attach} id={formId} noValidate onSubmit={submit} className="mt-5">
        <TextField
          label="Type your email address to confirm"
          type="email"
          name="confirmEmail"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          onValueChange={(value) => {
            setTyped(value);
            if (remove.isError) remove.reset();
          }}
          error={errors.confirmEmail ?? (remove.isError ? errorMessage(remove.error) : undefined)}
          hint={
            <>
              Your email address is{' '}
              <span className="font-semibold text-ink wrap-anywhere">{email}</span>
            </>
          }
        />
      </form>
    </ConfirmDialog>
  );
}
