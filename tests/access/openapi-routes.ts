import type { TestApp } from '../test-app';
import type { RouteKey } from './area-access';
import { EVENT_STREAM } from './event-stream';

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }>; required?: boolean };
  responses: Record<string, { content?: Record<string, unknown> } | undefined>;
  security?: Record<string, string[]>[];
};

/** One operation of the published contract. */
export type ApiRoute = {
  key: RouteKey;
  method: string;
  /** The OpenAPI path: '/api/kids/{id}'. */
  path: string;
  pathParams: string[];
  /** 'application/json', 'multipart/form-data' or none. */
  bodyType?: string;
  operation: Operation;
  /** Called with the admin bearer secret, not a parent's session. */
  admin: boolean;
  /** Its 200 is an event stream (text/event-stream): a body never read to its end. */
  stream: boolean;
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/** Every operation the running app publishes at /api/openapi.json. */
export async function apiRoutes(t: TestApp): Promise<{ routes: ApiRoute[]; doc: OpenApiDocument }> {
  const res = await t.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as OpenApiDocument;
  const routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}` as RouteKey,
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      bodyType: Object.keys(operation.requestBody?.content ?? {})[0],
      operation,
      admin: (operation.security ?? []).some((s) => 'adminBearer' in s),
      stream: EVENT_STREAM in (operation.responses['200']?.content ?? {}),
    })),
  );
  return { routes, doc };
}

/** The path with its {params} filled in. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}
