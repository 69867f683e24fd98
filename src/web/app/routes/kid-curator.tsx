import { FinderScreen } from '../../features/finder/components/finder-screen';

/** /kid-curator: the finder that starts from the kids. */
export function Component() {
  return <FinderScreen variant="kid-curator" />;
}
