import { createServer } from 'node:http';

/**
 * A stand-in for Nominatim's reverse geocoding (GET /reverse?format=json&lat&lon&zoom), so the
 * journeys never call the real service. Latitude 0 answers 503, for the failure path.
 * Started by playwright.config.ts on E2E_PORT + 50; the app reaches it through GEOCODER_URL.
 */

const STUB_REGION = { city: 'Springfield', state: 'Illinois' };

const port = Number(process.env.GEOCODER_STUB_PORT ?? 3260);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return send(200, { ok: true });
  if (url.pathname !== '/reverse') return send(404, { error: 'Not found' });

  const lat = Number(url.searchParams.get('lat'));
  const lon = Number(url.searchParams.get('lon'));
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
});

server.listen(port, () => console.log(`geocoder stub on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
