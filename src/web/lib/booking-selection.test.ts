import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bookingIdempotencyKey,
  clearBookingSelection,
  readBookingSelection,
  renewBookingIdempotencyKey,
  selectActivity,
  setSelectedBooking,
  setSelectedKids,
  setSelectedPayment,
  setSelectedSessions,
  setSplitWithWallet,
  toggleSelectedKid,
  useBookingSelection,
} from './booking-selection';

const KEY = 'kidventure.booking-selection';
const stored = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;

beforeEach(() => sessionStorage.clear());

describe('booking selection', () => {
  it('is empty until an activity is opened', () => {
    expect(readBookingSelection()).toBeNull();
  });

  it('keeps the selected activity and kids in sessionStorage', () => {
    selectActivity(12);
    toggleSelectedKid('kid-a');
    toggleSelectedKid('kid-b');
    expect(stored()).toEqual({ activityId: 12, kidIds: ['kid-a', 'kid-b'] });
    expect(readBookingSelection()).toEqual({ activityId: 12, kidIds: ['kid-a', 'kid-b'] });
  });

  it('toggling a kid twice removes them again', () => {
    selectActivity(12);
    toggleSelectedKid('kid-a');
    toggleSelectedKid('kid-b');
    toggleSelectedKid('kid-a');
    expect(readBookingSelection()?.kidIds).toEqual(['kid-b']);
  });

  it('reopening the same activity keeps its kids; another activity starts with none', () => {
    selectActivity(12);
    toggleSelectedKid('kid-a');
    selectActivity(12);
    expect(readBookingSelection()).toEqual({ activityId: 12, kidIds: ['kid-a'] });

    selectActivity(40);
    expect(readBookingSelection()).toEqual({ activityId: 40, kidIds: [] });
  });

  it('can select an activity together with the kids who come along', () => {
    selectActivity(12, ['kid-a']);
    selectActivity(40, ['kid-b', 'kid-b']);
    expect(readBookingSelection()).toEqual({ activityId: 40, kidIds: ['kid-b'] });
  });

  it('replaces the kids with setSelectedKids', () => {
    selectActivity(12, ['kid-a', 'kid-b']);
    setSelectedKids(['kid-b']);
    expect(readBookingSelection()).toEqual({ activityId: 12, kidIds: ['kid-b'] });
  });

  it('keeps the way to pay the parent picked, through kid changes and a reload', () => {
    selectActivity(12, ['kid-a']);
    setSelectedPayment('card-1');
    toggleSelectedKid('kid-b');
    expect(stored()).toEqual({
      activityId: 12,
      kidIds: ['kid-a', 'kid-b'],
      paymentChoice: 'card-1',
    });
    setSelectedPayment('wallet');
    expect(readBookingSelection()?.paymentChoice).toBe('wallet');
    // Another activity is another booking: its way to pay is chosen afresh.
    selectActivity(40);
    expect(readBookingSelection()).toEqual({ activityId: 40, kidIds: [] });
    sessionStorage.setItem(KEY, '{"activityId":1,"kidIds":[],"paymentChoice":7}');
    expect(readBookingSelection()).toEqual({ activityId: 1, kidIds: [] });
  });

  it('keeps the wallet-first split the parent asked for, through kid changes, until turned off', () => {
    selectActivity(12, ['kid-a']);
    setSelectedPayment('card-1');
    setSplitWithWallet(true);
    toggleSelectedKid('kid-b');
    expect(stored()).toEqual({
      activityId: 12,
      kidIds: ['kid-a', 'kid-b'],
      paymentChoice: 'card-1',
      splitWithWallet: true,
    });
    setSplitWithWallet(false);
    expect(stored()).toEqual({
      activityId: 12,
      kidIds: ['kid-a', 'kid-b'],
      paymentChoice: 'card-1',
    });
    sessionStorage.setItem(KEY, '{"activityId":1,"kidIds":[],"splitWithWallet":"yes"}');
    expect(readBookingSelection()).toEqual({ activityId: 1, kidIds: [] });
  });

  it('ignores kid changes while no activity is selected', () => {
    toggleSelectedKid('kid-a');
    setSelectedKids(['kid-a']);
    setSelectedPayment('wallet');
    expect(readBookingSelection()).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('forgets everything on clear', () => {
    selectActivity(12, ['kid-a']);
    clearBookingSelection();
    expect(readBookingSelection()).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('treats unreadable stored values as no selection', () => {
    for (const raw of ['not json', '"12"', '{"activityId":"12","kidIds":[]}', '{"activityId":1}']) {
      sessionStorage.setItem(KEY, raw);
      expect(readBookingSelection(), raw).toBeNull();
    }
    sessionStorage.setItem(KEY, '{"activityId":1,"kidIds":["a",2]}');
    expect(readBookingSelection()).toBeNull();
  });

  it('returns the same object until the selection changes', () => {
    selectActivity(12, ['kid-a']);
    const first = readBookingSelection();
    expect(readBookingSelection()).toBe(first);
    toggleSelectedKid('kid-b');
    expect(readBookingSelection()).not.toBe(first);
  });

  it('re-renders the hook on every change', () => {
    const { result } = renderHook(() => useBookingSelection());
    expect(result.current).toBeNull();
    act(() => selectActivity(7));
    expect(result.current).toEqual({ activityId: 7, kidIds: [] });
    act(() => toggleSelectedKid('kid-a'));
    expect(result.current).toEqual({ activityId: 7, kidIds: ['kid-a'] });
    act(() => clearBookingSelection());
    expect(result.current).toBeNull();
  });
});

describe('booking selection: payment key and booking', () => {
  it('makes the payment key once and keeps it for every retry and reload', () => {
    selectActivity(12, ['kid-a']);
    const key = bookingIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(bookingIdempotencyKey()).toBe(key);
    expect(stored()).toEqual({ activityId: 12, kidIds: ['kid-a'], idempotencyKey: key });
    // Choosing the same kids again (Book Now once more) is the same booking.
    setSelectedKids(['kid-a']);
    selectActivity(12);
    expect(bookingIdempotencyKey()).toBe(key);
  });

  it('gives other kids, another activity or a refused attempt a new key', () => {
    selectActivity(12, ['kid-a']);
    const first = bookingIdempotencyKey();
    toggleSelectedKid('kid-b');
    const second = bookingIdempotencyKey();
    expect(second).not.toBe(first);
    renewBookingIdempotencyKey();
    expect(readBookingSelection()).toEqual({ activityId: 12, kidIds: ['kid-a', 'kid-b'] });
    expect(bookingIdempotencyKey()).not.toBe(second);
    selectActivity(40);
    expect(readBookingSelection()?.idempotencyKey).toBeUndefined();
  });

  it('keeps the booking made for the confirmation until the selection changes', () => {
    selectActivity(12, ['kid-a']);
    bookingIdempotencyKey();
    setSelectedBooking('b-1');
    expect(readBookingSelection()?.bookingId).toBe('b-1');
    selectActivity(12);
    expect(readBookingSelection()).toEqual({ activityId: 12, kidIds: ['kid-a'] });
  });

  it("keeps a program's chosen dates through kid changes and a reload; other dates get a new key", () => {
    selectActivity(12, ['kid-a']);
    setSelectedSessions([501, 502, 502]);
    const key = bookingIdempotencyKey();
    setSelectedSessions([502, 501]);
    expect(bookingIdempotencyKey()).toBe(key);
    toggleSelectedKid('kid-b');
    expect(stored()).toMatchObject({ kidIds: ['kid-a', 'kid-b'], sessionIds: [501, 502] });

    setSelectedSessions([503]);
    expect(readBookingSelection()?.sessionIds).toEqual([503]);
    expect(bookingIdempotencyKey()).not.toBe(key);
    // Another activity's page starts without them.
    selectActivity(13);
    expect(readBookingSelection()?.sessionIds).toBeUndefined();
  });

  it('has no key without a selection', () => {
    expect(bookingIdempotencyKey()).toBeNull();
  });
});
