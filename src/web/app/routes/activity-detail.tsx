import { useParams } from 'react-router';
import { useMe } from '../../api/me/get-me';
import { ActivityDetail } from '../../features/activity-detail/components/activity-detail';

/** Public: a visitor reads the activity and is asked to sign in to book. */
export function Component() {
  const { id = '' } = useParams();
  const me = useMe();
  const viewer = me.isPending ? 'pending' : me.data?.user ? 'signed-in' : 'signed-out';
  return <ActivityDetail key={id} id={id} viewer={viewer} />;
}
