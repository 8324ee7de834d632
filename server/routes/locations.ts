import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

/** GET /choice/v1/locations/search (being built). */
export const locationRoutes: FastifyPluginAsync<RouteOptions> = async () => {};
