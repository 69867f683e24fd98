import {
  createContext,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '../../lib/cn';

/** Which tab is shown, the ids that tie each tab to its panel, and how a tab is chosen. */
type TabsState = {
  value: string;
  id: (part: 'tab' | 'panel', value: string) => string;
  choose: (value: string) => void;
};

const TabsStateContext = createContext<TabsState | null>(null);

function useTabsState(): TabsState {
  const state = use(TabsStateContext);
  if (!state) throw new Error('A tab or a tab panel is used outside <Tabs>');
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * Tabs as WAI-ARIA describes them (role tab / tablist / tabpanel): the chosen tab is the list's
 * one stop for Tab, the arrow keys, Home and End move between tabs, and a tab that takes the
 * focus is chosen (decision 071). Nothing here sets state while a page hydrates: Radix's tabs
 * did, each tab asking its roving focus group whether the page was hydrated, and React rendered
 * them again synchronously when the page was taken over (a long task on a slow phone).
 * Chosen from outside (`value`), or by the tabs themselves from `defaultValue`.
 */
export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [chosen, setChosen] = useState(defaultValue ?? '');
  const base = useId();
  const current = value ?? chosen;
  // A press both focuses and clicks a tab, before this renders again: it is chosen once.
  const asked = useRef(current);
  useLayoutEffect(() => {
    asked.current = current;
  });
  const choose = (next: string) => {
    if (next === asked.current) return;
    asked.current = next;
    setChosen(next);
    onValueChange?.(next);
  };
  return (
    <TabsStateContext
      value={{ value: current, id: (part, tab) => `${base}-${part}-${tab}`, choose }}
    >
      <div data-orientation="horizontal" {...props} />
    </TabsStateContext>
  );
}

/** Where the arrow keys, Home and End go from the tab at `at` of `count`; undefined: not ours. */
function nextTab(key: string, at: number, count: number): number | undefined {
  if (at < 0) return undefined;
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-stone-100 p-1', className)}
      {...props}
    />
  );
}

/** The arrow keys, Home and End move the focus to another tab of the list, which chooses it. */
function moveAmongTabs(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const list = event.currentTarget.closest('[role="tablist"]');
  const tabs = [
    ...(list?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? []),
  ];
  const next = nextTab(event.key, tabs.indexOf(event.currentTarget), tabs.length);
  if (next === undefined) return;
  event.preventDefault();
  tabs[next]?.focus();
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({
  className,
  value,
  onClick,
  onFocus,
  onKeyDown,
  ...props
}: TabsTriggerProps) {
  const tabs = useTabsState();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id('tab', value)}
      aria-controls={tabs.id('panel', value)}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-[15px] font-semibold text-muted transition-colors',
        'hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.choose(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.choose(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveAmongTabs(event);
      }}
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
