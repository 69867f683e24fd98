import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { validationHook } from './validation';

/** A feature's router: OpenAPI-described routes whose invalid input gets the one error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
