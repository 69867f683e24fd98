import { Slider } from 'radix-ui';
import { useId } from 'react';

type SliderFieldProps = {
  label: string;
  /** The current value(s) as shown beside the label, e.g. '10 miles'. */
  valueLabel: string;
  min: number;
  max: number;
  step: number;
  value: number[];
  onValueChange: (value: number[]) => void;
  /** Each thumb's spoken value (aria-valuetext), e.g. '10 miles'. */
  formatValue: (value: number) => string;
  /** Names for the thumbs of a range; a single thumb is named by the label. */
  thumbLabels?: string[];
};

/** Radix's slider (arrow keys, Home/End, Page Up/Down) with a visible label and value. */
export function SliderField({
  label,
  valueLabel,
  min,
  max,
  step,
  value,
  onValueChange,
  formatValue,
  thumbLabels,
}: SliderFieldProps) {
  const labelId = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-[15px] font-semibold text-ink">
          {label}
        </span>
        <span className="shrink-0 rounded-full bg-primary-tint px-3 py-1 text-sm font-bold text-primary-hover">
          {valueLabel}
        </span>
      </div>
      <Slider.Root
        min={min}
        max={max}
        step={step}
        value={value}
        onValueChange={onValueChange}
        minStepsBetweenThumbs={0}
        className="relative mt-2 flex h-11 touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-stone-200">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        {value.map((thumbValue, index) => {
          const name = thumbLabels?.[index];
          return (
            <Slider.Thumb
              // A thumb's identity is its position in the range.
              key={index}
              aria-label={name}
              aria-labelledby={name ? undefined : labelId}
              aria-valuetext={formatValue(thumbValue)}
              className="block size-7 cursor-grab rounded-full border-2 border-primary bg-white shadow-md transition-shadow hover:shadow-lg active:cursor-grabbing"
            />
          );
        })}
      </Slider.Root>
      <div aria-hidden className="flex justify-between text-sm text-muted">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
    </div>
  );
}
