export const LIST_VIEWS = ['table', 'tiles', 'map', 'calendar'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

export const isListView = (value: string | null): value is ListView => LIST_VIEWS.includes(value as ListView);
