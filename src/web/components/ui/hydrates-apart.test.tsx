import { act } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
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

  it('hydrates a part nested deeper in a later commit of its own, and a part inside a part as a hydration', async () => {
    const log: string[] = [];
    function Logged({ name }: { name: string }) {
      useLayoutEffect(() => void log.push(`${name} committed`), [name]);
      useEffect(() => void log.push(`${name} effects`), [name]);
      return <p>{name}</p>;
    }
    function Passes() {
      return (
        <main>
          <Logged name="page" />
          <HydratesApart pass={2}>
            <Logged name="second" />
            <HydratesApart>
              <MapPart />
            </HydratesApart>
          </HydratesApart>
          <HydratesApart>
            <Logged name="first" />
          </HydratesApart>
          <AppReady />
        </main>
      );
    }
    setHydrating(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Passes />);

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Passes />, { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
    // A commit runs its layout effects before its passive ones: each part's pair comes whole,
    // after the one before it, so each was a commit of its own.
    expect(log).toEqual([
      'page committed',
      'page effects',
      'first committed',
      'first effects',
      'second committed',
      'second effects',
    ]);
    expect(container.textContent).toContain('Map');
  });
});
