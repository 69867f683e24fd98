import { Check } from 'lucide-react';

type OptionTogglesProps<T extends string> = {
  legend: string;
  description?: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
};

/**
 * A group of on/off chips. Each is a real checkbox, transparent and laid over its chip, so it
 * works with touch, the keyboard and screen readers as a list of checkboxes.
 */
export function OptionToggles<T extends string>({
  legend,
  description,
  options,
  value,
  onChange,
}: OptionTogglesProps<T>) {
  // Keep the spec's order whatever order the chips are toggled in.
  const toggle = (option: T, on: boolean) =>
    onChange(options.filter((o) => (o === option ? on : value.includes(o))));

  return (
    <fieldset className="rounded-2xl border border-line bg-white p-5 shadow-xs">
      <legend className="float-left w-full text-lg font-bold">{legend}</legend>
      {description && <p className="clear-left pt-1 text-sm text-muted">{description}</p>}
      <ul className="clear-left flex flex-wrap gap-2 pt-4">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <li key={option}>
              <label className="group relative block cursor-pointer">
                <input
                  type="checkbox"
                  value={option}
                  checked={checked}
                  onChange={(e) => toggle(option, e.target.checked)}
                  className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
                />
                <span
                  className={
                    'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-[15px] font-semibold transition-colors ' +
                    'border-stone-300 bg-white text-ink group-hover:border-primary ' +
                    'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-white ' +
                    'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary'
                  }
                >
                  {checked && <Check aria-hidden className="-ml-1 size-4" />}
                  {option}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
