import 'leaflet/dist/leaflet.css';
import './activity-map.css';
import { divIcon, latLngBounds, type LatLngBounds } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import type { LatLng } from '../../../../shared/geo';
import { formatMiles } from '../../../../shared/geo';
import type { ActivitySearchItem } from '../../../../shared/schemas/search';
import { webEnv } from '../../../config/env';
import { formatShortDate, formatTime } from '../../../lib/format';

/**
 * The real map behind Discover's Map tab (Leaflet, loaded with this tab only). Pins are drawn
 * by us (numbered DivIcons, no image files), so they show even when the tiles cannot load
 * (offline); the map's own soft background then reads as a plain sheet, not as a failure.
 */

/** Where the map looks before it has anything to show: the whole world, zoomed out. */
const WORLD: LatLng = { lat: 20, lng: 0 };

type Props = {
  /** Numbered 1… in this order. */
  activities: ActivitySearchItem[];
  /** The parent's point, drawn as 'You are here'. */
  here: (LatLng & { label: string }) | null;
  /** The parent asked for the map with a button that is now gone: the focus moves to the map. */
  focusOnStart?: boolean;
};

export default function ActivityMap({ activities, here, focusOnStart = false }: Props) {
  const bounds = useMemo(() => boundsOf(activities, here), [activities, here]);
  const offsets = useMemo(() => fanOut(activities), [activities]);
  return (
    <MapContainer
      className="kv-map h-72 w-full sm:h-96"
      center={[WORLD.lat, WORLD.lng]}
      zoom={2}
      scrollWheelZoom={false}
    >
      <TileLayer url={webEnv.mapTileUrl} attribution={webEnv.mapTileAttribution} />
      <FitBounds bounds={bounds} />
      <QuietRemoval />
      {focusOnStart && <FocusOnStart />}
      {here && <HereMarker here={here} />}
      {activities.map((activity, index) => (
        <ActivityPin
          key={activity.id}
          activity={activity}
          number={index + 1}
          offset={offsets[index] ?? [0, 0]}
        />
      ))}
    </MapContainer>
  );
}

type PinProps = { activity: ActivitySearchItem; number: number; offset: [number, number] };

function ActivityPin({ activity, number, offset }: PinProps) {
  const [dx, dy] = offset;
  // The same icon across renders, so a focused pin keeps the focus.
  const icon = useMemo(
    () => pinIcon(number, activity.title, [dx, dy]),
    [number, activity.title, dx, dy],
  );
  return (
    <Marker position={[activity.location.lat, activity.location.lng]} icon={icon}>
      {/* Opened popups pan clear of the zoom buttons in the top-left corner. */}
      <Popup autoPanPaddingTopLeft={[60, 16]} autoPanPaddingBottomRight={[16, 16]}>
        <Link to={`/activities/${activity.id}`} className="font-bold text-primary underline">
          {activity.title}
        </Link>
        <span className="mt-1 block text-stone-700">
          {formatShortDate(activity.date)} · {formatTime(activity.startTime)}
          <br />
          {activity.location.name}
          {activity.distanceMiles != null && ` · ${formatMiles(activity.distanceMiles)}`}
        </span>
      </Popup>
    </Marker>
  );
}

function HereMarker({ here }: { here: LatLng & { label: string } }) {
  const icon = useMemo(() => hereIcon(here.label), [here.label]);
  return (
    <Marker
      position={[here.lat, here.lng]}
      icon={icon}
      keyboard={false}
      interactive={false}
      zIndexOffset={-100}
    />
  );
}

/**
 * Keeps every pin (and the parent) in view as the results change. Only a change of place refits:
 * the screen re-renders with equal results (a background refetch, a dialog opening), and that
 * must not undo the parent's own panning and zooming.
 */
function FitBounds({ bounds }: { bounds: LatLngBounds | null }) {
  const map = useMap();
  const fitted = useRef<LatLngBounds | null>(null);
  useEffect(() => {
    if (!bounds || fitted.current?.equals(bounds)) return;
    fitted.current = bounds;
    map.fitBounds(bounds, { padding: [36, 36], maxZoom: 14 });
  }, [map, bounds]);
  return null;
}

