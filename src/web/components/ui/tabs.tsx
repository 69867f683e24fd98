import { Tabs as TabsPrimitive } from 'radix-ui';
import {
  createContext,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { cn } from '../../lib/cn';

/** Which tab is shown, and the ids that tie each tab to its panel. */
type TabsState = { value: string; id: (part: 'tab' | 'panel', value: string) => string };

const TabsStateContext = createContext<TabsState | null>(null);

function useTabsState(): TabsState {
  const state = use(TabsStateContext);
  if (!state) throw new Error('A tab or a tab panel is used outside <Tabs>');
  return state;
}

/**
 * Real tabs (role tab / tabpanel, arrow keys) from Radix, in the app's look. The panels are our
 * own (`TabsContent`): Radix's panel wraps each one in its presence tracking, which reads the
 * panel's computed style and sets state while React commits, so hydrating a page with tabs
 * rendered every panel again synchronously inside that commit (a long task on a slow phone).
 * Our panels have nothing to animate, so they only need the tab's ids and whether it is shown.
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const [chosen, setChosen] = useState(defaultValue ?? '');
  const base = useId();
  const current = value ?? chosen;
  // Radix asks for a tab on the press and again as it takes the focus, before this renders again.
  const asked = useRef(current);
  useLayoutEffect(() => {
    asked.current = current;
  });
  return (
    <TabsStateContext value={{ value: current, id: (part, tab) => `${base}-${part}-${tab}` }}>
      <TabsPrimitive.Root
        // Controlled, so that a tab and its panel change in the same render.
        value={current}
        onValueChange={(next) => {
          if (next === asked.current) return;
          asked.current = next;
          setChosen(next);
          onValueChange?.(next);
        }}
        {...props}
      />
    </TabsStateContext>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-stone-100 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { id } = useTabsState();
  return (
    <TabsPrimitive.Trigger
      value={value}
      id={id('tab', value)}
      aria-controls={id('panel', value)}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-[15px] font-semibold text-muted transition-colors',
        'hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<'div'> & { value: string };

/** A tab's panel: in the page while its tab is chosen, an empty hidden panel otherwise. */
export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const tabs = useTabsState();
  const shown = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.id('panel', value)}
      aria-labelledby={tabs.id('tab', value)}
      hidden={!shown}
      tabIndex={0}
      data-state={shown ? 'active' : 'inactive'}
      className={cn('mt-5', className)}
      {...props}
    >
      {shown && children}
    </div>
  );
}
