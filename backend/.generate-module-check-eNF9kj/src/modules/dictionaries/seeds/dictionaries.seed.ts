import type { EntityManager } from 'typeorm';
import type { Seed } from '../../../database/seed';
import { countriesVersion, loadCountries } from '../data/countries.source';
import { loadRussianLocalities, localitiesVersion } from '../data/localities.source';
import { STATIC_DICTIONARIES } from '../definitions/static-dictionaries';

const BATCH = 500;

/**
 * Fixed dictionary items are upserted at every start (a few dozen rows); the countries and localities
 * data sets are (re)loaded only when their package version differs from the one recorded, so a normal
 * start does not parse the 23 MB GeoNames file.
 */
export const dictionariesSeed: Seed = {
  name: 'dictionaries',
  async run(manager: EntityManager): Promise<void> {
    await seedStaticItems(manager);
    await loadWhenChanged(manager, 'COUNTRIES', countriesVersion(), () => replaceCountries(manager));
    await loadWhenChanged(manager, 'LOCALITIES', localitiesVersion(), () => replaceLocalities(manager));
  },
};

async function seedStaticItems(manager: EntityManager): Promise<void> {
  for (const [dictionary, items] of Object.entries(STATIC_DICTIONARIES)) {
    for (const [position, item] of items.entries()) {
      await manager.query(
        `INSERT INTO dictionary_items (dictionary_code, id, code, name_ru, name_en, position) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (dictionary_code, id) DO UPDATE SET code = EXCLUDED.code, name_ru = EXCLUDED.name_ru,
           name_en = EXCLUDED.name_en, position = EXCLUDED.position`,
        [dictionary, item.id, item.code, item.name, item.nameEn, position],
      );
    }
  }
}

/** Seeds run in one transaction under the schema lock (prepare-database.ts), so instances never race here. */
async function loadWhenChanged(manager: EntityManager, name: string, version: string, load: () => Promise<void>): Promise<void> {
  const [current] = (await manager.query('SELECT version FROM dictionary_datasets WHERE name = $1', [name])) as Array<{ version: string }>;
  if (current?.version === version) return;
  await load();
  await manager.query(
    `INSERT INTO dictionary_datasets (name, version) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, loaded_at = now()`,
    [name, version],
  );
}

async function replaceCountries(manager: EntityManager): Promise<void> {
  const countries = loadCountries();
  for (let i = 0; i < countries.length; i += BATCH) {
    const batch = countries.slice(i, i + BATCH);
    await manager.query(
      `INSERT INTO countries (code, alpha3, name_ru, name_en)
       SELECT * FROM unnest($1::char(2)[], $2::char(3)[], $3::text[], $4::text[])
       ON CONFLICT (code) DO UPDATE SET alpha3 = EXCLUDED.alpha3, name_ru = EXCLUDED.name_ru, name_en = EXCLUDED.name_en`,
      [batch.map((c) => c.code), batch.map((c) => c.alpha3), batch.map((c) => c.nameRu), batch.map((c) => c.nameEn)],
    );
  }
}

/** Upserts by GeoNames id (saved references keep working); places gone from the data set are removed. */
async function replaceLocalities(manager: EntityManager): Promise<void> {
  const localities = loadRussianLocalities();
  for (let i = 0; i < localities.length; i += BATCH) {
    const batch = localities.slice(i, i + BATCH);
    await manager.query(
      `INSERT INTO localities (id, name_ru, name_ru_transliterated, name_en, latitude, longitude, population)
       SELECT * FROM unnest($1::int[], $2::text[], $3::boolean[], $4::text[], $5::float8[], $6::float8[], $7::int[])
       ON CONFLICT (id) DO UPDATE SET name_ru = EXCLUDED.name_ru, name_ru_transliterated = EXCLUDED.name_ru_transliterated,
         name_en = EXCLUDED.name_en, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, population = EXCLUDED.population`,
      [
        batch.map((l) => l.id),
        batch.map((l) => l.nameRu),
        batch.map((l) => l.nameRuTransliterated),
        batch.map((l) => l.nameEn),
        batch.map((l) => l.latitude),
        batch.map((l) => l.longitude),
        batch.map((l) => l.population),
      ],
    );
  }
  await manager.query('DELETE FROM localities WHERE NOT (id = ANY($1::int[]))', [localities.map((l) => l.id)]);
}
