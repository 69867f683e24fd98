import type { Booking } from '../../../shared/schemas/booking';
import type { CardMethod, Wallet } from '../../../shared/schemas/wallet';
import { signedInMe } from '../../testing/render-app';

export const KEY = 'kidventure.booking-selection';
export const signedIn = { 'GET /api/me': { json: signedInMe() } };

/** A saved card as GET /api/wallet lists it. */
export function cardAnswer(overrides: Partial<CardMethod> = {}): CardMethod {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    type: 'card',
    isDefault: false,
    cardType: 'Visa',
    lastFour: '4242',
    expiryDate: '12/29',
    cardholderName: 'Sam Parent',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/wallet's answer. */
export function walletAnswer(balanceCents: number, cards: CardMethod[] = []): Wallet {
  return {
    balanceCents,
    paymentMethods: cards,
    counts: { cards: cards.length, giftCards: 0, transactions: 0 },
    recentTransactions: [],
  };
}

/** A booking as the API answers it. */
export function bookingAnswer(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b7c1d2e3-0000-4000-8000-000000000001',
    shortId: 'b7c1d2e3',
    activity: {
      id: 12,
      title: 'Pottery Wheel Basics',
      providerName: 'Clay Corner Studio',
      imageUrl: '/images/activities/art-crafts-1.svg',
      date: '2026-06-22',
      startTime: '10:00',
      endTime: '12:00',
      locationName: 'Clay Corner',
      address: '214 Maple Ave, Springfield',
    },
    kids: [{ id: 'kid-1', name: 'Mia Rose', avatarColor: '#0f766e' }],
    priceCents: 2500,
    totalCents: 2500,
    paymentStatus: 'completed',
    payment: { method: 'wallet', paymentMethodId: null, label: 'Wallet' },
    status: 'confirmed',
    createdAt: '2026-06-15T10:00:00.000Z',
    cancelledAt: null,
    refundCents: null,
    cancellation: { refundable: true, refundCents: 2500 },
    ...overrides,
  };
}
