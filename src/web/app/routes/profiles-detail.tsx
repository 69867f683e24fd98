import { useParams } from 'react-router';
import { KidDetail } from '../../features/kids/components/kid-detail';
import { SignedInOnly } from '../signed-in-only';

export function Component() {
  const { id = '' } = useParams();
  return <SignedInOnly>{() => <KidDetail key={id} id={id} />}</SignedInOnly>;
}
