import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

type SwitchFieldProps = {
  label: string;
  /** Shown under the label and announced with the switch. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

/** Radix's switch (role switch, Space toggles) with a visible label tied to it. */
export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  className,
}: SwitchFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0 pt-1.5">
        <label htmlFor={id} className="block cursor-pointer text-[15px] font-semibold text-ink">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="mt-0.5 text-sm text-muted">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
      />
    </div>
  );
}

type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  /** A switch with no label beside it (a table cell under its column's heading) is named here. */
  'aria-label'?: string;
  'aria-describedby'?: string;
};

/** The switch alone, for a place that names it otherwise (SwitchField's label, a table's headings). */
export function Switch(props: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      {...props}
      className={cn(
        // 44 px tall tap target around a 28 px track.
        'relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors',
        'bg-stone-400 data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-60',
        'before:absolute before:-inset-2 before:content-[""]',
      )}
    >
      <SwitchPrimitive.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </SwitchPrimitive.Root>
  );
}
