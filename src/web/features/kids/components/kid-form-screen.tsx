import { KidForm } from './kid-form';
import { WithKid } from './with-kid';

/** /profiles/new and /profiles/edit/:id, where the id 'new' also means create. */
export function KidFormScreen({ id }: { id?: string }) {
  if (!id || id === 'new') return <KidForm />;
  // Keyed: the form's fields start from this kid's saved values.
  return <WithKid id={id}>{(kid) => <KidForm key={kid.id} kid={kid} />}</WithKid>;
}
