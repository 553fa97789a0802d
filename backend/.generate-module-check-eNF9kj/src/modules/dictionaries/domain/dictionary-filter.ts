import { STATIC_DICTIONARIES, StaticDictionaryCode } from '../definitions/static-dictionaries';

/**
 * For a list filter on a fixed dictionary's code (`droneType=MULTICOPTER`): the spec's clients send a picked
 * dictionary item reduced to its id (docs/requirements.md#list-queries), so `droneType=1` or `droneType.id=1` means that item's
 * code. Use as `@Transform(dictionaryCode('DRONE_TYPE'))` before the IsIn check; other values pass as sent.
 */
export function dictionaryCode(dictionary: StaticDictionaryCode): (input: { value: unknown }) => unknown {
  return ({ value }) => {
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return value;
    return STATIC_DICTIONARIES[dictionary].find((item) => item.id === Number(value))?.code ?? value;
  };
}
