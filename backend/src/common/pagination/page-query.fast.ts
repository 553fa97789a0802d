import { MAX_PAGE_SIZE, type PageQueryDto } from './page-query.dto';

const DIGITS = /^\d{1,9}$/;
const SORT = /^[A-Z][A-Z0-9_]*-?$/;

/**
 * The fast path of PageQueryDto's rules (see FastQueryParser): sets page, size and sort on `dto` from plain
 * decimal strings and a well-formed sort, and returns false for anything else (signs, spaces, repeated
 * keys arriving as arrays, out-of-range numbers) so that the full validation words the error.
 */
export function fastPageFields(raw: Readonly<Record<string, unknown>>, dto: PageQueryDto): boolean {
  const { page, size, sort } = raw;
  if (page !== undefined) {
    if (typeof page !== 'string' || !DIGITS.test(page)) return false;
    dto.page = Number(page);
  }
  if (size !== undefined) {
    if (typeof size !== 'string' || !DIGITS.test(size)) return false;
    const value = Number(size);
    if (value < 1 || value > MAX_PAGE_SIZE) return false;
    dto.size = value;
  }
  if (sort !== undefined) {
    if (typeof sort !== 'string' || !SORT.test(sort)) return false;
    dto.sort = sort;
  }
  return true;
}
