import { useKid } from '../../../api/kids/get-kid';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { KidForm } from './kid-form';
import { LoadError } from '../../../components/ui/load-error';
import { ProfileNotFound } from './status-panels';

/** /profiles/new and /profiles/edit/:id, where the id 'new' also means create. */
export function KidFormScreen({ id }: { id?: string }) {
  if (!id || id === 'new') return <KidForm />;
  return <EditKid id={id} />;
}

function EditKid({ id }: { id: string }) {
  const kid = useKid(id);
  if (kid.isPending) return <LoadingPanel label="Loading profile" className="py-24" />;
  if (kid.isError) {
    if (isApiError(kid.error, 'not_found')) return <ProfileNotFound />;
    return (
      <LoadError
        heading="h1"
        title="We couldn't load this profile"
        message={errorMessage(kid.error)}
        onRetry={() => void kid.refetch()}
        retrying={kid.isFetching}
      />
    );
  }
  // Keyed: the form's fields start from this kid's saved values.
  return <KidForm key={kid.data.id} kid={kid.data} />;
}
