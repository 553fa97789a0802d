import type { FlightTranslations } from './ru';

export const en: FlightTranslations = {
  sections: 'Sections',
  drones: {
    title: 'My drones',
    description:
      'The unmanned aircraft you operate as a private individual. A registered drone is named in flight requests and insurance policies.',
    new: {
      title: 'Register a drone',
      text: 'Choose the model from the manufacturers’ library, enter the serial and registration numbers, attach photos and certificates.',
    },
    requests: {
      title: 'Flight requests',
      text: 'A request needs at least one registered drone and completed personal details.',
    },
    insurance: {
      title: 'Drone insurance',
      text: 'A liability or property policy for a registered drone.',
    },
  },
  flight: {
    title: 'Flights',
    description:
      'Prepare a request to use the airspace and agree the flight with the zonal air-traffic centre and local administrations.',
    stepsTitle: 'How to get a flight agreed',
    steps: {
      profile: 'Complete your personal details in the profile and register a drone.',
      request: 'Create a request: the route or area on the map, dates, altitudes and purpose of the flight.',
      submit: 'Send the request to the zonal centre and, if the route passes over a settlement, to the local administration.',
      track: 'Follow the decision in your list of requests: the status changes as soon as the authority decides.',
    },
    new: {
      title: 'New request',
      text: 'Route on the map, dates, altitudes and purpose. A request can be saved as a draft and finished later.',
    },
    requests: {
      title: 'My requests',
      text: 'Drafts and submitted requests, with their agreement status at the zonal centre and local administrations.',
    },
    drones: {
      title: 'My drones',
      text: 'The drones you can name in a flight request.',
    },
  },
  notFound: {
    title: 'This page could not be found',
    text: 'The flights and drones section has no such page. The link may be out of date.',
    back: 'Back to the section',
  },
};
