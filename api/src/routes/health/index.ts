/** `GET /api/v1/health`: the API answers and its database does (outside the concurrency gate). */
import type { FastifyPluginAsync } from 'fastify';
import { apiRoutes } from '@nyaya/shared/api';
import { ping } from '../../db/database';
import { problem, sendProblem } from '../../problems';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiRoutes.health, async (_request, reply) => {
    try {
      await ping(app.db);
      return { ok: true, db: app.dbKind };
    } catch {
      return sendProblem(reply, problem(503, 'The database is not answering.'), { 'retry-after': '5' });
    }
  });
};

export default healthRoutes;
