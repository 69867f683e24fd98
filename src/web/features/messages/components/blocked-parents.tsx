import { useState } from 'react';
import type { BlockedParent } from '../../../../shared/schemas/network';
import { useUnblockParent } from '../../../api/network/change-connection';
import { useBlocks } from '../../../api/network/get-blocks';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { ParentIdentity } from './parent-avatar';

/**
 * The parents I blocked, each with 'Unblock' (after a confirmation). Shown only when there is
 * someone to unblock. Unblocking lets them find and ask me again; it restores nothing else.
 */
export function BlockedParents() {
  const blocks = useBlocks();
  const unblock = useUnblockParent();
  const [confirm, setConfirm] = useState<BlockedParent | null>(null);
  const items = blocks.data?.items ?? [];
  if (items.length === 0 && confirm === null) return null;

  const confirmUnblock = async () => {
    if (!confirm) return;
    const name = confirm.parent.firstName;
    try {
      await unblock.mutateAsync(confirm.parent.id);
      notify.success('Parent unblocked', `${name} can find you and ask to connect again`);
    } catch (error) {
      notify.error('Could not unblock', errorMessage(error));
    } finally {
      setConfirm(null);
    }
  };

  return (
    <section aria-labelledby="blocked-parents">
      <h2 id="blocked-parents" className="mb-1 text-lg font-bold">
        Blocked Parents
      </h2>
      <p className="mb-3 text-sm text-muted">
        They cannot find you, ask to connect or message you.
      </p>
      <ul className="space-y-2">
        {items.map((b) => (
          <li
            key={b.parent.id}
            className="flex items-center gap-2 rounded-2xl border border-line bg-white py-2 pr-2 pl-4 shadow-xs"
          >
            <div className="min-w-0 flex-1">
              <ParentIdentity parent={b.parent} />
            </div>
            <Button
              variant="secondary"
              onClick={() => setConfirm(b)}
              aria-label={`Unblock ${b.parent.firstName}`}
            >
              Unblock
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => !next && setConfirm(null)}
        title={`Unblock ${confirm?.parent.firstName ?? ''}?`}
        description="They will be able to find you and ask to connect again. Your past connection and chat are not restored."
        confirmLabel="Unblock"
        confirmVariant="primary"
        busy={unblock.isPending}
        onConfirm={confirmUnblock}
      />
    </section>
  );
}
