/** Social networks (docs/requirements.md#users-socials); the `{provider}` of the bind and unbind calls. */
export const SOCIAL_NETWORKS = ['vk', 'yandex', 'mailru', 'google', 'facebook', 'instagram', 'esia', 'telegram', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export function isSocialNetwork(value: string): value is SocialNetwork {
  return (SOCIAL_NETWORKS as readonly string[]).includes(value);
}
