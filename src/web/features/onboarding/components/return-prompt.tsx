import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgetReturn, pendingReturn, returnLabel } from '../../../lib/return-after-sign-up';

/**
 * During onboarding, the way back to the page the parent signed up from (a shared list's link):
 * the spec's steps and buttons stay as they are, and this offers the page above them.
 */
export function ReturnPrompt() {
  const [target] = useState(pendingReturn);
  if (!target) return null;
  return (
    <p className="mb-5 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-2xl border border-primary/30 bg-primary-tint px-4 py-3 text-[15px]">
      <span>You can finish setting up now or later.</span>
      <Link
        to={target}
        onClick={forgetReturn}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-hover hover:underline"
      >
        <Undo2 aria-hidden className="size-4" />
        {returnLabel(target)}
      </Link>
    </p>
  );
}
