import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAudit } from './audit';
import { createSessions } from './auth/sessions';
import { registerStaffAuthentication } from './auth/staffAuthentication';
import { createThrottle } from './auth/throttle';
import { createBackground, type Background } from './background';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { isDatabaseUnavailable, isUniqueViolation, unavailableLogMessage } from './db/unavailable';
import { HttpError } from './errors';
import { createLogger, type Logger } from './logging';
import { createProviderCatalog } from './domain/providers';
import { registerCompression } from './compression';
import { registerFairQueue } from './fairQueue';
import { createMailer } from './mail';
import { createRecordPdfPool } from './pdf/recordPdfPool';
import { createRecordPdfs } from './pdf/recordPdfs';
import { authRoutes } from './routes/auth';
import { choiceRoutes } from './routes/choice';
import { locationRoutes } from './routes/locations';
import { mediaRoutes } from './routes/media';
import { plannerRoutes } from './routes/planner';
import { plannerCatalogueRoutes } from './routes/plannerCatalogue';
import { plannerInviteRoutes } from './routes/plannerInvites';
import { plannerListRoutes } from './routes/plannerLists';
import { plannerStaffRoutes } from './routes/plannerStaff';
import { guidedRoutes } from './routes/guided';
import { kioskRoutes } from './routes/kiosk';
import { signupRoutes } from './routes/signup';
import { userRoutes } from './routes/user';
import { ensureSigningKey } from './settings';
import { startSweeper, sweepExpired } from './sweep';
import { fileAllDue, startEhrOutbox } from './fhir/ehrOutbox';
import { startStatisticsRefresh } from './db/statistics';
import { registerSecurityHeaders } from './securityHeaders';
import { connectionTimeoutOptions, registerConnectionLimits } from './connectionLimits';
import { fastifyTrustProxy } from './trustProxy';
import { isApiRequest } from './requestPath';
import { isPagePath, registerSecretPages, registerSpa, sendPage } from './spa';
import { recordRoutes, type RegisteredRoute } from './routeSecrets';

/** Fastify's own refusals, said in the product's words. */
const FRAMEWORK_ERRORS: Record<number, { code: string; message: string }> = {
  413: { code: 'PayloadTooLarge', message: 'The request is too large.' },
  415: { code: 'UnsupportedMediaType', message: 'Requests must be sent as JSON.' },
};

/**
 * Requests are checked with superstruct and answers are plain JSON, so no route declares a Fastify schema. These stand
 * in for Fastify's JSON-schema compilers (ajv, fast-json-stringify), which it would otherwise load at every start
 * (~1 MB of code, for the warm start's budget); a route that did declare a schema fails at start-up, saying why.
 */
const noRouteSchemas = () => () => {
  throw new Error('Routes do not declare Fastify schemas here: requests are checked with superstruct (server/routes).');
};

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The server's logger (see createLogger); absent: silent. */
  logger?: Logger;
  /**
   * false: this server never runs the periodic sweep of expired rows, nor files to EHRs on its timer. Tests sweep and
   * file when they mean to: one that fired at a random moment could delete the very counter a test is counting.
   */
  sweeps?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
    /** Files every choice record due to its hospital's EHR now, one after another (tests; servers also on a timer). */
    fileEhrRecords(): Promise<number>;
    /** Every route, as registered: the test that walks them all reads it. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Builds the whole server: plugins, then routes. main.ts listens; tests call inject() or listen on port 0. */
