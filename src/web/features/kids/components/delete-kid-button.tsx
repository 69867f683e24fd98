import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Kid } from '../../../../shared/schemas/kid';
import { useDeleteKid } from '../../../api/kids/delete-kid';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

/** 'Delete Profile' with the spec's confirmation; back to /profiles once deleted. */
export function DeleteKidButton({ kid, className }: { kid: Kid; className?: string }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deleteKid = useDeleteKid();

  const confirm = () =>
    deleteKid.mutateAsync(kid.id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success('Profile deleted', `${kid.name}'s profile has been removed.`);
        navigate('/profiles');
      },
      onError: (error) => notify.error('Failed to delete profile', errorMessage(error)),
    });

  return (
    <>
      <Button
        variant="ghost"
        size="lg"
        className={`text-danger! hover:bg-danger-soft! ${className ?? ''}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden className="size-4" />
        Delete Profile
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Are you sure you want to delete this profile?"
        description={`${kid.name}'s profile and documents will be permanently removed.`}
        confirmLabel="Delete"
        busy={deleteKid.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
