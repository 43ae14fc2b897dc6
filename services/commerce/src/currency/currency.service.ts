import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CurrencyRate } from './currency.schema';
import type { RatesDto } from './dto/rates.dto';

export const RATES_CACHE_MS = 60_000;
export const SUPPORTED_CURRENCIES = ['EUR', 'GBP'] as const;

@Injectable()
export class CurrencyService {
  private cached?: { value: RatesDto; expiresAt: number };

  constructor(@InjectModel(CurrencyRate.name) private readonly rates: Model<CurrencyRate>) {}

  /** Rates change rarely and every page asks for them, so they are kept in memory for a minute. */
  async current(): Promise<RatesDto> {
    if (this.cached && this.cached.expiresAt > Date.now()) return this.cached.value;
    const stored = await this.rates.find({ code: { $in: SUPPORTED_CURRENCIES } }).lean();
    const byCode = new Map(stored.map((rate) => [rate.code, rate.rate]));
    const EUR = byCode.get('EUR');
    const GBP = byCode.get('GBP');
    if (EUR === undefined || GBP === undefined) {
      throw new ServiceUnavailableException('Exchange rates are unavailable right now.');
    }
    const value: RatesDto = { base: 'USD', rates: { USD: 1, EUR, GBP } };
    this.cached = { value, expiresAt: Date.now() + RATES_CACHE_MS };
    return value;
  }
}
