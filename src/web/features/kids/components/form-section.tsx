import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '../../../components/ui/collapsible';

/** A collapsible part of the kid form: a button (aria-expanded) that shows or hides its fields. */
export function FormSection({
  title,
  icon: Icon,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  icon: LucideIcon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Collapsible
      open={open}
      onOpenChange={onOpenChange}
      className="rounded-2xl border border-line bg-white shadow-xs"
    >
      <h2>
        <CollapsibleTrigger className="group flex min-h-14 w-full items-center gap-3 rounded-2xl px-4 text-left text-base font-bold hover:bg-stone-50">
          <span className="flex size-9 items-center justify-center rounded-xl bg-primary-tint text-primary">
            <Icon aria-hidden className="size-5" />
          </span>
          <span className="flex-1">{title}</span>
          <ChevronDown
            aria-hidden
            className="size-5 text-muted transition-transform group-data-[state=open]:rotate-180"
          />
        </CollapsibleTrigger>
      </h2>
      <CollapsibleContent className="space-y-4 border-t border-line px-4 pt-4 pb-5">
        {children}
      </CollapsibleContent>
    </Collapsible>
  );
}
