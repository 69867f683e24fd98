import { useParams } from 'react-router';
import { SharedListScreen } from '../../features/shared-list/components/shared-list-screen';
import { NotFound } from './not-found';

export function Component() {
  const { token = '' } = useParams();
  return <SharedListScreen token={token} notFound={<NotFound />} />;
}
