import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { weekOf } from '../../../../shared/week';
import { WeekStrip } from './week-strip';

describe('week strip', () => {
  it('marks the days it is told about (booked days), for eyes and screen readers', () => {
    const days = weekOf('2026-11-25');
    render(
      <>
        <h2 id="week">This Week</h2>
        <WeekStrip
          days={days}
          today="2026-11-25"
          selected="2026-11-25"
          onSelect={() => {}}
          markedDates={new Set(['2026-11-27'])}
          labelledBy="week"
        />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'This Week' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Monday, November 23, 2026',
      'Tuesday, November 24, 2026',
      'Wednesday, November 25, 2026, today',
      'Thursday, November 26, 2026',
      'Friday, November 27, 2026, booked',
      'Saturday, November 28, 2026',
      'Sunday, November 29, 2026',
    ]);
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName(
      'Wednesday, November 25, 2026, today',
    );
  });
});
