import { Spinner } from '../../components/ui/spinner';
import { useMe } from '../../features/accounts/api/get-me';
import { WelcomeBack, WelcomePanel } from '../../features/home/components/home-panels';

export function Component() {
  const me = useMe();
  if (me.isPending) return <Spinner label="Loading" className="py-24" />;
  const user = me.data?.user;
  return user ? <WelcomeBack email={user.email} /> : <WelcomePanel />;
}
