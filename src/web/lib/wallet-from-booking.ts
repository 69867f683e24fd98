/**
 * The booking summary's links to /wallet carry this in the navigation state (the address stays
 * /wallet, as the spec has it): the wallet then offers 'Back to your booking', and opens the
 * add-card form when that is what the parent came for. History state outlives a reload of the
 * wallet page; a copied link does not carry it, so a wallet opened elsewhere offers no way back
 * to a booking it knows nothing about.
 */
export type WalletFromBooking = { from: 'booking'; open?: 'add-card' };

export const walletFromBooking = (open?: WalletFromBooking['open']): WalletFromBooking =>
  open ? { from: 'booking', open } : { from: 'booking' };

/** The booking hand-off in a location's state, or null. */
export function readWalletFromBooking(state: unknown): WalletFromBooking | null {
  if (typeof state !== 'object' || state === null) return null;
  const { from, open } = state as Record<string, unknown>;
  if (from !== 'booking') return null;
  return open === 'add-card' ? { from, open } : { from };
}
