import { randomUUID } from 'node:crypto';
import { routeTable } from '../../bootstrap/route-table';
import { PDF, PNG } from '../../modules/files/testing/file-fixtures';
import { TestApp, startTestApp } from '../test-app';
import { ACCESS_POLICIES, ACCESS_POLICIES_FILE, AccessPolicy, verdictFor } from './access-policies';
import { errorShapeProblem } from './error-shape';
import { Caller, callersFor, matrixIdentities } from './identities';
import { OwnerData, createOwnerData } from './owner-data';
import { Answer, concretePath, pathParams, probe } from './probe';

/**
 * Issue 9's route × identity matrix: every registered route, called by every identity, against the access
 * policy declared for it in access-policies.ts; and pilot A's data (a drone with a photo and a scan, a
 * passport with a scan, an admitted person, an avatar, personal data) never in anyone else's answer, nor
 * reachable by its ids. Every problem is collected and reported at once, one line each.
 */
let t: TestApp;
let callers: Caller[];
let pilotA: Caller;
let pilotB: Caller;
let others: Caller[];
let owner: OwnerData;
let routes: string[];
/** Pilot A's data as A read it right after creating it. */
let ownerView: Record<string, unknown>;

beforeAll(async () => {
  // The outbox worker would otherwise try to deliver the password-change e-mails some probes ask for.
  t = await startTestApp({ OUTBOX_WORKER_ENABLED: 'false' });
  callers = await callersFor(t.issuer, matrixIdentities());
  pilotA = callers.find((c) => c.name === 'pilotA')!;
  pilotB = callers.find((c) => c.name === 'pilotB')!;
  others = callers.filter((c) => c !== pilotA);
  owner = await createOwnerData(t.http, { authorization: pilotA.authorization!, login: pilotA.identity!.login }, await t.bearer('admin'));
  ownerView = await readOwnerData();
  routes = [...new Set(routeTable(t.app))].sort();
}, 120_000);

afterAll(() => t.close());

/** Everything pilot A can read of its data, for the comparison at the end. */
async function readOwnerData(): Promise<Record<string, unknown>> {
  const view: Record<string, unknown> = {};
  for (const { id, kind } of owner.ids) {
    const path = {
      user: '/api/user/current/profile',
      drone: `/api/user/drones/${id}`,
      document: `/api/user/current/documents/${id}`,
      'admitted-person': `/api/user/current/admitted-to-fly-persons/${id}`,
      file: `/api/files/${id}`,
    }[kind];
    const answer = await probe(t.http, pilotA, { method: 'GET', path });
    view[`${kind} ${id}`] = [answer.status, answer.body];
  }
  return view;
}

const line = (caller: Caller, method: string, path: string, answer: Answer, why: string) =>
  `${caller.name} ${method} ${path} → ${answer.status}: ${why} (${answer.text.split('\n')[1]?.slice(0, 160) ?? ''})`;

/** What in an answer to someone other than pilot A gives away A's data; `sent` are ids the caller itself sent. */
function leaksIn(answer: Answer, sent: string[] = []): string[] {
  const text = answer.text.toLowerCase();
  const secrets = [...owner.canaries, ...owner.ids.map((i) => i.id).filter((id) => !sent.includes(id))];
  return secrets.filter((secret) => text.includes(secret));
}

