import { MAX_STREAMS_PER_PARENT } from '../../src/server/lib/realtime';
import { LIGHTHOUSE_SLOWDOWN, MAX_SLOWDOWN } from './cpu-index';

/** What `npm run bench -- …` was asked to measure. */
export const BENCHES = [
  'bundle',
  'render',
  'search',
  'lighthouse',
  'booking',
  'finder',
  'realtime',
  'requests',
  'busy',
  'reminders',
  'notify-latency',
  'registration',
] as const;
export type Bench = (typeof BENCHES)[number];

export const DEFAULT_SIZES = [10_000, 100_000];

export type BenchOptions = {
  benches: Bench[];
  /** Catalogue sizes for the search benchmark, in sessions (programs hold about 6.6 each). */
  sizes: number[];
  /** EXPLAIN ANALYZE every search query, not only those over budget. */
  explain: boolean;
  /** Lighthouse runs per page; the median by performance score is reported. */
  lighthouseRuns: number;
  /**
   * Lighthouse's CPU slowdown (its own is 4×). A higher one audits as on a slower machine: the CPU
   * index each run reports is then stated as the machine's × 4 / slowdown. 'auto' (the default)
   * picks the one that audits as on a machine of the budgets' CPU index (`slowdownFor`).
   */
  lighthouseSlowdown: number | 'auto';
  /** Also audit each page with no JavaScript: what its HTML and CSS alone cost (the floor). */
  lighthouseFloor: boolean;
  /** Booking rush: parents booking at once, spots per activity, rounds. */
  booking: { parents: number; capacity: number; rounds: number; instances: number };
  /** Live delivery: open event streams, the parents holding them, message bursts. */
  realtime: { streams: number; parents: number; rounds: number };
  /** The embedded database under load: busy signed-in clients, and how long they load it. */
  busy: { clients: number; seconds: number };
  /** Reminders due at one instant, and the app instances that send them. */
  reminders: { reminders: number; instances: number };
  /** Bookings whose notification is timed to the open app. */
  notifyBookings: number;
  /** Registration day: families in the lines, places, programs sharing them, app instances. */
  registration: { families: number; places: number; programs: number; instances: number };
};

const isBench = (value: string): value is Bench => (BENCHES as readonly string[]).includes(value);

/**
 * `--only=search,lighthouse` picks benches (default: all); `--sizes=10000` sets catalogue sizes in
 * sessions (`10k` and `100k` work too; 100k is about 15 000 programs); `--explain` explains every search query; `--lighthouse-runs=3`
 * audits each page three times and keeps the median; `--lighthouse-slowdown=8` audits with 8× CPU
 * slowdown instead of 4× (as on a machine of half this one's CPU index), and the default `auto`
 * picks the slowdown that audits as on a machine of the budgets' CPU index; `--lighthouse-floor` also
 * audits each page with no JavaScript; `--booking-parents=200`,
 * `--booking-capacity=50`, `--booking-rounds=3` and `--booking-instances=1` (several need
 * PostgreSQL) shape the booking rush;
 * `--realtime-streams=1000`, `--realtime-parents=100` and `--realtime-rounds=3` the live delivery; `--busy-clients=100` and
 * `--busy-seconds=20` the busy clients (seconds at most 30); `--reminders=10000` and
 * `--reminder-instances=2` the reminders due at once; `--notify-bookings=50` the bookings timed to
 * their notification (at most a page of them, 50); `--registration-families=10000`,
 * `--registration-places=500`, `--registration-programs=10` and `--registration-instances=2`
 * registration day.
 */
