import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SliderField } from './slider';

const miles = (n: number) => `${n} ${n === 1 ? 'mile' : 'miles'}`;
const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

function Distance() {
  const [value, setValue] = useState(10);
  return (
    <SliderField
      label="Maximum travel distance"
      valueLabel={miles(value)}
      min={0}
      max={50}
      step={5}
      value={[value]}
      onValueChange={([next]) => next !== undefined && setValue(next)}
      formatValue={miles}
    />
  );
}

function Ages() {
  const [value, setValue] = useState([3, 8]);
  return (
    <SliderField
      label="Age range"
      valueLabel={`${value[0]}–${value[1]} years`}
      min={0}
      max={12}
      step={1}
      value={value}
      onValueChange={setValue}
      formatValue={years}
      thumbLabels={['Youngest age', 'Oldest age']}
    />
  );
}

describe('SliderField', () => {
  it('is named by its label and tells its value and bounds to assistive tech', () => {
    render(<Distance />);
    const slider = screen.getByRole('slider', { name: 'Maximum travel distance' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '50');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    expect(slider).toHaveAttribute('aria-valuetext', '10 miles');
  });

  it('moves by its step with the arrow keys, and to its ends with Home and End', async () => {
    const user = userEvent.setup();
    render(<Distance />);
    await user.tab();
    const slider = screen.getByRole('slider', { name: 'Maximum travel distance' });
    expect(slider).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '15 miles');
    expect(screen.getAllByText('15 miles')[0]).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', '0 miles');
  });

  it('gives each thumb of a range its own name and value', async () => {
    const user = userEvent.setup();
    render(<Ages />);
    const youngest = screen.getByRole('slider', { name: 'Youngest age' });
    const oldest = screen.getByRole('slider', { name: 'Oldest age' });
    expect(youngest).toHaveAttribute('aria-valuetext', '3 years');
    expect(oldest).toHaveAttribute('aria-valuetext', '8 years');

    oldest.focus();
    await user.keyboard('{ArrowRight}');
    expect(oldest).toHaveAttribute('aria-valuetext', '9 years');
    expect(youngest).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText('3–9 years')).toBeVisible();
  });
});
