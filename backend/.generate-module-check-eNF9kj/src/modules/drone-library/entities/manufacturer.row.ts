import type { LibraryStatus } from '../domain/library-status';

/** A `drone_manufacturers` row as the repository reads it (with the number of its live models). */
export interface ManufacturerRow {
  id: string;
  name: string;
  name_en: string | null;
  country: string | null;
  website: string | null;
  status: LibraryStatus;
  source: string | null;
  created_at: Date;
  updated_at: Date;
  models_count: number;
}
