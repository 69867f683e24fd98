import { ArrowUpDown, CalendarDays, ChevronDown, DollarSign, Shapes, Smile } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { isIsoDate, localIsoDate } from '../../../../shared/iso-date';
import {
  agesLabel,
  dateLabel,
  DATE_PRESETS,
  KIDS_AGES_LABEL,
  parseQuickPrice,
  priceLabel,
  PRICE_PRESETS,
  QUICK_AGE_MAX,
  QUICK_PRICE_MAX,
  quickPriceProblem,
  sortLabel,
  type QuickFilters,
} from '../../../../shared/quick-filters';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/cn';
import { fieldRules } from '../../../lib/field-rules';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { CategoryChoices, SortChoices } from './category-sort-choices';
import { Choice } from './choice';
import { useWantedOnce } from '../../../lib/lazy-part';

export type Change = (quick: Partial<QuickFilters>) => void;
export type QuickFilterBarProps = {
  quick: QuickFilters;
  kidsAges: number[];
  hasLocation: boolean;
  onChange: Change;
};

/**
 * Date, Category, Price, Ages and Sort: a row of small buttons, each opening a popover of
 * choices. They narrow (or order) the results for now and leave the saved preferences alone
 * (those change on /filters), so the parent never has to leave the search to get them.
 */
export function QuickFilterBar({ quick, kidsAges, hasLocation, onChange }: QuickFilterBarProps) {
  const hasKids = kidsAges.length > 0;
  return (
    <div role="group" aria-label="Quick filters" className="mt-3 flex flex-wrap gap-2">
      <QuickPopover
        label="Date"
        icon={<CalendarDays aria-hidden className="size-4" />}
        value={quick.when !== null ? dateLabel(quick.when) : null}
      >
        {(close) => <DateChoices when={quick.when} onChange={onChange} close={close} />}
      </QuickPopover>
      <QuickPopover
        label="Category"
        icon={<Shapes aria-hidden className="size-4" />}
        value={quick.category}
      >
        {(close) => <CategoryChoices category={quick.category} onChange={onChange} close={close} />}
      </QuickPopover>
      <QuickPopover
        label="Price"
        icon={<DollarSign aria-hidden className="size-4" />}
        value={quick.price !== null ? priceLabel(quick.price) : null}
      >
        {(close) => <PriceChoices price={quick.price} onChange={onChange} close={close} />}
      </QuickPopover>
      <QuickPopover
        label="Ages"
        icon={<Smile aria-hidden className="size-4" />}
        value={agesLabel(quick.ages, kidsAges)}
      >
        {(close) => (
          <AgeChoices ages={quick.ages} hasKids={hasKids} onChange={onChange} close={close} />
        )}
      </QuickPopover>
      <QuickPopover
        label="Sort"
        icon={<ArrowUpDown aria-hidden className="size-4" />}
        value={quick.sort !== null ? sortLabel(quick.sort) : null}
        showValue
      >
        {(close) => (
          <SortChoices
            sort={quick.sort}
            hasLocation={hasLocation}
            onChange={onChange}
            close={close}
          />
        )}
      </QuickPopover>
    </div>
  );
}

function QuickPopover({
  label,
  icon,
  value,
  showValue = false,
  children,
}: {
  label: string;
  icon: ReactNode;
  /** The choice in force, or null. */
  value: string | null;
  /** Say the choice on the button: an order has no chip of its own to show it. */
  showValue?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // The popover is built on the first opening: until then the button is a plain one that opens
  // it. Five closed popovers cost the page's start, and their anchors set state while React
  // hydrates the page, which made that commit render again synchronously.
  const wanted = useWantedOnce(open);
  const titleId = useId();
  const triggerProps = {
    'aria-label': value ? `${label}: ${value}` : label,
    className: cn(
      'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors',
      value
        ? 'border-primary bg-primary-tint text-primary-hover'
        : 'border-line bg-white text-ink hover:bg-stone-50',
    ),
    children: (
      <>
        {icon}
        {showValue && value ? `${label}: ${value}` : label}
        <ChevronDown aria-hidden className="size-4" />
      </>
    ),
  };
  if (!wanted)
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={false}
        data-state="closed"
        onClick={() => setOpen(true)}
        {...triggerProps}
      />
    );
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger {...triggerProps} />
      <PopoverContent align="start" aria-labelledby={titleId}>
        <p id={titleId} className="px-1 pb-2 text-sm font-bold">
          {label}
        </p>
        {children(() => setOpen(false))}
      </PopoverContent>
    </Popover>
  );
}

