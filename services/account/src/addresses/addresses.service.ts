import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import type { AddressFields, BookAddress } from './address.mapper';
import { Address, AddressDocument } from './address.schema';

const MAX_ADDRESSES = 20;
const ADDRESS_NOT_FOUND = 'Address not found';

/**
 * A customer's addresses. Exactly one of them is the default whenever there is any: the one made the
 * default last (the newest `default_since`, ties by id), or the oldest when none ever was. It is derived on
 * every read, not stored as a flag: concurrent writes (two replicas, no multi-document transactions on
 * FerretDB) can never leave none or two.
 */
@Injectable()
export class AddressesService {
  constructor(@InjectModel(Address.name) private readonly addresses: Model<Address>) {}

  /** The default first, then oldest first. */
  async list(userId: string): Promise<BookAddress[]> {
    const book = await this.addresses
      .find({ user_id: new Types.ObjectId(userId) })
      .sort({ created_at: 1, _id: 1 })
      .exec();
    const chosen = defaultOf(book);
    return book
      .map((address) => ({ address, isDefault: address === chosen }))
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  }

  /** The customer's own address; another customer's id is as unknown as a missing one. */
  async get(userId: string, id: string): Promise<BookAddress> {
    const found = (await this.list(userId)).find(({ address }) => address.id === id);
    if (!found) throw new NotFoundException(ADDRESS_NOT_FOUND);
    return found;
  }

  async create(userId: string, fields: AddressFields): Promise<BookAddress> {
    const user_id = new Types.ObjectId(userId);
    if ((await this.addresses.countDocuments({ user_id }).exec()) >= MAX_ADDRESSES)
      throw new ConflictException(`You can save at most ${MAX_ADDRESSES} addresses`);
    const created = await this.addresses.create({ ...fields, user_id });
    return this.get(userId, created.id);
  }

  async update(userId: string, id: string, fields: AddressFields): Promise<BookAddress> {
    const address = await this.own(userId, id);
    address.set(fields);
    await address.save();
    return this.get(userId, id);
  }

  async remove(userId: string, id: string): Promise<void> {
    const address = await this.own(userId, id);
    await this.addresses.deleteOne({ _id: address._id, user_id: address.user_id }).exec();
  }

  async setDefault(userId: string, id: string): Promise<BookAddress> {
    const address = await this.own(userId, id);
    await this.addresses
      .updateOne({ _id: address._id }, { $set: { default_since: new Date() } })
      .exec();
    return this.get(userId, id);
  }

  /** The customer's own stored address, to change it. */
  private async own(userId: string, id: string): Promise<AddressDocument> {
    const address = isValidObjectId(id)
      ? await this.addresses.findOne({ _id: id, user_id: new Types.ObjectId(userId) }).exec()
      : null;
    if (!address) throw new NotFoundException(ADDRESS_NOT_FOUND);
    return address;
  }
}

/** The book's default (see AddressesService): `book` is oldest first. */
function defaultOf(book: AddressDocument[]): AddressDocument | undefined {
  let chosen: AddressDocument | undefined;
  for (const address of book) {
    const since = address.default_since?.getTime();
    if (since === undefined) continue;
    const best = chosen?.default_since?.getTime() ?? -Infinity;
    if (since > best || (since === best && String(address._id) > String(chosen!._id)))
      chosen = address;
  }
  return chosen ?? book[0];
}
