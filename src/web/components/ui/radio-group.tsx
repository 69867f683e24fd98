import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';

/**
 * Radix's radio group: one choice of several, Tab reaches the chosen one and the arrow keys move
 * and choose; each item is a button with role radio, data-state="checked" when chosen.
 */
export const RadioGroup = RadioGroupPrimitive.Root;
export const RadioGroupItem = RadioGroupPrimitive.Item;
export const RadioGroupIndicator = RadioGroupPrimitive.Indicator;
