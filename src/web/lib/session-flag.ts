/**
 * A yes/no remembered for this browser session (sessionStorage). Where storage is unavailable
 * (some private modes) nothing is remembered, and the question may come again on the next visit.
 */
export const sessionFlag = (key: string) => ({
  isSet(): boolean {
    try {
      return sessionStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  },
  set() {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage unavailable: see above.
    }
  },
});
