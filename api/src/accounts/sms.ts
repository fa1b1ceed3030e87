/**
 * How sign-in codes reach a phone. A real Indian provider (see the README: a DLT-registered sender
 * id and template, as TRAI's TCCCPR 2018 requires) implements `SmsProvider`. With none configured
 * the API is in test mode: the code is logged, and `POST auth/code` returns it for the screen to show.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface SmsProvider {
  /** Shown in logs ("msg91", "test"). */
  readonly name: string;
  /** True only for the test provider: codes are shown on screen, payments simulated. */
  readonly testMode: boolean;
  sendCode(mobile: string, code: string): Promise<void>;
}

/** Test mode: nothing is sent; the code goes to the log (and to the screen, by the route). */
export function testSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'test',
    testMode: true,
    async sendCode(mobile, code) {
      log.info({ mobile: `${mobile.slice(0, 2)}••••${mobile.slice(6)}` }, `Test mode: sign-in code ${code}`);
    },
  };
}