function DateChoices({
  when,
  onChange,
  close,
}: {
  when: QuickFilters['when'];
  onChange: Change;
  close: () => void;
}) {
  const today = localIsoDate();
  const pick = (next: QuickFilters['when']) => {
    onChange({ when: next });
    close();
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {DATE_PRESETS.map((preset) => (
          <Choice
            key={preset}
            pressed={when === preset}
            onClick={() => pick(when === preset ? null : preset)}
          >
            {dateLabel(preset)}
          </Choice>
        ))}
      </div>
      <TextField
        label="On a date"
        type="date"
        min={today}
        value={when !== null && isIsoDate(when) ? when : ''}
        onValueChange={(value) => {
          if (value === '') onChange({ when: null });
          else if (isIsoDate(value) && value >= today) onChange({ when: value });
        }}
      />
      {when !== null && (
        <Button variant="link" className="min-h-9 text-sm" onClick={() => pick(null)}>
          Any date
        </Button>
      )}
    </div>
  );
}

/** The shared rule, without loading zod on Discover (decision 033). */
const MaxPriceForm = fieldRules<{ max: string }>({ max: quickPriceProblem });

function PriceChoices({
  price,
  onChange,
  close,
}: {
  price: QuickFilters['price'];
  onChange: Change;
  close: () => void;
}) {
  const [max, setMax] = useState(typeof price === 'number' ? String(price) : '');
  const { attach, errors, handleSubmit } = useSchemaForm(MaxPriceForm, { max });
  const pick = (next: QuickFilters['price']) => {
    onChange({ price: next });
    close();
  };
  const apply = handleSubmit((input) => {
    const dollars = parseQuickPrice(input.max);
    if (dollars !== null) pick(dollars);
  });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {PRICE_PRESETS.map((preset) => (
          <Choice
            key={preset}
            pressed={price === preset}
            onClick={() => pick(price === preset ? null : preset)}
          >
            {priceLabel(preset)}
          </Choice>
        ))}
      </div>
      <form ref={attach} noValidate onSubmit={apply} className="space-y-2">
        <TextField
          label="Most per child ($)"
          type="number"
          inputMode="numeric"
          min={1}
          max={QUICK_PRICE_MAX}
          step={1}
          value={max}
          onValueChange={setMax}
          error={errors.max}
        />
        <Button type="submit" variant="secondary" className="w-full">
          Apply
        </Button>
      </form>
      {price !== null && (
        <Button variant="link" className="min-h-9 text-sm" onClick={() => pick(null)}>
          Any price
        </Button>
      )}
    </div>
  );
}

const AGE_OPTIONS = Array.from({ length: QUICK_AGE_MAX + 1 }, (_, age) => String(age));

function AgeChoices({
  ages,
  hasKids,
  onChange,
  close,
}: {
  ages: QuickFilters['ages'];
  hasKids: boolean;
  onChange: Change;
  close: () => void;
}) {
  // With no kids, the default ('kids') filters nothing: it is the way back to no age filter.
  const none = hasKids ? 'any' : 'kids';
  const pick = (next: QuickFilters['ages']) => {
    onChange({ ages: next });
    close();
  };
  return (
    <div className="space-y-3">
      {hasKids && (
        <Choice pressed={ages === 'kids'} onClick={() => pick(ages === 'kids' ? 'any' : 'kids')}>
          {KIDS_AGES_LABEL}
        </Choice>
      )}
      <SelectField
        label="A child's age"
        placeholder="Choose an age"
        options={AGE_OPTIONS}
        optionLabel={(age) => (age === '1' ? '1 year' : `${age} years`)}
        value={typeof ages === 'number' ? String(ages) : ''}
        onValueChange={(value) => {
          if (value !== '') pick(Number(value));
        }}
      />
      {(typeof ages === 'number' || (hasKids && ages === 'kids')) && (
        <Button variant="link" className="min-h-9 text-sm" onClick={() => pick(none)}>
          Any age
        </Button>
      )}
    </div>
  );
}
