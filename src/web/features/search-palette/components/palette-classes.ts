/** The palette's look for cmdk's groups and items (cmdk renders its own elements). */

export const groupClasses =
  'px-1 pb-2 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1.5 ' +
  '[&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-bold [&_[cmdk-group-heading]]:tracking-wide ' +
  '[&_[cmdk-group-heading]]:text-muted [&_[cmdk-group-heading]]:uppercase';

export const itemClasses =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-[15px] text-ink ' +
  'data-[selected=true]:bg-primary-tint data-[selected=true]:text-primary-hover';

/** The no-match group: its heading is a sentence to read ('Try BoredomBot for …'), not a label. */
export const hintGroupClasses =
  'px-1 pb-2 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-4 [&_[cmdk-group-heading]]:pb-2 ' +
  '[&_[cmdk-group-heading]]:text-[15px] [&_[cmdk-group-heading]]:text-muted';
