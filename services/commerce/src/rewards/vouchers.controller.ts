import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { VoucherTermsListDto } from './dto/rewards.dto';
import { VOUCHERS } from './vouchers';

/** The club's vouchers as anyone may read them (the rewards page shows them to visitors too). */
@ApiTags('rewards')
@Controller('rewards/vouchers')
export class VouchersController {
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ type: VoucherTermsListDto })
  list(): VoucherTermsListDto {
    return {
      data: VOUCHERS.map(({ points, amount_off, min_spend }) => ({
        points,
        amount_off,
        min_spend,
      })),
    };
  }
}
