/**
 * Consultation meeting rooms as a plugin: routes reach them as `app.meetingRooms`. The rooms are keyed
 * by a server secret kept in the database (or SERVER_SECRET), so every instance names a room alike.
 */
import fp from 'fastify-plugin';
import { meetingRooms, type MeetingRooms } from '../bookings/meeting';
import { serverSecret } from '../secrets';

declare module 'fastify' {
  interface FastifyInstance {
    meetingRooms: MeetingRooms;
  }
}

export default fp(
  async (app, { configuredSecret }: { configuredSecret: string | undefined }) => {
    app.decorate('meetingRooms', meetingRooms(await serverSecret(app.db, 'meeting-rooms', configuredSecret)));
  },
  { name: 'meetings', dependencies: ['database'] },
);
