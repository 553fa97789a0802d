import type { AdminTranslations } from './ru';

export const en: AdminTranslations = {
  sections: 'Sections',
  admin: {
    title: 'Administration',
    description: 'The platform’s reference data, review of company requests, statistics and help for users.',
    library: {
      title: 'Drone library',
      text: 'Drone manufacturers and models with specifications and photos: add, archive and restore.',
    },
    registrationRequests: {
      title: 'Company registration requests',
      text: 'Review company details and documents: approve with a contract, return for corrections, or decline.',
    },
    statistics: {
      title: 'Statistics',
      text: 'A file with the platform’s statistics for a chosen period.',
    },
    loginAs: {
      title: 'Log in as a user',
      text: 'Log in as an individual or as a company employee to look into a user’s request for help.',
    },
    versions: {
      title: 'System versions',
      text: 'Versions of the platform components that are running.',
    },
  },
  versions: {
    title: 'System versions',
    description:
      'Version numbers of the platform components running now. Quote them when you contact technical support — it helps find the cause of a problem faster.',
  },
  notFound: {
    title: 'This page could not be found',
    text: 'The administration section has no such page. The link may be out of date.',
    back: 'Back to the section',
  },
};
