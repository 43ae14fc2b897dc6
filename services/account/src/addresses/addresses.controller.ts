import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionClaims, SessionGuard } from '@sohnne/service-kit';
import { validatePlain } from '../common';
import { AddressView, fromForm, toAddressView } from './address.mapper';
import { AddressesService } from './addresses.service';
import { AddEditAddressDto, SetDefaultAddressDto } from './dto/add-edit-address.dto';
import { AddressFormDto } from './dto/address-form.dto';
import { AddressListDto, AddressResponseDto, SuccessDto } from './dto/address.dto';

@ApiTags('address')
@ApiCookieAuth('sohnne_session')
@ApiUnauthorizedResponse({ description: 'No valid session' })
@Controller('address')
@UseGuards(SessionGuard)
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get('fetch-address')
  @ApiOkResponse({ type: AddressListDto })
  async list(@CurrentUser() claims: SessionClaims): Promise<{ data: AddressView[] }> {
    return { data: (await this.addresses.list(claims.sub)).map(toAddressView) };
  }

  /** One address, for the edit page. */
  @Get('fetch-address/:id')
  @ApiOkResponse({ type: AddressResponseDto })
  @ApiNotFoundResponse({ description: 'No such address of this customer' })
  async get(
    @CurrentUser() claims: SessionClaims,
    @Param('id') id: string,
  ): Promise<{ data: AddressView }> {
    return { data: toAddressView(await this.addresses.get(claims.sub, id)) };
  }

  @Post('add-edit')
  @ApiBody({ type: AddEditAddressDto })
  @ApiCreatedResponse({ type: AddressResponseDto, description: 'Address successfully created' })
  @ApiBadRequestResponse({
    description: "Form errors (the form's messages), or an addressId given",
  })
  @ApiConflictResponse({ description: 'Too many addresses' })
  async create(
    @CurrentUser() claims: SessionClaims,
    @Body() body: AddEditAddressDto,
  ): Promise<{ data: AddressView }> {
    if (body.addressId) throw new BadRequestException(['addressId must be null when creating']);
    const form = await validatePlain(AddressFormDto, body.address);
    return { data: toAddressView(await this.addresses.create(claims.sub, fromForm(form))) };
  }

  @Put('add-edit')
  @ApiBody({ type: AddEditAddressDto })
  @ApiOkResponse({ type: AddressResponseDto, description: 'Address successfully updated' })
  @ApiBadRequestResponse({ description: "Form errors (the form's messages), or no addressId" })
  @ApiNotFoundResponse({ description: 'No such address of this customer' })
  async update(
    @CurrentUser() claims: SessionClaims,
    @Body() body: AddEditAddressDto,
  ): Promise<{ data: AddressView }> {
    if (!body.addressId) throw new BadRequestException(['addressId is required when editing']);
    const form = await validatePlain(AddressFormDto, body.address);
    const address = await this.addresses.update(claims.sub, body.addressId, fromForm(form));
    return { data: toAddressView(address) };
  }

  @Put('set-default')
  @ApiOkResponse({ type: AddressResponseDto })
  @ApiBadRequestResponse({ description: 'Malformed id' })
  @ApiNotFoundResponse({ description: 'No such address of this customer' })
  async setDefault(
    @CurrentUser() claims: SessionClaims,
    @Body() body: SetDefaultAddressDto,
  ): Promise<{ data: AddressView }> {
    return { data: toAddressView(await this.addresses.setDefault(claims.sub, body.id)) };
  }

  @Delete('delete-address/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessDto, description: 'Deleted; another address became the default' })
  @ApiNotFoundResponse({ description: 'No such address of this customer' })
  async remove(
    @CurrentUser() claims: SessionClaims,
    @Param('id') id: string,
  ): Promise<{ success: true }> {
    await this.addresses.remove(claims.sub, id);
    return { success: true };
  }
}
