import { createRouter } from '../../lib/router';
import { deleteAvatar, readAvatar, uploadAvatar } from './avatar.service';
import {
  deleteAvatarRoute,
  deleteLocationRoute,
  getAvatarRoute,
  getProfileRoute,
  patchProfileRoute,
  putAvatarRoute,
  putLocationRoute,
} from './profile.contract';
import { getProfile, patchProfile, setLocation } from './profile.service';

export const profileRoutes = createRouter()
  .openapi(getProfileRoute, async (c) =>
    c.json(await getProfile(c.var.deps.db, c.var.user.id), 200),
  )
  .openapi(patchProfileRoute, async (c) =>
    c.json(await patchProfile(c.var.deps, c.var.user.id, c.req.valid('json')), 200),
  )
  .openapi(putAvatarRoute, async (c) =>
    c.json(await uploadAvatar(c.var.deps, c.var.user.id, c.req.valid('form').file), 200),
  )
  .openapi(deleteAvatarRoute, async (c) =>
    c.json(await deleteAvatar(c.var.deps, c.var.user.id), 200),
  )
  .openapi(getAvatarRoute, async (c) => {
    const { bytes, type, etag } = await readAvatar(c.var.deps, c.var.user.id);
    c.header('Cache-Control', 'private, no-cache');
    c.header('ETag', etag);
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', type);
    return c.body(new Uint8Array(bytes), 200);
  })
  .openapi(putLocationRoute, async (c) =>
    c.json(await setLocation(c.var.deps.db, c.var.user.id, c.req.valid('json')), 200),
  )
  .openapi(deleteLocationRoute, async (c) =>
    c.json(await setLocation(c.var.deps.db, c.var.user.id, null), 200),
  );
