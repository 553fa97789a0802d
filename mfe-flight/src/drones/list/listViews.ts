export const DRONE_LIST_VIEWS = ['table', 'tiles'] as const;
export type ListView = (typeof DRONE_LIST_VIEWS)[number];
