import { ONBOARDING_DISTANCE } from '../../../../shared/family-options';
import { SliderField } from '../../../components/ui/slider';

const miles = (value: number) => `${value} ${value === 1 ? 'mile' : 'miles'}`;

/** The travel distance slider (0 to 50 miles in steps of 5), its value shown and announced. */
export function DistanceSlider({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const { min, max, step } = ONBOARDING_DISTANCE;
  return (
    <SliderField
      label="Maximum travel distance"
      valueLabel={miles(value)}
      min={min}
      max={max}
      step={step}
      value={[value]}
      onValueChange={([next]) => next !== undefined && onChange(next)}
      formatValue={miles}
    />
  );
}
