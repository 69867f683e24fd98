import { Check } from 'lucide-react';
import { KID_INTERESTS } from '../../../../shared/family-options';
import { cn } from '../../../lib/cn';
import type { KidInterest } from '../kid-form-values';

/** The spec's 14 interests as checkboxes drawn as chips; each toggles on and off. */
export function InterestsPicker({
  value,
  onValueChange,
  error,
}: {
  value: KidInterest[];
  onValueChange: (interests: KidInterest[]) => void;
  error?: string;
}) {
  const toggle = (interest: KidInterest, checked: boolean) =>
    onValueChange(
      checked
        ? KID_INTERESTS.filter((i) => i === interest || value.includes(i))
        : value.filter((i) => i !== interest),
    );
  return (
    <fieldset aria-describedby={error ? 'interests-error' : undefined}>
      <legend className="text-sm font-semibold text-ink">
        Interests <span className="font-normal text-muted">(choose any)</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {KID_INTERESTS.map((interest) => {
          const checked = value.includes(interest);
          return (
            <label
              key={interest}
              className={cn(
                'relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-[15px] font-medium transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                checked
                  ? 'border-primary bg-primary text-white'
                  : 'border-stone-300 bg-white text-ink hover:border-stone-400',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={(e) => toggle(interest, e.target.checked)}
                // Transparent over the whole chip: the checkbox itself takes the tap.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              {checked && <Check aria-hidden className="size-4" />}
              {interest}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="interests-error" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
