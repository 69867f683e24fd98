import { forwardGeocode, geocoderFor as geocoder, reverseGeocode } from '../../lib/geocoder';
import { createRouter } from '../../lib/router';
import { geocodeSearchRoute, reverseGeocodeRoute } from './geocode.contract';

export const geocodeRoutes = createRouter()
  .openapi(reverseGeocodeRoute, async (c) => {
    const { lat, lng } = c.req.valid('query');
    const region = await reverseGeocode(geocoder(c.var.deps), lat, lng);
    return c.json({ region }, 200);
  })
  .openapi(geocodeSearchRoute, async (c) =>
    c.json(await forwardGeocode(geocoder(c.var.deps), c.req.valid('query').q), 200),
  );
