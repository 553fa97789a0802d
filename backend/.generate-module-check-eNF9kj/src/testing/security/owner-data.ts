import { randomInt } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { JPEG, PDF, PNG } from '../../modules/files/testing/file-fixtures';

/** Ids and values of one user's data that nobody else may see, and whether each file is PROTECTED or PERSONAL_DATA. */
export interface OwnerData {
  /** The distinctive lower-case letters every value below carries (upper-cased in numbers). */
  tag: string;
  /** Every id of the owner's data, with what it is. */
  ids: Array<{ id: string; kind: 'user' | 'drone' | 'document' | 'admitted-person' | 'file'; access?: 'PROTECTED' | 'PERSONAL_DATA' }>;
  /** Strings that appear only in this owner's data (names, numbers, file names, e-mail addresses), in lower case. */
  canaries: string[];
  /** Valid bodies for the calls that made the data: starting points for the fuzzer's mutations. */
  samples: {
    drone: Record<string, unknown>;
    document: Record<string, unknown>;
    admittedPerson: Record<string, unknown>;
    personIdentity: Record<string, unknown>;
    organization: Record<string, unknown>;
  };
}

const letters = (count: number) => Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');
const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/**
 * Gives a pilot one of everything the platform keeps per user — a drone with a photo and scans, a passport
 * with a scan, an admitted person, an avatar, personal data and an organisation — each carrying a
 * distinctive value, so that any other caller's answers can be searched for them.
 */
export async function createOwnerData(http: TestAgent, owner: { authorization: string; login: string }, admin: string): Promise<OwnerData> {
  const tag = letters(10);
  const TAG = tag.toUpperCase();
  const auth = owner.authorization;
  const ok = <T>(res: { status: number; body: T; text: string }, what: string): T => {
    if (res.status < 200 || res.status > 299) throw new Error(`Could not create the owner's ${what}: ${res.status} ${res.text}`);
    return res.body;
  };

  const user = ok(await http.get('/api/user/current').set('Authorization', auth), 'account') as { id: string };
  const personIdentity = { sex: 'M', lastName: `Alpha${tag}`, firstName: 'Ivan', birthDate: '1990-05-05' };
  ok(await http.patch('/api/user/current/profile/person-identity').set('Authorization', auth).send(personIdentity), 'personal data');
  const organization = { name: `Canary ${TAG} LLC`, inn: '7802849641', position: 'Pilot' };
  ok(await http.put('/api/user/current/organization').set('Authorization', auth).send(organization), 'organisation');

  const avatar = ok(
    await http.post('/api/user/current/profile/avatar').set('Authorization', auth).attach('avatar', PNG, `canary-${tag}-avatar.png`),
    'avatar',
  ) as { url: string };

  const models = ok(await http.get('/api/drone/models').query({ query: 'Matrice 350' }).set('Authorization', admin), 'model lookup') as {
    data: Array<{ id: string }>;
  };
  const drone = {
    name: `Canary drone ${tag}`,
    modelId: models.data[0]?.id,
    serialNumber: `CNRY${TAG}`,
    registrationNumber: `RU-CNRY-${TAG}`,
    issueYear: 2024,
  };
  const savedDrone = ok(
    await http
      .post('/api/user/drones/insertOrUpdate')
      .set('Authorization', auth)
      .field('drone', JSON.stringify(drone))
      .attach('images.FRONT', JPEG, `canary-${tag}-front.jpg`)
      .attach('registrationCertScans', PDF, `canary-${tag}-registration.pdf`),
    'drone',
  ) as { id: string; imageInfos: Array<{ id: string }>; registrationCertScans: Array<{ id: string }> };

  const document = {
    typeCode: 'RU_PASSPORT',
    series: digits(4),
    number: digits(6),
    issued: '2015-06-01',
    issuer: `Canary office ${tag}`,
    residenceAddress: `Canary street ${tag}, 1`,
    birthPlace: 'Moscow',
  };
  const savedDocument = ok(
    await http
      .post('/api/user/current/documents')
      .set('Authorization', auth)
      .field('document', JSON.stringify(document))
      .attach('files', PDF, `canary-${tag}-passport.pdf`),
    'document',
  ) as { id: string; files: Array<{ id: string }> };

  const admittedPerson = {
    lastName: `Canary${tag}`,
    firstName: 'Petr',
    birthDate: '1990-05-14',
    phone: '+7 (912) 345-67-89',
    email: `canary-${tag}@example.ru`,
    document: { typeCode: 'RU_PASSPORT', series: '4510', number: '123456' },
  };
  const savedPerson = ok(
    await http.post('/api/user/current/admitted-to-fly-persons').set('Authorization', auth).send(admittedPerson),
    'admitted person',
  ) as { id: string };

  const fileId = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  return {
    tag,
    ids: [
      { id: user.id, kind: 'user' },
      { id: savedDrone.id, kind: 'drone' },
      ...savedDrone.imageInfos.map((f) => ({ id: f.id, kind: 'file' as const, access: 'PROTECTED' as const })),
      ...savedDrone.registrationCertScans.map((f) => ({ id: f.id, kind: 'file' as const, access: 'PROTECTED' as const })),
      { id: savedDocument.id, kind: 'document' },
      ...savedDocument.files.map((f) => ({ id: f.id, kind: 'file' as const, access: 'PERSONAL_DATA' as const })),
      { id: savedPerson.id, kind: 'admitted-person' },
      { id: fileId(avatar.url), kind: 'file', access: 'PROTECTED' },
    ],
    // Searched without regard to case: the tag is in every name, number, file name and address above.
    canaries: [tag, owner.login.toLowerCase()],
    samples: { drone, document, admittedPerson, personIdentity, organization },
  };
}
