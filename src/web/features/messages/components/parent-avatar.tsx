import type { NetworkParent } from '../../../../shared/schemas/network';

/** Another parent's avatar letter, first name and region, as the network shows them. */
export function ParentIdentity({ parent, detail }: { parent: NetworkParent; detail?: string }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-bold text-primary-hover"
      >
        {parent.avatarLetter}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-semibold">{parent.firstName}</span>
        {(detail ?? parent.region) && (
          <span className="block truncate text-sm text-muted">{detail ?? parent.region}</span>
        )}
      </span>
    </span>
  );
}
