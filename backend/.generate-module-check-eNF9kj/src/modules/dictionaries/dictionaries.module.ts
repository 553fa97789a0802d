import { Module } from '@nestjs/common';
import { DictionariesController } from './controllers/dictionaries.controller';
import { PublicPlacesController } from './controllers/public-places.controller';
import { DictionariesRepository } from './repositories/dictionaries.repository';
import { DictionariesService } from './services/dictionaries.service';

/** Dictionaries (fixed lists, countries, Russian localities) and the public city and country lists. */
@Module({
  controllers: [DictionariesController, PublicPlacesController],
  providers: [DictionariesRepository, DictionariesService],
  exports: [DictionariesService],
})
export class DictionariesModule {}