export async function buildApp({ config, database, logger, sweeps = true }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger('silent'),
    // Only behind a proxy that sets X-Forwarded-For may the client's address come from it (TRUST_PROXY); otherwise
    // anyone could pick the address the login limits count against (server/trustProxy.ts).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Nothing the product sends comes near this; anything bigger is refused (413) before it is read whole.
    bodyLimit: 64 * 1024,
    schemaController: { compilersFactory: { buildValidator: noRouteSchemas, buildSerializer: noRouteSchemas } },
    // Slow headers, bodies and idle connections end in time; the numbers and why (server/connectionLimits.ts).
    ...connectionTimeoutOptions(config.connections, config.trustProxy),
  });
  // Before any route: each is checked for undeclared secrets in its path as it is added (server/routeSecrets.ts).
  app.decorate('registeredRoutes', recordRoutes(app));
  const { db } = database;
  const sessions = createSessions({
    db,
    run: database.run,
    secure: config.publicUrl.startsWith('https:'),
    signingKey: await ensureSigningKey(db),
  });
  const pdfPool = createRecordPdfPool();
  const ctx: AppContext = {
    config,
    db,
    run: database.run,
    providers: createProviderCatalog(database.run),
    sessions,
    mail: createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    audit: createAudit(database.run),
    throttle: createThrottle(db),
    background: createBackground(app.log),
    recordPdfs: createRecordPdfs(db, pdfPool),
  };
  // Work after the answers (password reset e-mails) ends before the server does; tests wait for it through this.
  app.decorate('background', ctx.background);
  const ehr = { db, recordPdfs: ctx.recordPdfs, publicUrl: config.publicUrl, log: app.log };
  app.decorate('fileEhrRecords', () => fileAllDue(ehr));
  const timers: { stop(): void }[] = [];
  app.addHook('onReady', async () => {
    if (sweeps) timers.push(startSweeper({ sweep: () => sweepExpired(db), log: app.log }));
    if (sweeps) timers.push(startEhrOutbox(ehr));
    if (database.refreshStatistics) timers.push(startStatisticsRefresh(database.refreshStatistics, app.log));
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) timer.stop();
    await ctx.background.idle();
    await pdfPool.close();
  });

  registerSecurityHeaders(app, config);
  registerConnectionLimits(app, config);
  registerFairQueue(app);
  await app.register(fastifyCookie);
  registerCompression(app);
  // The anti-forgery check, and the token cookie it hands out, are for the API and the page (the SPA reads the token
  // the page came with). Static files (the build, provider photos, videos) are cached, for a year by any cache:
  // they never carry a Set-Cookie, which would hand one visitor's token to the next.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiRequest(request) || isPagePath(request.method, request.url)) await sessions.checkForgery(request, reply);
  });
  registerStaffAuthentication(app, sessions);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, fields: error.fields });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const known = FRAMEWORK_ERRORS[status];
      if (known) return reply.status(status).send(known);
      const code = (error as { code?: string }).code ?? 'BadRequest';
      return reply.status(status).send({ code, message: (error as Error).message });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ code: 'Conflict', message: 'Someone else saved the same details at the same moment. Please try again.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, unavailableLogMessage(error));
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'Unavailable', message: 'CareChoice cannot reach its database just now. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'Error', message: 'Something went wrong on our side. Please try again.' });
  });

  const options = { ctx };
  app.get('/internal/app/health', async () => ({ status: 'ok' }));
  await app.register(authRoutes, { ...options, prefix: '/internal/app' });
  await app.register(userRoutes, { ...options, prefix: '/internal/app' });
  await app.register(signupRoutes, { ...options, prefix: '/internal/app' });
  await app.register(choiceRoutes, { ...options, prefix: '/internal/app' });
  await app.register(locationRoutes, { ...options, prefix: '/internal/app' });
  await app.register(plannerRoutes, { ...options, prefix: '/internal/app' });
  await app.register(plannerInviteRoutes, { ...options, prefix: '/internal/app' });
  await app.register(plannerCatalogueRoutes, { ...options, prefix: '/internal/app' });
  await app.register(plannerListRoutes, { ...options, prefix: '/internal/app' });
  await app.register(plannerStaffRoutes, { ...options, prefix: '/internal/app' });
  await app.register(kioskRoutes, { ...options, prefix: '/internal/app' });
  await app.register(guidedRoutes, { ...options, prefix: '/internal/app' });
  await app.register(mediaRoutes, options);
  registerSecretPages(app);
  await registerSpa(app, config.distDir, config.client);

  app.setNotFoundHandler((request, reply) => {
    if (app.spaPageAt && isPagePath(request.method, request.url)) return sendPage(reply, app.spaPageAt(request.url));
    return reply.status(404).send({ code: 'NotFound', message: `No such address: ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
