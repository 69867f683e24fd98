import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  currentPushSubscription,
  notificationPermission,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../../lib/push-device';
import { deletePushSubscription } from './delete-push-subscription';
import { getPushKey } from './get-push-key';
import { savePushSubscription } from './save-push-subscription';

/** What this browser can do and has done about push; read from the browser, never stored. */
export type PushDeviceState =
  | { supported: false }
  | { supported: true; permission: NotificationPermission; subscribed: boolean };

export const pushDeviceQueryKey = ['push', 'device'] as const;

async function readDevice(): Promise<PushDeviceState> {
  if (!pushSupported()) return { supported: false };
  const subscription = await currentPushSubscription();
  return { supported: true, permission: notificationPermission(), subscribed: !!subscription };
}

/**
 * Asks, subscribes and tells the server; answers the permission the parent gave. Should the server
 * not take it, the browser's subscription is ended too, so the switch never shows on for a device
 * that gets nothing.
 */
async function turnOn(): Promise<NotificationPermission> {
  const { publicKey } = await getPushKey();
  const result = await subscribeThisDevice(publicKey);
  if (result.permission !== 'granted') return result.permission;
  const { endpoint, keys } = result.subscription;
  try {
    if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave no push keys.');
    await savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  } catch (error) {
    await unsubscribeThisDevice().catch(() => undefined);
    throw error;
  }
  return 'granted';
}

/** Ends the browser's subscription first: once it has, no push reaches this device anyway. */
async function turnOff() {
  const endpoint = await unsubscribeThisDevice();
  if (endpoint) await deletePushSubscription(endpoint);
}

/**
 * Push on this device: its state, and turning it on or off. The settings switch and the offer
 * after a booking share it, so each shows what the other did.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: pushDeviceQueryKey,
    queryFn: readDevice,
    staleTime: Infinity,
    retry: false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushDeviceQueryKey });
  const on = useMutation({ mutationFn: turnOn, onSettled: refresh });
  const off = useMutation({ mutationFn: turnOff, onSettled: refresh });
  return { state, on, off };
}
