import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { savedCards, useWallet } from '../../../api/wallet/get-wallet';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { readWalletFromBooking } from '../../../lib/wallet-from-booking';
import { BookingReturn } from './booking-return';
import { BalanceCard } from './balance-card';
import { GiftCardDialog } from './gift-card-dialog';
import { OverviewTab } from './overview-tab';
import { PaymentMethodsTab } from './payment-methods-tab';
import { TopUpDialog } from './top-up-dialog';
import { TransactionsTab } from './transactions-tab';
import { QueryError } from '../../../components/ui/query-error';
import { WalletSkeleton } from './wallet-states';

type Tab = 'overview' | 'methods' | 'transactions';
type OpenDialog = 'gift-card' | 'top-up' | null;

/** /wallet, 'My Wallet': balance, ways to add money, and three tabs. */
export function WalletScreen() {
  const wallet = useWallet();
  // 'Add a card' on the booking summary opens the form at once.
  const addCardFirst = readWalletFromBooking(useLocation().state)?.open === 'add-card';
  // The spec keeps the tab choice and the add-card form's visibility as local toggles.
  const [tab, setTab] = useState<Tab>(addCardFirst ? 'methods' : 'overview');
  const [addingCard, setAddingCard] = useState(addCardFirst);
  const tabsRef = useRef<HTMLDivElement>(null);
  const loaded = wallet.data !== undefined;
  // On a phone the form opens below the fold, its focused field under the bottom bar: bring
  // the tabs and the form into view once they are there.
  useEffect(() => {
    if (addCardFirst && loaded) tabsRef.current?.scrollIntoView({ block: 'start' });
  }, [addCardFirst, loaded]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The button that opened the dialog: the focus goes back to it on closing.
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = (which: Exclude<OpenDialog, null>) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(which);
  };

  const cards = savedCards(wallet.data);
  const closeDialog = (open: boolean) => !open && setDialog(null);

  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">My Wallet</h1>
      <p className="mt-1 mb-6 text-muted">Your balance, saved cards, gift cards and history.</p>
      <BookingReturn />
      {wallet.isPending ? (
        <WalletSkeleton />
      ) : wallet.isError ? (
        <QueryError query={wallet} title="We couldn't load your wallet" />
      ) : (
        <>
          <BalanceCard
            balanceCents={wallet.data.balanceCents}
            onAddGiftCard={() => openDialog('gift-card')}
            onTopUp={() => openDialog('top-up')}
          />
          <Tabs
            ref={tabsRef}
            value={tab}
            onValueChange={(value) => setTab(value as Tab)}
            className="mt-6"
          >
            <TabsList>
              <TabsTrigger value="overview">Overview</TabsTrigger>
              {/* "Payment Methods" does not fit a phone's third of the width. */}
              <TabsTrigger value="methods" aria-label="Payment Methods">
                <span className="sm:hidden">Methods</span>
                <span className="hidden sm:inline">Payment Methods</span>
              </TabsTrigger>
              <TabsTrigger value="transactions">Transactions</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab wallet={wallet.data} onViewTransactions={() => setTab('transactions')} />
            </TabsContent>
            <TabsContent value="methods">
              <PaymentMethodsTab
                methods={wallet.data.paymentMethods}
                adding={addingCard}
                onAddingChange={setAddingCard}
              />
            </TabsContent>
            <TabsContent value="transactions">
              <h2 className="sr-only">Transactions</h2>
              <TransactionsTab />
            </TabsContent>
          </Tabs>
        </>
      )}
      <GiftCardDialog open={dialog === 'gift-card'} onOpenChange={closeDialog} opener={opener} />
      <TopUpDialog
        open={dialog === 'top-up'}
        onOpenChange={closeDialog}
        opener={opener}
        cards={cards}
        onAddCard={() => {
          setTab('methods');
          setAddingCard(true);
        }}
      />
    </div>
  );
}
