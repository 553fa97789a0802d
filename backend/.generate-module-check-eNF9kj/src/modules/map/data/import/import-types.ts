import type { MapObjectDraft } from '../../geometry/prepared-object';

/** One reason a file is refused, located as precisely as the file allows. */
export interface ImportProblem {
  /** 1-based index of the feature in the file (absent for a problem with the file as a whole). */
  feature?: number;
  /** 1-based line where that feature starts, or where the JSON broke. */
  line?: number;
  identifier?: string;
  reason: string;
}

export type ImportParseResult = { ok: true; drafts: MapObjectDraft[] } | { ok: false; problems: ImportProblem[] };

export const IMPORT_DATASET = 'import';

/** Most vertices one imported zone may have: official zones are detailed, but not unboundedly. */
export const MAX_ZONE_VERTICES = 100_000;
/** Stop after this many problems: a systematically wrong file should not print thousands of lines. */
export const MAX_REPORTED_PROBLEMS = 20;

export function describeProblem(problem: ImportProblem): string {
  const where = [
    problem.line !== undefined ? `line ${problem.line}` : undefined,
    problem.feature !== undefined ? `feature ${problem.feature}` : undefined,
    problem.identifier ? `"${problem.identifier}"` : undefined,
  ].filter(Boolean);
  return where.length > 0 ? `${where.join(', ')}: ${problem.reason}` : problem.reason;
}
