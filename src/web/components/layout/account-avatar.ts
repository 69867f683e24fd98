/** What the account menu shows; shared by the light trigger and the lazily loaded menu. */
export type AccountMenuProps = {
  email: string;
  letter: string;
  onLogOut: () => void;
};

export const AVATAR_TRIGGER_CLASSES =
  'flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full bg-accent-soft text-lg font-bold ' +
  'text-amber-900 shadow-sm ring-2 ring-white hover:bg-amber-200 data-[state=open]:ring-primary';
