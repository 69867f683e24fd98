import { useEffect, useState } from 'react';
import { ONBOARDING_COMPLETE_STAGES_MS } from '../../../../shared/family-options';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * How many of the completion screen's stages have appeared (0 to 3), at 300, 1200 and 2100 ms.
 * A parent who asked for reduced motion gets everything at once: no motion, nothing withheld.
 */
export function useStagedReveal(stages: readonly number[] = ONBOARDING_COMPLETE_STAGES_MS) {
  const [reduced] = useState(prefersReducedMotion);
  const [stage, setStage] = useState(reduced ? stages.length : 0);

  useEffect(() => {
    if (reduced) return;
    const timers = stages.map((ms, index) =>
      setTimeout(() => setStage((current) => Math.max(current, index + 1)), ms),
    );
    return () => timers.forEach(clearTimeout);
  }, [reduced, stages]);

  return stage;
}
