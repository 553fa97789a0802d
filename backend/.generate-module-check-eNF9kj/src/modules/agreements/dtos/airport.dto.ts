import { ApiProperty } from '@nestjs/swagger';

/** An aerodrome or helipad near the take-off (landing) point: a map object. */
export class AirportDto {
  @ApiProperty({ description: 'The map object id' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'UUEE' }) icao!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'AERODROME', description: "The map object's kind (aerodrome, helipad…)" }) landingSiteType!: string;
  @ApiProperty({ example: 4.2 }) distanceKm!: number;
}

export class AirportPageDto {
  @ApiProperty({ type: [AirportDto], description: 'Within 30 km, nearest first, at most 20' }) data!: AirportDto[];
}
