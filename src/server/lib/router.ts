import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { validationHook, type MessageStyle } from './validation';

/**
 * An area's router: OpenAPI-described routes whose invalid input gets the one error shape.
 * Messages are the schemas' own sentences unless the area asks for field paths in front.
 */
export function createRouter({ messages = 'sentence' }: { messages?: MessageStyle } = {}) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook(messages) });
}