/**
 * Takes the focus from the 'Show Map' button the map replaced, which would otherwise leave it on
 * the page's body: a keyboard parent carries on in the map (arrow keys pan, + and − zoom).
 */
function FocusOnStart() {
  const map = useMap();
  useEffect(() => {
    map.getContainer().focus({ preventScroll: true });
  }, [map]);
  return null;
}

/**
 * Leaflet 1.9 ends a zoom animation on a 250 ms timer that outlives the map: when the map goes
 * (the parent switches tab or page) mid-zoom, the timer reads the removed map pane and throws
 * (Leaflet issue #9575). As the map is removed, the animation is marked finished so that the
 * timer has nothing left to do.
 */
function QuietRemoval() {
  const map = useMap();
  useEffect(() => {
    // No cleanup: the listener is the map's own and goes with it. Removing it when this
    // component unmounts could come before the map's removal, which is when it is needed.
    map.once('unload', () => {
      (map as unknown as { _animatingZoom?: boolean })._animatingZoom = false;
    });
  }, [map]);
  return null;
}

function boundsOf(activities: ActivitySearchItem[], here: LatLng | null): LatLngBounds | null {
  const points: [number, number][] = activities.map((a) => [a.location.lat, a.location.lng]);
  if (here) points.push([here.lat, here.lng]);
  if (points.length === 0) return null;
  const [first] = points;
  // A single point has no size: show its neighbourhood.
  if (points.length === 1 && first) {
    const [lat, lng] = first;
    return latLngBounds([
      [lat - 0.02, lng - 0.03],
      [lat + 0.02, lng + 0.03],
    ]);
  }
  return latLngBounds(points);
}

/** Pins this far apart (px) when several activities share one venue, so every number shows. */
const FAN_RADIUS = 16;

/**
 * Screen offsets for pins at the same place: a venue often hosts several of the nearest
 * activities, and stacked pins would hide all numbers but the top one.
 */
function fanOut(activities: ActivitySearchItem[]): [number, number][] {
  const place = (a: ActivitySearchItem) =>
    `${a.location.lat.toFixed(4)},${a.location.lng.toFixed(4)}`;
  const groups = new Map<string, number>();
  for (const a of activities) groups.set(place(a), (groups.get(place(a)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return activities.map((a) => {
    const size = groups.get(place(a)) ?? 1;
    const index = seen.get(place(a)) ?? 0;
    seen.set(place(a), index + 1);
    if (size === 1) return [0, 0];
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / size;
    return [Math.round(FAN_RADIUS * Math.cos(angle)), Math.round(FAN_RADIUS * Math.sin(angle))];
  });
}

/** A numbered pin; its name for screen readers is the number and the activity. */
function pinIcon(number: number, title: string, [dx, dy]: [number, number]) {
  const pin = document.createElement('span');
  pin.className = 'kv-pin';
  const digit = document.createElement('span');
  digit.className = 'kv-pin-number';
  digit.setAttribute('aria-hidden', 'true');
  digit.textContent = String(number);
  const name = document.createElement('span');
  name.className = 'sr-only';
  // textContent, never HTML: titles come from providers.
  name.textContent = `${number}. ${title}`;
  pin.append(digit, name);
  return divIcon({
    html: pin,
    className: 'kv-pin-anchor',
    // The tip of the turned square sits about 21 px below its centre; a fanned-out pin moves
    // by its offset (the anchor moves the other way).
    iconSize: [30, 30],
    iconAnchor: [15 - dx, 36 - dy],
    popupAnchor: [0, -34],
  });
}

/** The parent's point: a dot with a halo. */
function hereIcon(label: string) {
  const dot = document.createElement('span');
  dot.className = 'kv-here';
  const name = document.createElement('span');
  name.className = 'sr-only';
  name.textContent = `You are here: ${label}`;
  dot.append(name);
  return divIcon({
    html: dot,
    className: 'kv-here-anchor',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
  });
}
