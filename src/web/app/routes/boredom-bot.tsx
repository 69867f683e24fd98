import { FinderScreen } from '../../features/finder/components/finder-screen';

/** /boredom-bot (?prompt=…): the finder that starts from the text. */
export function Component() {
  return <FinderScreen variant="boredom-bot" />;
}
