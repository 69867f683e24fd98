import { createRouter } from '../../lib/router';
import {
  createActivityCommentRoute,
  createSharedListCommentRoute,
  deleteCommentRoute,
  editCommentRoute,
  likeCommentRoute,
  listActivityCommentsRoute,
  listSharedListCommentsRoute,
  replyToCommentRoute,
  unlikeCommentRoute,
} from './comments.contract';
import {
  createActivityComment,
  createSharedListComment,
  deleteComment,
  editComment,
  listActivityComments,
  listSharedListComments,
  replyToComment,
  setLike,
} from './comments.service';

export const commentsRoutes = createRouter()
  .openapi(listActivityCommentsRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    const { cursor } = c.req.valid('query');
    const viewerId = c.var.user?.id ?? null;
    return c.json(await listActivityComments(c.var.deps.db, viewerId, activityId, cursor), 200);
  })
  .openapi(createActivityCommentRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    const { content } = c.req.valid('json');
    const thread = await createActivityComment(c.var.deps.db, c.var.user.id, activityId, content);
    return c.json(thread, 201);
  })
  .openapi(listSharedListCommentsRoute, async (c) => {
    const { token } = c.req.valid('param');
    const { cursor } = c.req.valid('query');
    const viewerId = c.var.user?.id ?? null;
    return c.json(await listSharedListComments(c.var.deps.db, viewerId, token, cursor), 200);
  })
  .openapi(createSharedListCommentRoute, async (c) => {
    const { token } = c.req.valid('param');
    const { content } = c.req.valid('json');
    const thread = await createSharedListComment(c.var.deps.db, c.var.user.id, token, content);
    return c.json(thread, 201);
  })
  .openapi(replyToCommentRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { content } = c.req.valid('json');
    return c.json(await replyToComment(c.var.deps.db, c.var.user.id, id, content), 201);
  })
  .openapi(editCommentRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { content } = c.req.valid('json');
    return c.json(await editComment(c.var.deps.db, c.var.user.id, id, content), 200);
  })
  .openapi(deleteCommentRoute, async (c) => {
    await deleteComment(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(likeCommentRoute, async (c) => {
    return c.json(await setLike(c.var.deps.db, c.var.user.id, c.req.valid('param').id, true), 200);
  })
  .openapi(unlikeCommentRoute, async (c) => {
    const likes = await setLike(c.var.deps.db, c.var.user.id, c.req.valid('param').id, false);
    return c.json(likes, 200);
  });
