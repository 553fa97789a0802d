import { airportText, petitionText } from './submissionText';

/** What the backend really sends (orvd_agreements' stored values), which the contract types only as "an object". */
const stored: Record<string, unknown> = {
  takeoffAirport: { id: 'ap', icao: 'UUEE', name: 'Шереметьево', landingSiteType: 'AERODROME', distanceKm: 3 },
  landingAirport: { id: 'hp', icao: null, name: 'Вертодром Тушино', landingSiteType: 'HELIPAD', distanceKm: 1.2 },
  petition: { submissionReviewers: ['ФСБ', 'Минобороны'], note: 'ПРОШУ РАЗРЕШИТЬ' },
};

describe('the submission facts read from the stored objects', () => {
  it('names an aerodrome with its ICAO code when it has one', () => {
    expect(airportText(stored.takeoffAirport)).toBe('Шереметьево (UUEE)');
    expect(airportText(stored.landingAirport)).toBe('Вертодром Тушино');
    expect(airportText('Шереметьево')).toBe('Шереметьево');
    expect(airportText(null)).toBe('');
  });

  it('gives the petition note followed by the reviewers it names', () => {
    expect(petitionText(stored.petition)).toBe('ПРОШУ РАЗРЕШИТЬ — ФСБ, Минобороны');
    expect(petitionText({ note: 'ПРОШУ', submissionReviewers: [] })).toBe('ПРОШУ');
    expect(petitionText('ПРОШУ РАЗРЕШИТЬ')).toBe('ПРОШУ РАЗРЕШИТЬ');
    expect(petitionText(undefined)).toBe('');
  });
});
