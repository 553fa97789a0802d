import type { CompanyTranslations } from './ru';

export const en: CompanyTranslations = {
  sections: 'Sections',
  company: {
    title: 'Company account',
    description: 'Flights, drones, staff and documents of a legal entity or a sole proprietor in one place.',
    flightRequests: {
      title: 'Flight requests',
      text: 'The company’s requests to use the airspace and their agreement.',
    },
    newFlightRequest: {
      title: 'New request',
      text: 'A request needs at least one company drone and an employee entitled to sign.',
    },
    insurance: {
      title: 'Insurance',
      text: 'The company’s policies for its drones.',
    },
    profile: {
      title: 'Company profile',
      text: 'Name, registration details, addresses and the head of the company.',
    },
    documents: {
      title: 'Documents',
      text: 'Extract from the state register, powers of attorney and pilots’ certificates.',
    },
    drones: {
      title: 'Company drones',
      text: 'Drones with registration certificates, airworthiness certificates and proof of ownership.',
    },
    employees: {
      title: 'Employees',
      text: 'Staff roles: administrator, manager, pilot, signer.',
    },
    invites: {
      title: 'Invitations',
      text: 'Invite an employee by e-mail. Available to company administrators.',
    },
    payment: {
      title: 'Payment details',
      text: 'Bank, BIC, settlement and correspondent accounts for paying for services.',
    },
  },
  register: {
    title: 'Register a company',
    description:
      'Apply to work on the platform on behalf of a legal entity or a sole proprietor: agree the company’s flights, register its drones and invite staff.',
    stepsTitle: 'How to register a company',
    steps: {
      signIn: 'Sign in to the platform with your own account.',
      details: 'Enter the company details: legal form, INN, OGRN, KPP, addresses, the head and the basis of their authority.',
      documents: 'Attach an extract from the state register and, if someone other than the head applies, a power of attorney.',
      review: 'A platform moderator reviews the request: approves it, returns it for corrections with a comment, or declines it.',
    },
    company: {
      title: 'Company account',
      text: 'Once the request is approved, the company’s flights, drones and staff appear here.',
    },
  },
  notFound: {
    title: 'This page could not be found',
    text: 'The company section has no such page. The link may be out of date.',
    back: 'Back to the section',
  },
};
