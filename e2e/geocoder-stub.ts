import { createServer } from 'node:http';
import {
  STUB_ADDRESS_FAILS,
  STUB_ADDRESS_NOT_FOUND,
  STUB_PLACE,
  STUB_REGION,
} from './geocoder-stub-data';

/**
 * A stand-in for Nominatim, so the journeys never call the real service:
 * - reverse geocoding (GET /reverse?format=json&lat&lon&zoom): latitude 0 answers 503, for the
 *   failure path; anything else is Springfield, Illinois.
 * - search (GET /search?format=json&limit=1&addressdetails=1&q): text containing 'nowhere'
 *   finds nothing, text containing 'fail' answers 503; anything else is the CN Tower, Toronto.
 * Started by playwright.config.ts on E2E_PORT + 50; the app reaches it through GEOCODER_URL.
 * What it answers is in geocoder-stub-data.ts.
 */

const port = Number(process.env.GEOCODER_STUB_PORT ?? 3260);

type Send = (status: number, body: unknown) => void;

function reverse(params: URLSearchParams, send: Send) {
  const lat = Number(params.get('lat'));
  const lon = Number(params.get('lon'));
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) {
    return send(400, { error: { code: 400, message: 'Parameter lat/lon missing' } });
  }
  if (lat === 0) return send(503, { error: 'Service temporarily unavailable' });
  return send(200, {
    place_id: 1,
    licence: 'Test data',
    lat: String(lat),
    lon: String(lon),
    display_name: `${STUB_REGION.city}, Sangamon County, ${STUB_REGION.state}, United States`,
    address: {
      city: STUB_REGION.city,
      county: 'Sangamon County',
      state: STUB_REGION.state,
      country: 'United States',
      country_code: 'us',
    },
  });
}

function search(params: URLSearchParams, send: Send) {
  const q = params.get('q')?.toLowerCase();
  if (!q) return send(400, { error: { code: 400, message: 'Nothing to search for' } });
  if (q.includes(STUB_ADDRESS_NOT_FOUND)) return send(200, []);
  if (q.includes(STUB_ADDRESS_FAILS))
    return send(503, { error: 'Service temporarily unavailable' });
  return send(200, [
    {
      place_id: 2,
      licence: 'Test data',
      lat: String(STUB_PLACE.lat),
      lon: String(STUB_PLACE.lng),
      name: 'CN Tower',
      display_name: 'CN Tower, 290, Bremner Boulevard, Toronto, Ontario, M5V 3L9, Canada',
      address: {
        tourism: 'CN Tower',
        house_number: '290',
        road: 'Bremner Boulevard',
        city: 'Toronto',
        state: 'Ontario',
        postcode: 'M5V 3L9',
        country: 'Canada',
        country_code: 'ca',
      },
    },
  ]);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const send: Send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return send(200, { ok: true });
  if (url.pathname === '/reverse') return reverse(url.searchParams, send);
  if (url.pathname === '/search') return search(url.searchParams, send);
  return send(404, { error: 'Not found' });
});

server.listen(port, () => console.log(`geocoder stub on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
