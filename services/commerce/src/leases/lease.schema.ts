import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A lease held in the database: `key` is unique, so only one holder can insert it. The document's own `_id`
 * names the holder: releasing or breaking deletes by that id, so it can never remove a later holder's lease.
 */
@Schema({ collection: 'leases', versionKey: false })
export class Lease {
  @Prop({ required: true, unique: true })
  key!: string;

  @Prop({ required: true })
  expires_at!: Date;
}

export const LeaseSchema = SchemaFactory.createForClass(Lease);
