import type { Database } from '../db/client';
import type { Admission, StepAside } from './admission';
import type { AfterAnswer } from './after-answer';
import type { Env } from './env';
import type { GeocoderClock } from './geocoder';
import type { JobRunner } from './jobs';
import type { Logger } from './logger';
import type { Mailer } from './mail';
import type { RenderPage } from './page-render';
import type { PaymentGateway } from './payments';
import type { PushSender } from './push';
import type { RealtimeHub } from './realtime';
import type { Storage } from './storage';
import type { Auth } from './auth';

/** What the app is built from; tests build it on a fresh database with the same function. */
export type AppDeps = {
  db: Database;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  /** Work done once the request is answered (mail whose timing would tell something). */
  afterAnswer: AfterAnswer;
  /** Uploaded files (avatars, kid documents). */
  storage: Storage;
  /** Charges, refunds and saved cards (the simulated driver unless a provider is configured). */
  payments: PaymentGateway;
  /** Bearer secret for the admin API used by command-line tools while the server runs. */
  adminSecret: string;
  /** Signs session cookies and tokens. */
  authSecret: string;
  /** How passwords are hashed and checked (unset: better-auth's own scrypt, at its full cost). */
  passwordHashing?: PasswordHashing;
  /** Live delivery to open event streams (unset: GET /api/network/events answers 503). */
  realtime?: RealtimeHub;
  /** Due jobs (reminders, e-mail, push); a request that adds one due now wakes it. */
  jobs?: JobRunner;
  /** Web push to parents' devices (unset: GET /api/push/key answers 503). */
  push?: PushSender;
  /** Admission control for the API (unset: one built from env's limits). */
  admission?: Admission;
  /** Time for the geocoder's one-request-per-second queue (unset: the system clock). */
  geocoderClock?: GeocoderClock;
  /** Folder of the built single-page app; unset → only the API is served. */
  webRoot?: string;
  /** The web app's server renderer (src/web/entry-server.tsx); unset → the app shell only. */
  renderPage?: RenderPage;
};

export type SessionUser = { id: string; email: string; name: string };

export type PasswordHashing = {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    auth: Auth;
    requestId: string;
    user: SessionUser | null;
    sessionId: string | null;
    /** Set on /api/* by admission control. */
    stepAside?: StepAside;
  };
};
