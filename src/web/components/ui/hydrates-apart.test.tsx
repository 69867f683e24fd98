import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setHydrating, useHydrated } from '../../lib/use-hydrated';
import { HydratesApart } from './hydrates-apart';

function MapPart() {
  return <p>{useHydrated() ? 'Map' : 'Map placeholder'}</p>;
}

/** As main.tsx does: the page counts as taken over once its first commit is done. */
function AppReady() {
  useEffect(() => setHydrating(false), []);
  return null;
}

function Page() {
  return (
    <main>
      <h1>Discover</h1>
      <HydratesApart>
        <MapPart />
      </HydratesApart>
      <AppReady />
    </main>
  );
}

afterEach(() => setHydrating(false));

describe('HydratesApart', () => {
  it('hydrates a browser-only part as its placeholder after the page, then shows it', async () => {
    setHydrating(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    expect(container.textContent).toContain('Map placeholder');

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
    expect(container.querySelector('p')?.textContent).toBe('Map');
  });
});
