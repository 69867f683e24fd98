import type { AreaAccess, OwnerPaths, RouteInput, RouteKey } from './area-access';

export { pathValuesFor, type AreaAccess, type OwnerPaths, type RouteKey } from './area-access';

/** Every area's declarations: each `tests/access/areas/<area>.ts` exports `access`. */
const modules = import.meta.glob<{ access: AreaAccess }>('./areas/*.ts', {
  eager: true,
});

export const areas: Record<string, AreaAccess> = Object.fromEntries(
  Object.entries(modules).map(([file, mod]) => [
    file.replace(/^\.\/areas\/|\.ts$/g, ''),
    mod.access,
  ]),
);

const merged = <T>(pick: (area: AreaAccess) => Partial<Record<RouteKey, T>> | undefined) =>
  Object.assign({}, ...Object.values(areas).map((a) => pick(a) ?? {})) as Partial<
    Record<RouteKey, T>
  >;

export const publicRoutes = merged((a) => a.publicRoutes);
export const notFuzzed = merged((a) => a.notFuzzed);
export const intruderInput = merged<(owner: OwnerPaths) => RouteInput>((a) => a.intruderInput);
export const endsSession = new Set<string>(
  Object.values(areas).flatMap((a) => a.endsSession ?? []),
);
export const publicValueTemplates = new Set<string>(
  Object.values(areas).flatMap((a) => a.publicValues ?? []),
);
