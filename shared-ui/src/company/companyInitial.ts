/** Legal forms that open a short name ("ООО «Небо-Тест»"): the letter is the company's own, not its form's. */
const LEGAL_FORMS = /^(ООО|ОАО|ЗАО|ПАО|АО|ИП|ГК|ФГУП|ППК|LLC|JSC|PJSC)\s+/iu;

/**
 * The company's letter where it has no avatar (P1 §2: "the first letter of the company short name"), without the
 * legal form and the quotes, so that every ООО does not show «О». The header and the company area show the same one.
 */
export function companyInitial(shortName: string | null | undefined): string {
  const name = (shortName ?? '').trim();
  const own = name.replace(LEGAL_FORMS, '').replace(/^[\s«»"'„“”]+/u, '');
  const letter = Array.from(own || name).find((char) => /[\p{L}\p{N}]/u.test(char));
  return (letter ?? '').toUpperCase();
}
