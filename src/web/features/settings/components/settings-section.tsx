import { RotateCcw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

type SettingsSectionProps = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  children: ReactNode;
};

/** One card of the settings screen, named by its heading. */
export function SettingsSection({
  id,
  title,
  description,
  icon: Icon,
  children,
}: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary-tint text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted">{description}</p>
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Placeholder lines while a section's data loads. */
export function SectionSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} aria-hidden className="space-y-2">
          <div className="h-4 w-32 animate-pulse rounded bg-stone-200" />
          <div className="h-12 animate-pulse rounded-xl bg-stone-100" />
        </div>
      ))}
    </div>
  );
}

/** A section whose data could not load: the reason and a retry. */
export function SectionError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-2xl bg-danger-soft p-4">
      <p className="font-semibold text-red-900">{what} could not be loaded.</p>
      <p className="mt-0.5 text-sm text-red-900">{errorMessage(error)}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        <RotateCcw aria-hidden className="size-4" />
        Try again
      </Button>
    </div>
  );
}
