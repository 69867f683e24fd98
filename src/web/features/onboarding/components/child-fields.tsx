import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { BIRTH_YEAR_MIN, KID_INTERESTS } from '../../../../shared/family-options';
import { localIsoDate } from '../../../../shared/iso-date';
import { TextField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/use-schema-form';
import { ToggleChips } from './toggle-chips';

export type KidInterest = (typeof KID_INTERESTS)[number];

export type ChildDraft = {
  key: number;
  name: string;
  birthDate: string;
  interests: KidInterest[];
  allergies: string;
};

/** 'Child Information' for the first child, then 'Child 2', 'Child 3' … */
export const childTitle = (index: number) =>
  index === 0 ? 'Child Information' : `Child ${index + 1}`;

type ChildFieldsProps = {
  index: number;
  child: ChildDraft;
  errors: FieldErrors;
  onChange: (child: ChildDraft) => void;
  /** Only later children can be removed. */
  onRemove?: () => void;
  autoFocus?: boolean;
};

/** One child's name, birth date, interests and allergies, as a named group. */
export function ChildFields({
  index,
  child,
  errors,
  onChange,
  onRemove,
  autoFocus,
}: ChildFieldsProps) {
  const headingId = useId();
  const title = childTitle(index);
  const set =
    <K extends keyof ChildDraft>(field: K) =>
    (value: ChildDraft[K]) =>
      onChange({ ...child, [field]: value });

  return (
    <section
      role="group"
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-5"
    >
      <div className="flex min-h-11 items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {onRemove && (
          <button
            type="button"
            aria-label={`Remove ${title}`}
            onClick={onRemove}
            className="flex size-11 shrink-0 items-center justify-center rounded-xl text-danger transition-colors hover:bg-danger-soft"
          >
            <Trash2 aria-hidden className="size-5" />
          </button>
        )}
      </div>
      <TextField
        label="Name"
        name={`kid-${child.key}-name`}
        autoComplete="off"
        value={child.name}
        onValueChange={set('name')}
        error={errors.name}
        required={index === 0}
        // Only a child the parent has just added takes the focus, so typing goes on in its name.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
      />
      <TextField
        label="Birth date"
        type="date"
        name={`kid-${child.key}-birthDate`}
        min={`${BIRTH_YEAR_MIN}-01-01`}
        max={localIsoDate()}
        value={child.birthDate}
        onValueChange={set('birthDate')}
        error={errors.birthDate}
        required={index === 0}
      />
      <ToggleChips
        label="Interests"
        options={KID_INTERESTS}
        selected={child.interests}
        onChange={set('interests')}
      />
      <TextField
        label="Allergies"
        labelNote="(optional)"
        name={`kid-${child.key}-allergies`}
        autoComplete="off"
        placeholder="e.g. peanuts, bee stings"
        value={child.allergies}
        onValueChange={set('allergies')}
        error={errors.allergies}
      />
    </section>
  );
}