describe('the route × identity matrix', () => {
  it('has an access policy declared for every registered route, and for no other', () => {
    const undeclared = routes.filter((route) => !(route in ACCESS_POLICIES));
    const gone = Object.keys(ACCESS_POLICIES).filter((route) => !routes.includes(route));
    expect({
      undeclared: undeclared.map((route) => `${route}: declare who may call it in ${ACCESS_POLICIES_FILE}`),
      gone: gone.map((route) => `${route}: no longer registered; remove it from ${ACCESS_POLICIES_FILE}`),
    }).toEqual({ undeclared: [], gone: [] });
  });

  it("finds pilot A's data in A's own answers (so the search for it in others' answers can find it)", async () => {
    for (const path of [
      '/api/user/drones/find',
      '/api/user/current/documents',
      '/api/user/current/admitted-to-fly-persons',
      '/api/user/current/profile',
      '/api/user/current',
    ]) {
      const answer = await probe(t.http, pilotA, { method: 'GET', path });
      expect([path, answer.status, leaksIn(answer).length > 0]).toEqual([path, 200, true]);
    }
  });

  it("answers 401 to anonymous callers, 403 to callers without the role, lets the others through, and shows no one pilot A's data", async () => {
    const problems: string[] = [];
    for (const caller of others) problems.push(...(await accessProblems(caller)));
    expect(problems).toEqual([]);
    // Every route × every identity, one request at a time: ~25 s on a quiet 2-core machine, and it grows with each module.
  }, 180_000);

  it("answers pilot A's ids to anyone else exactly as ids nobody has, without the data", async () => {
    const problems: string[] = [];
    const byId = routes.filter((route) => pathParams(route).includes('id') && ACCESS_POLICIES[route]);
    // Calls that need a valid body to get as far as the ownership check.
    const bodies: Record<string, unknown> = {
      'PUT /api/user/current/admitted-to-fly-persons/:id': rebranded(owner.samples.admittedPerson),
    };
    for (const caller of others) {
      for (const route of byId) {
        const [method, pattern] = route.split(' ');
        const policy = ACCESS_POLICIES[route];
        const body = bodies[route];
        const nobodys = await probe(t.http, caller, { method, path: concretePath(pattern, { id: randomUUID() }), body });
        for (const { id, access } of owner.ids) {
          const path = concretePath(pattern, { id });
          const answer = await probe(t.http, caller, { method, path, body });
          const sharedWith = access === 'PROTECTED' ? (policy.ownerScoped?.protectedReadableBy ?? []) : [];
          if (sharedWith.some((r) => caller.roles.includes(r))) {
            if (answer.status !== 200)
              problems.push(
                line(
                  caller,
                  method,
                  path,
                  answer,
                  `expected 200: ${ACCESS_POLICIES_FILE} lets ${sharedWith.join(', ')} read PROTECTED files`,
                ),
              );
            continue;
          }
          if (answer.status >= 200 && answer.status < 300) problems.push(line(caller, method, path, answer, "answered pilot A's data"));
          else if (answer.status !== nobodys.status) {
            problems.push(line(caller, method, path, answer, `tells pilot A's id from one nobody has (that answers ${nobodys.status})`));
          }
          for (const leak of leaksIn(answer, [id])) problems.push(line(caller, method, path, answer, `shows pilot A's "${leak}"`));
        }
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it("keeps pilot A's records and files out of pilot B's reach when B names their ids in a body", async () => {
    const problems: string[] = [];
    const [drone, document] = ['drone', 'document'].map((kind) => owner.ids.find((i) => i.kind === kind)!.id);
    const photo = owner.ids.find((i) => i.kind === 'file' && i.access === 'PROTECTED')!.id;
    const scan = owner.ids.find((i) => i.kind === 'file' && i.access === 'PERSONAL_DATA')!.id;
    const auth = pilotB.authorization!;
    const attempts: Array<[string, () => Promise<{ status: number; body: unknown; text: string }>]> = [
      [
        "a document update naming A's document",
        () =>
          t.http
            .post('/api/user/current/documents')
            .set('Authorization', auth)
            .field('document', JSON.stringify({ ...rebranded(owner.samples.document), id: document }))
            .attach('files', PDF, 'b.pdf'),
      ],
      [
        "a document keeping A's scan",
        () =>
          t.http
            .post('/api/user/current/documents')
            .set('Authorization', auth)
            .field('document', JSON.stringify({ ...rebranded(owner.samples.document), typeCode: 'RU_PASSPORT', files: [{ id: scan }] })),
      ],
      [
        "a drone update naming A's drone",
        () =>
          t.http
            .post('/api/user/drones/insertOrUpdate')
            .set('Authorization', auth)
            .field('drone', JSON.stringify({ ...rebranded(owner.samples.drone), id: drone }))
            .attach('images.FRONT', PNG, 'b.png'),
      ],
      [
        "a drone keeping A's photo and scan",
        () =>
          t.http
            .post('/api/user/drones/insertOrUpdate')
            .set('Authorization', auth)
            .field(
              'drone',
              JSON.stringify({
                ...rebranded(owner.samples.drone),
                imageInfos: [{ id: photo, projection: 'FRONT' }],
                registrationCertScans: [{ id: photo }, { id: scan }],
              }),
            ),
      ],
    ];
    for (const [what, send] of attempts) {
      const res = await send();
      const answer: Answer = {
        status: res.status,
        body: res.body,
        text: `${JSON.stringify((res as { headers?: unknown }).headers ?? {})}\n${res.text}`,
      };
      if (answer.status >= 500) problems.push(line(pilotB, 'POST', what, answer, 'server error'));
      for (const leak of leaksIn(answer, [drone, document, photo, scan]))
        problems.push(line(pilotB, 'POST', what, answer, `shows pilot A's "${leak}"`));
      const ids = JSON.stringify(answer.body);
      for (const id of [drone, document, photo, scan]) {
        if (answer.status < 300 && ids.includes(id)) problems.push(line(pilotB, 'POST', what, answer, `took over pilot A's ${id}`));
      }
    }
    for (const id of [photo, scan]) {
      const answer = await probe(t.http, pilotB, { method: 'GET', path: `/api/files/${id}` });
      if (answer.status !== 404)
        problems.push(line(pilotB, 'GET', `/api/files/${id}`, answer, "pilot A's file after B named it: expected 404"));
    }
    expect(problems).toEqual([]);
  });

  it("leaves pilot A's data as A created it", async () => {
    expect(await readOwnerData()).toEqual(ownerView);
  });

  // Last: pilot A's own probes may change its data (an empty PATCH, the DELETE of its avatar).
  it('lets pilot A through as its policy says', async () => {
    expect(await accessProblems(pilotA)).toEqual([]);
  });
});

/** Every route called once by a caller (ids nobody has, `{}` bodies), checked against its policy. */
async function accessProblems(caller: Caller): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    const policy: AccessPolicy | undefined = ACCESS_POLICIES[route];
    if (!policy) continue;
    const [method, pattern] = route.split(' ');
    const path = concretePath(pattern);
    const answer = await probe(t.http, caller, { method, path });
    const verdict = verdictFor(policy, caller.identity ? caller.roles : null, caller.identity?.sub);
    const tokenOfItsOwn = policy.audience.kind === 'public' && policy.audience.checksTokenItself;
    if (verdict === 'unauthenticated' && answer.status !== 401) problems.push(line(caller, method, path, answer, 'expected 401'));
    if (verdict === 'forbidden' && answer.status !== 403) problems.push(line(caller, method, path, answer, 'expected 403'));
    if (verdict === 'allowed' && (answer.status === 403 || (answer.status === 401 && !tokenOfItsOwn))) {
      problems.push(line(caller, method, path, answer, `refused though ${ACCESS_POLICIES_FILE} allows it`));
    }
    if (answer.status >= 500) problems.push(line(caller, method, path, answer, 'server error'));
    if (answer.status >= 400) {
      const shape = errorShapeProblem(answer.body, answer.status);
      if (shape) problems.push(line(caller, method, path, answer, `not the error shape: ${shape}`));
    }
    if (caller !== pilotA) {
      for (const leak of leaksIn(answer)) problems.push(line(caller, method, path, answer, `shows pilot A's "${leak}"`));
    }
  }
  return problems;
}

/** A sample body of pilot A's with A's distinctive values replaced by fresh ones (pilot B's own). */
function rebranded<T>(sample: T): T {
  const fresh = randomUUID()
    .replace(/[^a-f]/g, '')
    .padEnd(10, 'x')
    .slice(0, 10)
    .replace(/[0-9]/g, 'q');
  return JSON.parse(JSON.stringify(sample).replaceAll(owner.tag, fresh).replaceAll(owner.tag.toUpperCase(), fresh.toUpperCase())) as T;
}
