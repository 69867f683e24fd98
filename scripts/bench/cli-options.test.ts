import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from './cli-options';
import { emulatedCpuIndex } from './cpu-index';

describe('Lighthouse CPU slowdown', () => {
  it("is Lighthouse's own 4× unless asked, and a whole number from 4 to 16", () => {
    expect(parseBenchOptions([]).lighthouseSlowdown).toBe(4);
    expect(parseBenchOptions(['--lighthouse-slowdown=8']).lighthouseSlowdown).toBe(8);
    expect(() => parseBenchOptions(['--lighthouse-slowdown=2'])).toThrow(/from 4 to 16/);
    expect(() => parseBenchOptions(['--lighthouse-slowdown=eight'])).toThrow(/from 4 to 16/);
  });

  it('states a run at a higher slowdown as the slower machine it stands for', () => {
    expect(emulatedCpuIndex(2800, 8)).toBe(1400);
    expect(emulatedCpuIndex(2800, 4)).toBe(2800);
  });
});
