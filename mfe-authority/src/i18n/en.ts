import type { AuthorityTranslations } from './ru';

export const en: AuthorityTranslations = {
  sections: 'Sections',
  agreement: {
    title: 'Flight agreement',
    description: 'The workplace of an authority employee: requests to use the airspace that await review, and the decisions on them.',
    dashboard: {
      title: 'Dashboard',
      text: 'How many requests await a decision, how many were approved or rejected, and the nearest flight dates.',
    },
    flightRequests: {
      title: 'Flight requests',
      text: 'The route or area on the map, the drone, the pilot and the purpose. Approve a request with a decision number and date, or reject it.',
    },
  },
  notFound: {
    title: 'This page could not be found',
    text: 'The flight agreement section has no such page. The link may be out of date.',
    back: 'Back to the section',
  },
};
