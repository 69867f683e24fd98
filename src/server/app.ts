import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ErrorHandler } from 'hono';
import type { AppDeps, AppEnv } from './lib/app-env';
import { createAuth, sessionMiddleware } from './lib/auth';
import { accountRoutes } from './features/account/account.routes';
import { activitiesRoutes } from './features/activities/activities.routes';
import { activityPageMeta } from './features/activities/activity-page-meta';
import { adminRoutes } from './features/admin/admin.routes';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import { waitlistRoutes } from './features/bookings/waitlist.routes';
import { registrationRoutes } from './features/bookings/registration.routes';
import { boredombotRoutes } from './features/boredombot/boredombot.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { commentsRoutes } from './features/comments/comments.routes';
import { collectionsRoutes } from './features/collections/collections.routes';
import { sharedListPageMeta } from './features/collections/shared-list-page-meta';
import { devRoutes } from './features/dev/dev.routes';
import { finderRoutes } from './features/finder/finder.routes';
import { geocodeRoutes } from './features/geocode/geocode.routes';
import { kidsRoutes } from './features/kids/kids.routes';
import { meRoutes } from './features/me/me.routes';
import { networkRoutes } from './features/network/network.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { preferencesRoutes } from './features/preferences/preferences.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { providerPageMeta } from './features/providers/provider-page-meta';
import { providersRoutes } from './features/providers/providers.routes';
import { pushRoutes } from './features/push/push.routes';
import { savedSearchesRoutes } from './features/saved-searches/saved-searches.routes';
import { walletRoutes } from './features/wallet/wallet.routes';
import { admissionControl } from './lib/admission';
import { bodyLimits } from './lib/body-limit';
import { admissionLimits } from './lib/env';
import { compressAnswers } from './lib/compression';
import { geocoderUserAgent } from './lib/geocoder';
import { AppError, errorBody } from './lib/http-errors';
import { originCheck } from './lib/origin-check';
import { isUnstorableValue, unstorableText } from './lib/pg-errors';
import { mapTileCacheDir, mapTileRoutes } from './lib/map-tiles';
import { createRouter } from './lib/router';
import { securityHeaders } from './lib/security-headers';
import { inProcessRenderer } from './lib/page-render';
import { serveWeb } from './lib/serve-web';
import { createVisitorPageCache, type VisitorPageCache } from './lib/visitor-page-cache';
import { takeOverEventStreams } from './lib/sse-response';

/** The API's typed routes, one router per area; the web client's types are inferred from this. */
function buildApi() {
  return createRouter()
    .route('/', accountRoutes)
    .route('/', activitiesRoutes)
    .route('/', adminRoutes)
    .route('/', bookingsRoutes)
    .route('/', waitlistRoutes)
    .route('/', registrationRoutes)
    .route('/', boredombotRoutes)
    .route('/', calendarRoutes)
    .route('/', commentsRoutes)
    .route('/', collectionsRoutes)
    .route('/', devRoutes)
    .route('/', finderRoutes)
    .route('/', geocodeRoutes)
    .route('/', kidsRoutes)
    .route('/', meRoutes)
    .route('/', networkRoutes)
    .route('/', notificationsRoutes)
    .route('/', onboardingRoutes)
    .route('/', preferencesRoutes)
    .route('/', profileRoutes)
    .route('/', providersRoutes)
    .route('/', pushRoutes)
    .route('/', savedSearchesRoutes)
    .route('/', walletRoutes);
}

export type AppType = ReturnType<typeof buildApi>;

/** Framework-level refusals (before our handlers run), in words a client can act on. */
const HTTP_EXCEPTION_TEXT: Record<number, [string, string]> = {
  413: ['payload_too_large', 'The request body is too large.'],
  415: [
    'unsupported_media_type',
    'Send this request as JSON (or as a form upload where a file is expected).',
  ],
};

/** Longest client-sent request id kept (a UUID is 36). */
const REQUEST_ID_MAX_LENGTH = 64;

type Router = ReturnType<typeof createRouter>;

/**
 * The app: middleware, the API and its contract, then map tiles and the web app's pages, with one
 * answer for anything unknown and one error handler.
 */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  const pageCache = createVisitorPageCache(deps.env.VISITOR_PAGE_CACHE_MS);
  useMiddleware(app, deps);
  dropKeptPagesOnChange(app, pageCache);
  mountApi(app);
  mountMapTiles(app, deps);
  if (deps.webRoot) mountPages(app, deps, deps.webRoot, pageCache);
  app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));
  app.onError(answerError(deps.logger));
  return app;
}

