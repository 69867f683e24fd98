type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, after the browser has had its turn to paint
 * and answer a tap. Start-up work split this way is several short tasks instead of one long
 * one that a tap on a slow phone would wait behind (decision 067). `scheduler.yield()` resumes
 * ahead of other queued tasks where the browser has it; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
