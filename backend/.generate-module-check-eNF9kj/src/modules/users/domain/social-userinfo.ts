/** What a provider's userinfo answer says about the account: its id there and a name to show. */
export interface SocialAccount {
  externalId: string;
  displayName: string | null;
}

type Json = Record<string, unknown>;

function asId(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

function asText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;
}

/**
 * Reads the account id and name from a userinfo answer of any of the usual shapes: OpenID Connect
 * (`sub`, Google, Yandex ID via `id`, Mail.ru `id`), VK ID (`user.user_id`) and the VK API
 * (`response[0].id`). Undefined when no id is there: the binding then fails instead of storing nonsense.
 */
export function socialAccountFrom(userinfo: unknown): SocialAccount | undefined {
  if (typeof userinfo !== 'object' || userinfo === null) return undefined;
  const root = userinfo as Json;
  const candidates: Json[] = [root];
  if (typeof root.user === 'object' && root.user !== null) candidates.push(root.user as Json);
  if (Array.isArray(root.response) && typeof root.response[0] === 'object' && root.response[0] !== null)
    candidates.push(root.response[0] as Json);
  for (const item of candidates) {
    const externalId = asId(item.sub) ?? asId(item.id) ?? asId(item.user_id) ?? asId(item.uid);
    if (!externalId) continue;
    const joined = [asText(item.first_name), asText(item.last_name)].filter(Boolean).join(' ');
    const displayName = asText(item.name) ?? asText(item.display_name) ?? (joined || null) ?? asText(item.login) ?? asText(item.email);
    return { externalId, displayName };
  }
  return undefined;
}
