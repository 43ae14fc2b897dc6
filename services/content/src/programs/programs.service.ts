import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CarouselDto, ProfessionalServicesDto } from './dto/programs.dto';
import { Carousel, ProfessionalService } from './programs.schema';

/** The generated portraits are 400 x 500; the service icons 64 x 64. */
const PORTRAIT = { width: 400, height: 500 };
const ICON = { width: 64, height: 64 };

@Injectable()
export class ProgramsService {
  constructor(
    @InjectModel(Carousel.name) private readonly carousels: Model<Carousel>,
    @InjectModel(ProfessionalService.name) private readonly services: Model<ProfessionalService>,
  ) {}

  async carousel(name: string): Promise<CarouselDto> {
    const found = await this.carousels.findOne({ name }).lean<Carousel>();
    if (!found) throw new NotFoundException('Carousel not found');
    return {
      name: found.name,
      entries: found.entries.map((entry) => ({
        name: entry.name,
        handle: entry.handle,
        photo: { url: entry.photo, ...PORTRAIT },
      })),
    };
  }

  async professionalServices(): Promise<ProfessionalServicesDto> {
    const rows = await this.services.find().sort({ order: 1 }).lean<ProfessionalService[]>();
    return { services: rows.map((row) => ({ name: row.name, icon: { url: row.icon, ...ICON } })) };
  }
}
