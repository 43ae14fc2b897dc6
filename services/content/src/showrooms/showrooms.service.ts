import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ShowroomDto } from './dto/showroom.dto';
import { Showroom } from './showroom.schema';

/** The generated map images are 16:9, 1200 x 675. */
const MAP_SIZE = { width: 1200, height: 675 };

@Injectable()
export class ShowroomsService {
  constructor(@InjectModel(Showroom.name) private readonly showrooms: Model<Showroom>) {}

  async bySlug(slug: string): Promise<ShowroomDto> {
    const room = await this.showrooms.findOne({ slug }).lean<Showroom>();
    if (!room) throw new NotFoundException('Showroom not found');
    const { street, city, state, postcode, country } = room.address;
    return {
      slug: room.slug,
      name: room.name,
      address: { street, city, ...(state ? { state } : {}), postcode, country },
      hours: room.hours.map(({ days, time }) => ({ days, time })),
      phone: room.phone,
      map: { url: room.mapImage, ...MAP_SIZE },
      directionsUrl: room.directionsUrl,
    };
  }
}
