import type { InsuranceTranslations } from './ru';

export const en: InsuranceTranslations = {
  sections: 'Sections',
  insurance: {
    title: 'Drone insurance',
    description:
      'Liability and property insurance for drone flights: choose a policy from partner insurers, or upload a policy you already have.',
    aggregator: {
      title: 'Choose a policy',
      text: 'Compare insurers’ offers for your drone, period and coverage, and pay online by card or through the Faster Payments System.',
    },
    upload: {
      title: 'Upload a policy',
      text: 'Already insured? Upload the policy file and its terms to name the policy in flight requests.',
    },
    policies: {
      title: 'My policies',
      text: 'Policies bought and uploaded, with their status, validity and documents.',
    },
  },
  notFound: {
    title: 'This page could not be found',
    text: 'The insurance section has no such page. The link may be out of date.',
    back: 'Back to the section',
  },
};
