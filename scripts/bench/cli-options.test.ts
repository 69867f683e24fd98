import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from './cli-options';
import { emulatedCpuIndex, slowdownFor } from './cpu-index';

describe('Lighthouse CPU slowdown', () => {
  it('is chosen for the machine unless asked, and otherwise a whole number from 4 to 16', () => {
    expect(parseBenchOptions([]).lighthouseSlowdown).toBe('auto');
    expect(parseBenchOptions(['--lighthouse-slowdown=auto']).lighthouseSlowdown).toBe('auto');
    expect(parseBenchOptions(['--lighthouse-slowdown=8']).lighthouseSlowdown).toBe(8);
    expect(() => parseBenchOptions(['--lighthouse-slowdown=2'])).toThrow(/from 4 to 16/);
    expect(() => parseBenchOptions(['--lighthouse-slowdown=eight'])).toThrow(/from 4 to 16/);
  });

  it('audits the pages with no JavaScript only when asked', () => {
    expect(parseBenchOptions([]).lighthouseFloor).toBe(false);
    expect(parseBenchOptions(['--lighthouse-floor']).lighthouseFloor).toBe(true);
  });

  it('chosen for the machine, audits as on one of the budgets’ CPU index', () => {
    // A machine at 3,500 is audited at 10×, as one of 1,400 would be at Lighthouse's 4×.
    expect(slowdownFor(3500)).toBe(10);
    expect(emulatedCpuIndex(3500, slowdownFor(3500))).toBe(1400);
    expect(slowdownFor(2900)).toBe(8);
    // At the budgets' own speed or slower, Lighthouse's 4× as it is; never past 16×.
    expect(slowdownFor(1450)).toBe(4);
    expect(slowdownFor(900)).toBe(4);
    expect(slowdownFor(9000)).toBe(16);
  });

  it('states a run at a higher slowdown as the slower machine it stands for', () => {
    expect(emulatedCpuIndex(2800, 8)).toBe(1400);
    expect(emulatedCpuIndex(2800, 4)).toBe(2800);
  });
});
