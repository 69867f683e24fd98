import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ChatsTab } from './chats-tab';
import { ConnectionsTab } from './connections-tab';

type Tab = 'chats' | 'connections';

/**
 * /messages: tabs Chats and Connections (spec part 2 'Messages'). The tab and the open chat are in
 * the address (?tab=connections, ?chat=<id>), so Back closes a chat on a phone.
 */
export function MessagesScreen() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'connections' ? 'connections' : 'chats';
  const chatId = params.get('chat');

  const showTab = (next: Tab) => setParams(next === 'chats' ? {} : { tab: next });
  const openChat = (id: string) => setParams({ chat: id });
  const closeChat = () => setParams({});

  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Messages</h1>
      <p className="mt-1 mb-6 text-muted">Talk with other parents you are connected with.</p>
      <Tabs value={tab} onValueChange={(value) => showTab(value as Tab)}>
        <TabsList className="max-w-md">
          <TabsTrigger value="chats">Chats</TabsTrigger>
          <TabsTrigger value="connections">Connections</TabsTrigger>
        </TabsList>
        <TabsContent value="chats">
          <ChatsTab
            chatId={chatId}
            onOpenChat={openChat}
            onCloseChat={closeChat}
            onFindConnections={() => showTab('connections')}
          />
        </TabsContent>
        <TabsContent value="connections">
          <ConnectionsTab onOpenChat={openChat} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
