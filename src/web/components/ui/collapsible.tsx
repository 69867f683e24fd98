import { Collapsible as CollapsiblePrimitive } from 'radix-ui';

/**
 * Radix's collapsible: the trigger is a button that says whether its part is shown
 * (aria-expanded, aria-controls); data-state="open" styles both.
 */
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
