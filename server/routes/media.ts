import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { object, pattern, string } from 'superstruct';
import type { RouteOptions } from '../context';
import { providers } from '../db/schema';
import { notFound, parseInput } from '../errors';
import { projectPath } from '../paths';
import { providerImageSvg } from '../seed/providerImage';

/** The demo's video clips and their posters (server/seed/demoCatalogue.ts DEMO_VIDEOS). */
const VIDEOS_DIR = projectPath('server', 'seed', 'media', 'videos');

const MediaParams = object({ id: pattern(string(), /^\d{1,9}$/), photo: pattern(string(), /^[1-6]$/) });

/**
 * GET /media/providers/{id}/{n}.svg: the demo providers' generated photos; GET /media/videos/{file}: the demo's
 * video clips (with range requests, which phones' players need) and posters. Public and cached for a year.
 */
export const mediaRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  await app.register(fastifyStatic, {
    root: VIDEOS_DIR,
    prefix: '/media/videos/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '365d',
    immutable: true,
    // Only the clips and posters themselves: no directory answers.
    allowedPath: (path) => /^\/[a-z-]+\.(mp4|jpg)$/.test(path),
  });
  app.get('/media/providers/:id/:file', async (request, reply) => {
    const { file, id } = request.params as { file: string; id: string };
    const match = /^(\d)\.svg$/.exec(file);
    let params: { id: string; photo: string };
    try {
      params = parseInput(MediaParams, { id, photo: match?.[1] ?? '' });
    } catch {
      throw notFound('No such image.');
    }
    const [provider] = await ctx.db.select({ name: providers.name }).from(providers).where(eq(providers.id, Number(params.id)));
    if (!provider) throw notFound('No such image.');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(providerImageSvg(Number(params.id), Number(params.photo), provider.name));
  });
};
