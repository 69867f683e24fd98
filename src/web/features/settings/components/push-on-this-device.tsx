/** Push on this device: filled in with the web push switch. */
export function PushOnThisDevice() {
  return null;
}
