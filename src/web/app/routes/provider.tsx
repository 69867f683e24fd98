import { useParams } from 'react-router';
import { ProviderScreen } from '../../features/provider/components/provider-screen';

/** Public: a provider's page, for visitors and parents alike. */
export function Component() {
  const { slug = '' } = useParams();
  return <ProviderScreen key={slug} slug={slug} />;
}