export function parseBenchOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = {
    benches: [...BENCHES],
    sizes: DEFAULT_SIZES,
    explain: false,
    lighthouseRuns: 1,
    lighthouseSlowdown: 'auto',
    lighthouseFloor: false,
    booking: { parents: 200, capacity: 50, rounds: 3, instances: 1 },
    realtime: { streams: 1000, parents: 100, rounds: 3 },
    busy: { clients: 100, seconds: 20 },
    reminders: { reminders: 10_000, instances: 2 },
    notifyBookings: 50,
    registration: { families: 10_000, places: 500, programs: 10, instances: 2 },
  };
  for (const arg of argv) {
    const [key, value = ''] = arg.split('=', 2);
    if (key === '--only') {
      const picked = value.split(',').filter(Boolean);
      const unknown = picked.filter((b) => !isBench(b));
      if (unknown.length || !picked.length)
        throw new Error(`--only takes ${BENCHES.join(', ')} (comma-separated), not "${value}"`);
      options.benches = BENCHES.filter((b) => picked.includes(b));
    } else if (key === '--sizes') {
      const sizes = value.split(',').filter(Boolean).map(parseSize);
      if (!sizes.length)
        throw new Error('--sizes takes catalogue sizes in sessions, e.g. --sizes=10000,100000');
      options.sizes = sizes;
    } else if (key === '--explain') {
      options.explain = true;
    } else if (key === '--lighthouse-floor') {
      options.lighthouseFloor = true;
    } else if (key === '--lighthouse-runs') {
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1 || runs > 9)
        throw new Error(`--lighthouse-runs takes a whole number from 1 to 9, not "${value}"`);
      options.lighthouseRuns = runs;
    } else if (key === '--lighthouse-slowdown') {
      const slowdown = value === 'auto' ? value : Number(value);
      if (
        slowdown !== 'auto' &&
        (!Number.isInteger(slowdown) || slowdown < LIGHTHOUSE_SLOWDOWN || slowdown > MAX_SLOWDOWN)
      )
        throw new Error(
          `--lighthouse-slowdown takes auto or a whole number from ${LIGHTHOUSE_SLOWDOWN} to ${MAX_SLOWDOWN}, not "${value}"`,
        );
      options.lighthouseSlowdown = slowdown;
    } else if (key === '--booking-parents' || key === '--booking-capacity') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 5000)
        throw new Error(`${key} takes a whole number from 1 to 5000, not "${value}"`);
      if (key === '--booking-parents') options.booking.parents = n;
      else options.booking.capacity = n;
    } else if (key === '--booking-rounds') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 20)
        throw new Error(`--booking-rounds takes a whole number from 1 to 20, not "${value}"`);
      options.booking.rounds = n;
    } else if (key === '--booking-instances') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 4)
        throw new Error(`--booking-instances takes a whole number from 1 to 4, not "${value}"`);
      options.booking.instances = n;
    } else if (key === '--realtime-streams' || key === '--realtime-parents') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 2 || n > 10_000 || (key === '--realtime-parents' && n % 2))
        throw new Error(
          `${key} takes a whole number from 2 to 10000${key === '--realtime-parents' ? ' (even)' : ''}, not "${value}"`,
        );
      if (key === '--realtime-streams') options.realtime.streams = n;
      else options.realtime.parents = n;
    } else if (key === '--realtime-rounds') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 20)
        throw new Error(`--realtime-rounds takes a whole number from 1 to 20, not "${value}"`);
      options.realtime.rounds = n;
    } else if (key === '--busy-clients' || key === '--busy-seconds') {
      const n = Number(value);
      const max = key === '--busy-clients' ? 1000 : 30;
      if (!Number.isInteger(n) || n < 1 || n > max)
        throw new Error(`${key} takes a whole number from 1 to ${max}, not "${value}"`);
      if (key === '--busy-clients') options.busy.clients = n;
      else options.busy.seconds = n;
    } else if (
      key === '--reminders' ||
      key === '--reminder-instances' ||
      key === '--notify-bookings'
    ) {
      const n = Number(value);
      const ranges: Record<typeof key, [number, number]> = {
        '--reminders': [1, 100_000],
        '--reminder-instances': [1, 4],
        '--notify-bookings': [5, 50],
      };
      const [min, max] = ranges[key];
      if (!Number.isInteger(n) || n < min || n > max)
        throw new Error(`${key} takes a whole number from ${min} to ${max}, not "${value}"`);
      if (key === '--reminders') options.reminders.reminders = n;
      else if (key === '--reminder-instances') options.reminders.instances = n;
      else options.notifyBookings = n;
    } else if (key?.startsWith('--registration-') && key.slice(15) in options.registration) {
      const n = Number(value);
      const field = key.slice(15) as keyof BenchOptions['registration'];
      const max = { families: 50_000, places: 10_000, programs: 100, instances: 4 }[field];
      if (!Number.isInteger(n) || n < 1 || n > max)
        throw new Error(`${key} takes a whole number from 1 to ${max}, not "${value}"`);
      options.registration[field] = n;
    } else {
      throw new Error(
        `Unknown option ${arg}. Options: --only=…, --sizes=…, --explain, --lighthouse-runs=…, ` +
          '--booking-parents=…, --booking-capacity=…, --booking-rounds=…, --booking-instances=…, ' +
          '--realtime-streams=…, --realtime-parents=…, --realtime-rounds=…, --busy-clients=…, ' +
          '--busy-seconds=…, ' +
          '--reminders=…, --reminder-instances=…, --notify-bookings=…, --registration-families=…, ' +
          '--registration-places=…, --registration-programs=…, --registration-instances=…',
      );
    }
  }
  const { streams, parents } = options.realtime;
  // More would have the server end each parent's oldest streams, and their deliveries go missing.
  if (Math.ceil(streams / parents) > MAX_STREAMS_PER_PARENT)
    throw new Error(
      `--realtime-streams=${streams} over --realtime-parents=${parents} gives a parent more than the ${MAX_STREAMS_PER_PARENT} streams the server keeps open for one`,
    );
  return options;
}

function parseSize(text: string): number {
  const match = /^(\d+)(k?)$/i.exec(text.trim());
  const size = match ? Number(match[1]) * (match[2] ? 1000 : 1) : NaN;
  if (!Number.isInteger(size) || size < 100 || size > 2_000_000)
    throw new Error(
      `A catalogue size is a whole number of sessions from 100 to 2 000 000, not "${text}"`,
    );
  return size;
}
