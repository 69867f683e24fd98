import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSignOut } from '../../api/account/sign-out';
import { kidsQueryOptions } from '../../api/kids/get-kids';
import { useMe } from '../../api/me/get-me';
import { useConversations } from '../../api/network/get-conversations';
import { useLiveNetwork } from '../../api/network/live-events';
import { useUnreadNotifications } from '../../api/notifications/get-unread-count';
import {
  AccountMenu,
  AccountPlaceholder,
  SignInButton,
} from '../../components/layout/account-menu';
import { avatarLetter } from '../../components/layout/avatar-letter';
import { BottomNav } from '../../components/layout/bottom-nav';
import { useTabTitle } from '../../components/layout/document-title';
import { Header } from '../../components/layout/header';
import { pageTitle } from '../../components/layout/page-title';
import { SearchPaletteHost } from '../../features/search-palette/components/search-palette-host';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { authPathFor } from '../../lib/safe-redirect';

/** Header, navigation and page area for every screen but auth and onboarding. */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const signOut = useSignOut();
  useTabTitle(pageTitle(location.pathname));

  const user = me.data?.user;
  // The avatar letter follows the first kid profile by name (the API's order).
  const kids = useQuery({ ...kidsQueryOptions(), enabled: !!user });
  const kidNames = kids.data?.items.map((kid) => kid.name) ?? [];
  // Messages from other parents arrive live on every screen; the Messages tab and the header's
  // Messages link show how many are unread.
  useLiveNetwork(!!user);
  const unread = useConversations({ enabled: !!user }).data?.unreadTotal ?? 0;
  // The bell's count, kept live by the same stream.
  const notifications = useUnreadNotifications({ enabled: !!user }).data?.unread ?? 0;
  const logOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => navigate('/auth'),
      onError: (error) => notify.error('Log out failed', errorMessage(error)),
    });

  const account = me.isPending ? (
    <AccountPlaceholder />
  ) : user ? (
    <AccountMenu
      email={user.email}
      letter={avatarLetter({ kidNames, email: user.email })}
      onLogOut={logOut}
    />
  ) : (
    <SignInButton to={authPathFor(location.pathname + location.search)} />
  );

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only rounded-xl bg-white px-4 py-3 font-semibold text-primary shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <Header
        account={account}
        unread={user ? unread : null}
        notifications={user ? notifications : null}
      />
      <div className="mx-auto max-w-6xl lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:px-6 lg:pt-6">
        <BottomNav badges={{ '/messages': unread }} />
        <main
          id="main"
          tabIndex={-1}
          className="px-4 pt-5 pb-[calc(6rem+env(safe-area-inset-bottom))] focus:outline-none sm:px-8 sm:pt-8 lg:px-0 lg:pt-0 lg:pb-12"
        >
          <div className="mx-auto max-w-3xl lg:mx-0 lg:max-w-4xl">
            <Outlet />
          </div>
        </main>
      </div>
      <SearchPaletteHost />
    </div>
  );
}
