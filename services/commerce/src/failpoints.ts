import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { CommerceEnv } from './config';

/** The named points at which a crash is injected in tests (SOHNNE_FAILPOINT=<name>). */
export const CHECKOUT_FAILPOINTS = [
  'checkout:after-order',
  'checkout:after-coupon',
  'checkout:after-charge',
  'checkout:after-payment-recorded',
] as const;
export type Failpoint = (typeof CHECKOUT_FAILPOINTS)[number];

/**
 * Crash injection for the fault tests: compiled in, inert unless SOHNNE_FAILPOINT names the point, where the
 * process is killed at once (SIGKILL: no shutdown hooks, no answer), as a crashed replica would be.
 */
@Injectable()
export class Failpoints {
  private readonly logger = new Logger(Failpoints.name);

  constructor(@Inject(SERVICE_ENV) private readonly env: Pick<CommerceEnv, 'SOHNNE_FAILPOINT'>) {}

  reach(name: Failpoint): void {
    if (this.env.SOHNNE_FAILPOINT !== name) return;
    this.logger.error(`Failpoint ${name} reached: killing the process`);
    process.kill(process.pid, 'SIGKILL');
  }
}
