import { Spinner } from '../../components/ui/spinner';
import { useMe } from '../../features/accounts/api/get-me';
import { WelcomeBack, WelcomePanel } from '../../features/home/components/home-panels';
import { ProfilePrompt } from '../../features/home/components/profile-prompt';

export function Component() {
  const me = useMe();
  if (me.isPending) return <Spinner label="Loading" className="py-24" />;
  const user = me.data?.user;
  if (!user) return <WelcomePanel />;
  return (
    <>
      <WelcomeBack email={user.email} />
      <ProfilePrompt userId={user.id} onboardingComplete={me.data?.onboardingComplete ?? true} />
    </>
  );
}
