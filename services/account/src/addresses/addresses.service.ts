import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import { AddressFields } from './address.mapper';
import { Address, AddressDocument } from './address.schema';

const MAX_ADDRESSES = 20;
const ADDRESS_NOT_FOUND = 'Address not found';

/**
 * A customer's addresses. Exactly one of them is the default whenever there is any: every write ends by
 * settling the default (no multi-document transactions on FerretDB, so the rule is restored, not locked).
 */
@Injectable()
export class AddressesService {
  constructor(@InjectModel(Address.name) private readonly addresses: Model<Address>) {}

  /** The default first, then oldest first. */
  list(userId: string): Promise<AddressDocument[]> {
    return this.addresses
      .find({ user_id: new Types.ObjectId(userId) })
      .sort({ is_default: -1, created_at: 1, _id: 1 })
      .exec();
  }

  /** The customer's own address; another customer's id is as unknown as a missing one. */
  async get(userId: string, id: string): Promise<AddressDocument> {
    const address = isValidObjectId(id)
      ? await this.addresses.findOne({ _id: id, user_id: new Types.ObjectId(userId) }).exec()
      : null;
    if (!address) throw new NotFoundException(ADDRESS_NOT_FOUND);
    return address;
  }

  async create(userId: string, fields: AddressFields): Promise<AddressDocument> {
    const user_id = new Types.ObjectId(userId);
    if ((await this.addresses.countDocuments({ user_id }).exec()) >= MAX_ADDRESSES)
      throw new ConflictException(`You can save at most ${MAX_ADDRESSES} addresses`);
    const created = await this.addresses.create({ ...fields, user_id });
    await this.settleDefault(user_id);
    return this.get(userId, created.id);
  }

  async update(userId: string, id: string, fields: AddressFields): Promise<AddressDocument> {
    const address = await this.get(userId, id);
    address.set(fields);
    await address.save();
    return address;
  }

  async remove(userId: string, id: string): Promise<void> {
    const address = await this.get(userId, id);
    await this.addresses.deleteOne({ _id: address._id, user_id: address.user_id }).exec();
    await this.settleDefault(address.user_id);
  }

  async setDefault(userId: string, id: string): Promise<AddressDocument> {
    const address = await this.get(userId, id);
    await this.addresses
      .updateOne({ _id: address._id }, { $set: { is_default: true, default_since: new Date() } })
      .exec();
    await this.settleDefault(address.user_id);
    return this.get(userId, id);
  }

  /** Keeps the newest default and clears the others; with none, the oldest address becomes the default. */
  private async settleDefault(user_id: Types.ObjectId): Promise<void> {
    const defaults = await this.addresses
      .find({ user_id, is_default: true }, { _id: 1 })
      .sort({ default_since: -1, _id: -1 })
      .lean()
      .exec();
    if (defaults.length > 1) {
      await this.addresses
        .updateMany(
          { user_id, _id: { $in: defaults.slice(1).map((address) => address._id) } },
          { $set: { is_default: false } },
        )
        .exec();
    }
    if (defaults.length > 0) return;
    const oldest = await this.addresses
      .findOne({ user_id }, { _id: 1 })
      .sort({ created_at: 1, _id: 1 })
      .lean()
      .exec();
    if (oldest) {
      await this.addresses
        .updateOne({ _id: oldest._id }, { $set: { is_default: true, default_since: new Date() } })
        .exec();
    }
  }
}
