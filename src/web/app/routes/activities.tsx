import { DiscoverScreen } from '../../features/discover/components/discover-screen';

/** /activities: Discover, for visitors and signed-in parents alike. */
export function Component() {
  return <DiscoverScreen />;
}
