import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setHydrating, useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'map' : 'placeholder'}</p>;
}

afterEach(() => setHydrating(false));

describe('useHydrated', () => {
  it('is true from the first render when the browser renders the page itself', () => {
    const seen: boolean[] = [];
    function Recorder() {
      seen.push(useHydrated());
      return null;
    }
    render(<Recorder />);
    expect(seen).toEqual([true]);
  });

  it('renders the placeholder while a server-rendered page is hydrated, then the browser part', async () => {
    setHydrating(true);
    const seen: boolean[] = [];
    function Recorder() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return <p>{hydrated ? 'map' : 'placeholder'}</p>;
    }
    render(<Recorder />);
    expect(seen[0]).toBe(false);
    expect(await screen.findByText('map')).toBeInTheDocument();
  });

  it('mounts later parts as hydrated once the first commit is done', () => {
    setHydrating(true);
    setHydrating(false);
    render(<Probe />);
    expect(screen.getByText('map')).toBeInTheDocument();
  });
});
