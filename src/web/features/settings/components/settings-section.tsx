import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadingPanel } from '../../../components/ui/loading-panel';

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
    <LoadingPanel label={label} className="space-y-3">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} aria-hidden className="space-y-2">
          <div className="h-4 w-32 animate-pulse rounded bg-stone-200" />
          <div className="h-12 animate-pulse rounded-xl bg-stone-100" />
        </div>
      ))}
    </LoadingPanel>
  );
}
