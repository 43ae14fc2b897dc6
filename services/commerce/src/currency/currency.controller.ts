import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CurrencyService } from './currency.service';
import { RatesDto } from './dto/rates.dto';

@ApiTags('currency')
@Controller('currency')
export class CurrencyController {
  constructor(private readonly currency: CurrencyService) {}

  @Get('rates')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: RatesDto })
  @ApiServiceUnavailableResponse({ description: 'No exchange rates stored (database not seeded)' })
  rates(): Promise<RatesDto> {
    return this.currency.current();
  }
}
