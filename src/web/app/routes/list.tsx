import { useParams } from 'react-router';
import { ListScreen } from '../../features/collections/components/list-screen';
import { SignedInOnly } from '../signed-in-only';
import { NotFound } from './not-found';

/** /lists/{id}: one of the parent's lists. */
export function Component() {
  const { id = '' } = useParams();
  return <SignedInOnly>{() => <ListScreen id={id} notFound={<NotFound />} />}</SignedInOnly>;
}
