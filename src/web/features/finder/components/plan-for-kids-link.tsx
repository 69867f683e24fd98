import { ChevronRight, UsersRound } from 'lucide-react';
import { Link } from 'react-router';

/** BoredomBot's way to KidCurator, the finder that starts from the kids. */
export function PlanForKidsLink() {
  return (
    <Link
      to="/kid-curator"
      className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-white px-4 font-semibold text-primary shadow-xs transition-colors hover:bg-primary-tint"
    >
      <UsersRound aria-hidden className="size-5" />
      Plan for my kids
      <ChevronRight aria-hidden className="size-4" />
    </Link>
  );
}
