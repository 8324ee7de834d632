import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

/** Generated provider images under /media (being built). */
export const mediaRoutes: FastifyPluginAsync<RouteOptions> = async () => {};
