import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Lease, LeaseSchema } from './lease.schema';
import { Leases } from './leases.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: Lease.name, schema: LeaseSchema }])],
  providers: [Leases],
  exports: [Leases],
})
export class LeasesModule {}
