import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/** Counts form submissions per client IP (the edge forwards it; the service trusts the loopback proxy). */
@Injectable()
export class FormThrottlerGuard extends ThrottlerGuard {
  protected override async getErrorMessage(): Promise<string> {
    return 'Too many submissions. Please try again in a minute.';
  }
}
