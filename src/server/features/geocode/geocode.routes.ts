import type { AppDeps } from '../../app-env';
import { forwardGeocode, reverseGeocode, type GeocoderOptions } from '../../lib/geocoder';
import { createRouter } from '../../lib/router';
import { geocodeSearchRoute, reverseGeocodeRoute } from './geocode.contract';

const geocoder = ({ env, logger }: AppDeps): GeocoderOptions => ({
  baseUrl: env.GEOCODER_URL,
  appUrl: env.appUrl,
  logger,
});

export const geocodeRoutes = createRouter()
  .openapi(reverseGeocodeRoute, async (c) => {
    const { lat, lng } = c.req.valid('query');
    const region = await reverseGeocode(geocoder(c.var.deps), lat, lng);
    return c.json({ region }, 200);
  })
  .openapi(geocodeSearchRoute, async (c) =>
    c.json(await forwardGeocode(geocoder(c.var.deps), c.req.valid('query').q), 200),
  );
