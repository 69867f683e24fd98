import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A toast's title once the parent can see it. sonner loads with the first toast, renders a toast
 * transparent and fades it in a render later (its mounted effect): on a busy machine the text
 * exists before it shows, or shows after findBy's 1 s. This waits, up to 5 s, for it to show.
 */
export function findToast(title: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const toast = screen.getByText(title);
      expect(toast).toBeVisible();
      return toast;
    },
    { timeout: 5000 },
  );
}
