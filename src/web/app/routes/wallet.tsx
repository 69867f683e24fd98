import { WalletScreen } from '../../features/wallet/components/wallet-screen';
import { SignedInOnly } from '../signed-in-only';

export function Component() {
  return <SignedInOnly>{() => <WalletScreen />}</SignedInOnly>;
}
