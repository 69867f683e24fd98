import { ExternalLink } from 'lucide-react';
import type { ProviderPage } from '../../../../shared/schemas/provider';
import { isProviderSlug, websiteLabel } from '../../../../shared/provider-rules';
import { useProvider } from '../../../api/providers/get-provider';
import { useDocumentTitle } from '../../../components/layout/document-title';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { ProviderActivities } from './provider-activities';
import { ProviderAbout } from './provider-about';
import { ProviderNotFound, ProviderSkeleton } from './provider-states';

/**
 * /providers/{slug}: who runs the activities, where, and what they have coming up, soonest
 * first. 'Provider not found' for a slug that names none, or a load error with a retry.
 */
export function ProviderScreen({ slug }: { slug: string }) {
  const known = isProviderSlug(slug);
  const page = useProvider(slug);
  const notFound = !known || (isApiError(page.error) && page.error.status === 404);

  // Until it loads, or when there is none, the layout's 'Provider' stays.
  useDocumentTitle(page.data?.provider.name ?? null);

  if (notFound) return <ProviderNotFound />;
  if (page.isPending) return <ProviderSkeleton />;
  if (page.isError) {
    return <QueryError query={page} heading="h1" title="We couldn't load this provider" />;
  }
  return <ProviderView page={page.data} updatedAt={page.dataUpdatedAt} />;
}

function ProviderView({ page, updatedAt }: { page: ProviderPage; updatedAt: number }) {
  const { provider } = page;
  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
        {provider.name}
      </h1>
      {provider.website && (
        <a
          href={provider.website}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-hover underline decoration-primary/40 underline-offset-4 hover:decoration-current"
        >
          {websiteLabel(provider.website)}{' '}
          <span className="sr-only">(website, opens in a new tab)</span>
          <ExternalLink aria-hidden className="size-4 shrink-0" />
        </a>
      )}
      <div className="mt-5 flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-x-8">
        <ProviderAbout
          className="lg:col-start-2 lg:row-start-1"
          description={provider.description}
          places={page.places}
        />
        <ProviderActivities
          className="lg:col-start-1 lg:row-start-1"
          page={page}
          updatedAt={updatedAt}
        />
      </div>
    </div>
  );
}