/** What every request passes through, in this order. */
function useMiddleware(app: Router, deps: AppDeps) {
  const auth = createAuth(deps);
  // Outermost: an event stream writes straight to Node's response once every header is set.
  app.use(takeOverEventStreams);
  // A client's own X-Request-Id is kept only when short and plain (letters, digits, - _ =), so it
  // cannot forge log lines or bloat them; otherwise the request gets a fresh UUID.
  app.use(requestId({ limitLength: REQUEST_ID_MAX_LENGTH }));
  app.use(securityHeaders({ appUrl: deps.env.appUrl, tileUrl: deps.env.VITE_MAP_TILE_URL }));
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('auth', auth);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      deps.logger.info(
        {
          requestId: c.get('requestId'),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  });

  // Pages and the API's successful reads, gzipped on the fly (lib/compression.ts).
  app.use(compressAnswers);
  // A bounded number of API requests at once, a short queue, 503 beyond it (decision 039).
  const admission = deps.admission ?? admissionControl(admissionLimits(deps.env));
  app.use('/api/*', admission.middleware);
  app.use('/api/*', bodyLimits);
  app.use('/api/*', originCheck);
  app.use('/api/*', sessionMiddleware);
}

/**
 * Any change answered through the API (a booking, a cancellation, a catalogue edit) may change
 * what a visitor's page shows: the kept pages are rendered anew.
 */
function dropKeptPagesOnChange(app: Router, pageCache: VisitorPageCache) {
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400)
      pageCache.invalidate();
  });
}

/** The typed routes, their OpenAPI document, and 404 for any other /api path. */
function mountApi(app: Router) {
  // better-auth's own HTTP handler (/api/auth/*) is deliberately not mounted: the typed routes in
  // features/account cover the product, call auth.api directly, and carry our rate limit.
  app.route('/api', buildApi());

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Kidventure API', version: '1.0.0' },
  });

  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No API endpoint ${c.req.method} ${c.req.path}`), 404),
  );
}

function mountMapTiles(app: Router, deps: AppDeps) {
  app.route(
    '/',
    mapTileRoutes({
      upstream: deps.env.MAP_TILE_UPSTREAM,
      cacheDir: mapTileCacheDir(deps.env.dataDir),
      userAgent: geocoderUserAgent({ appUrl: deps.env.appUrl, contact: deps.env.GEOCODER_CONTACT }),
      logger: deps.logger,
    }),
  );
}

/** The built web app, its public pages rendered on the server when a renderer is given. */
function mountPages(app: Router, deps: AppDeps, webRoot: string, pageCache: VisitorPageCache) {
  const pageMeta = async (path: string) =>
    (await activityPageMeta(deps.db, deps.env.appUrl, path)) ??
    (await providerPageMeta(deps.db, deps.env.appUrl, path)) ??
    sharedListPageMeta(deps.db, deps.env.appUrl, path);
  const renderPage = deps.renderPage && pageCache.wrap(inProcessRenderer(deps.renderPage, app));
  app.route(
    '/',
    serveWeb(webRoot, {
      pageMeta,
      renderPage,
      renderBudgetMs: deps.env.RENDER_BUDGET_MS,
      logger: deps.logger,
    }),
  );
}

/** Every error in the one error shape; one we did not expect is logged and answered 500. */
function answerError(logger: AppDeps['logger']): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) c.header('Retry-After', String(err.retryAfterSeconds));
      return c.json(errorBody(err.code, err.message, err.details), err.status);
    }
    if (err instanceof HTTPException) {
      const [code, message] = HTTP_EXCEPTION_TEXT[err.status] ?? ['bad_request', err.message];
      return c.json(errorBody(code, message || 'Bad request'), err.status);
    }
    if (isUnstorableValue(err)) {
      const { code, message } = unstorableText();
      return c.json(errorBody(code, message), 400);
    }
    logger.error({ err, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return c.json(
      errorBody('internal', 'Something went wrong on our side. Please try again.'),
      500,
    );
  };
}

export type App = ReturnType<typeof createApp>;
