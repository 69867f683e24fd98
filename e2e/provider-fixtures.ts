import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { CatalogueImportInput } from '../src/shared/schemas/catalogue-import';
import type { ProviderPage } from '../src/shared/schemas/provider';
import { adminPost } from './admin-api';
import { expect } from './fixtures';

type ImportedActivity = NonNullable<CatalogueImportInput['activities']>[number];

/**
 * A provider of its own, imported through the admin API as the catalogue tool would: about,
 * website, two places, three activities in the coming days and one last week. Names are unique,
 * so a test finds them on any screen. Answers the provider's page as the API gives it.
 */
export async function importProvider(request: APIRequestContext) {
  const tag = randomUUID().slice(0, 6);
  const slug = `e2e-harbour-kites-${tag}`;
  const name = `Harbour Kites ${tag.toUpperCase()}`;
  const park = { name: 'Harbour Park', address: '1 Harbour St', lat: 43.64, lng: -79.38 };
  const hall = { name: 'Pier Hall', address: '8 Pier Rd', lat: 43.63, lng: -79.39 };
  const session = (title: string, inDays: number, location = park): ImportedActivity => ({
    provider: slug,
    ref: `e2e-${randomUUID()}`,
    title: `${title} ${tag.toUpperCase()}`,
    type: 'Nature',
    location,
    priceCents: 1800,
    date: format(addDays(new Date(), inDays), 'yyyy-MM-dd'),
    startTime: '10:00',
    endTime: '11:30',
    ageMin: 5,
    ageMax: 11,
    capacity: 12,
  });
  await adminPost('/admin/catalogue/import', {
    providers: [
      {
        slug,
        name,
        description: 'Kites, wind and the science of flight for ages 5 to 11.',
        website: `https://${slug}.example`,
      },
    ],
    activities: [
      session('Kite Building', 4),
      session('Stunt Kites', 2, hall),
      session('Wind Science', 9),
      session('Last Week Kites', -7),
    ],
  } satisfies CatalogueImportInput);
  const response = await request.get(`/api/providers/${slug}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ProviderPage;
}
