import { Slider } from 'radix-ui';
import { useId } from 'react';
import { ONBOARDING_DISTANCE } from '../../../../shared/family-options';

const miles = (value: number) => `${value} ${value === 1 ? 'mile' : 'miles'}`;

/** The travel distance slider (0 to 50 miles in steps of 5), its value shown and announced. */
export function DistanceSlider({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const { min, max, step } = ONBOARDING_DISTANCE;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <span id={`${id}-label`} className="text-sm font-semibold text-ink">
          Maximum travel distance
        </span>
        <span className="text-[15px] font-bold text-primary" aria-hidden>
          {miles(value)}
        </span>
      </div>
      <Slider.Root
        value={[value]}
        onValueChange={([next]) => next !== undefined && onChange(next)}
        min={min}
        max={max}
        step={step}
        className="relative mt-3 flex h-11 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-stone-200">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={`${id}-label`}
          aria-valuetext={miles(value)}
          className="block size-7 cursor-grab rounded-full border-4 border-primary bg-white shadow-md focus-visible:outline-offset-2 active:cursor-grabbing"
        />
      </Slider.Root>
      <div aria-hidden className="flex justify-between text-xs font-medium text-muted">
        <span>{miles(min)}</span>
        <span>{miles(max)}</span>
      </div>
    </div>
  );
}
