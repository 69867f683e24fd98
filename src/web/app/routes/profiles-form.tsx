import { useParams } from 'react-router';
import { KidFormScreen } from '../../features/kids/components/kid-form-screen';
import { SignedInOnly } from '../signed-in-only';

/** /profiles/new and /profiles/edit/:id ('new' as the id creates). */
export function Component() {
  const { id } = useParams();
  return <SignedInOnly>{() => <KidFormScreen key={id ?? 'new'} id={id} />}</SignedInOnly>;
}
