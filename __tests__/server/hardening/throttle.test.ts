import { clientAddress } from '@/server/security/clientAddress';
import { createClock, recordingDelivery } from '../auth/authTestKit';
import { useTestShop } from '../support/testApi';
import { type ApiServer, PEER_ADDRESS_HEADER, startApiServer } from './apiServers';

// Throttles that slow attackers without handing them a way to lock customers out: wrong passwords
// count per identifier and client address, with a per-address cap over all identifiers and a much
// higher per-identifier cap over all addresses; sign-ups and code requests are capped per address.
// Requests go through the real Next adapter on one of two app instances over one database.

const PASSWORD = 'Owner@12345';
const WRONG = 'Wrong@12345';
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.20';

// Each sign-in checks a scrypt hash; the suites with a hundred of them need more than 5 s on a busy machine.
jest.setTimeout(60_000);

interface Answer {
  status: number;
  body: any;
}

describe('hardening: throttles by client address', () => {
  const clock = createClock(new Date('2031-06-01T09:00:00.000Z'));
  const shop = useTestShop(clock.now);
  const outbox = recordingDelivery();
  const instances: ApiServer[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) {
      instances.push(await startApiServer(shop.db, clock.now, { messageDelivery: outbox.delivery }));
    }
  });
  afterAll(() => Promise.all(instances.map((instance) => instance.close())));
  // Every test starts after the windows of the one before.
  beforeEach(() => clock.advanceSeconds(2 * 3600));
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  let requestCount = 0;
  /** Alternates between the two instances, so that every counter is shown to hold across them. */
  const post = async (path: string, body: unknown, peer: string, headers: Record<string, string> = {}): Promise<Answer> => {
    requestCount += 1;
    const instance = instances[requestCount % 2];
    const response = await fetch(`${instance.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [PEER_ADDRESS_HEADER]: peer, ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const login = (email: string, password: string, peer: string, headers?: Record<string, string>) =>
    post('/v2/auth/login', { email, password }, peer, headers);
  const signUpBody = (email: string) => ({
    name: 'Throttled Customer',
    email_or_phone: email,
    register_by: 'email',
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const forget = (email: string, peer: string) => post('/v2/auth/password/forget_request', { email_or_phone: email, send_code_by: 'email' }, peer);
  const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
  const repeat = async (times: number, attempt: (index: number) => Promise<Answer>) => {
    const answers: Answer[] = [];
    for (let index = 0; index < times; index += 1) answers.push(await attempt(index));
    return answers;
  };
  const tooManyLogins = { result: false, success: false, message: 'Too many login attempts. Please try again in 15 minutes.' };

  let customerCount = 0;
  /** A customer signed up from an address of its own, so that sign-up caps stay out of the way. */
  const newCustomer = async () => {
    customerCount += 1;
    const email = `throttled${customerCount}@example.com`;
    const response = await post('/v2/auth/signup', signUpBody(email), `192.0.2.${customerCount % 250}`);
    expect(response.status).toBe(200);
    return email;
  };

  describe('wrong passwords per identifier and address', () => {
    it('an attacker locks only their own address: the owner still signs in from theirs', async () => {
      const email = await newCustomer();
      const attacker = await repeat(5, () => login(email, WRONG, ATTACKER));
      expect(statuses(attacker)).toEqual([401, 401, 401, 401, 401]);
      const lockedOut = await login(email, PASSWORD, ATTACKER);
      expect(lockedOut).toEqual({ status: 429, body: tooManyLogins });
      const owner = await login(email, PASSWORD, OWNER);
      expect(owner.status).toBe(200);
      expect(owner.body.access_token).toEqual(expect.any(String));
      expect((await login(email, WRONG, ATTACKER)).status).toBe(429);
    });

    it('hundreds of refused tries from one address never lock the owner out', async () => {
      const email = await newCustomer();
      const attacker = await Promise.all(Array.from({ length: 200 }, () => login(email, WRONG, ATTACKER)));
      expect(attacker.filter((answer) => answer.status === 401)).toHaveLength(5);
      expect(attacker.filter((answer) => answer.status === 429)).toHaveLength(195);
      expect((await login(email, PASSWORD, OWNER)).status).toBe(200);
    });

    it('a successful sign-in starts the address count again', async () => {
      const email = await newCustomer();
      await repeat(4, () => login(email, WRONG, OWNER));
      expect((await login(email, PASSWORD, OWNER)).status).toBe(200);
      const afterwards = await repeat(6, () => login(email, WRONG, OWNER));
      expect(statuses(afterwards)).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('20 parallel wrong passwords from one address on two instances: exactly 5 are checked', async () => {
      const email = await newCustomer();
      const answers = await Promise.all(Array.from({ length: 20 }, () => login(email, WRONG, ATTACKER)));
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
    });

    it('IPv6 clients count by their /64 network; an IPv4-mapped address is the IPv4 one', async () => {
      const email = await newCustomer();
      await repeat(5, (index) => login(email, WRONG, `2001:db8:1:2::${index + 1}`));
      expect((await login(email, PASSWORD, '2001:db8:1:2:ffff::9')).status).toBe(429);
      expect((await login(email, PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
      const other = await newCustomer();
      await repeat(5, () => login(other, WRONG, '::ffff:203.0.113.77'));
      expect((await login(other, PASSWORD, '203.0.113.77')).status).toBe(429);
    });
  });

  describe('wider caps', () => {
    it('one address trying many accounts is refused after 30 wrong passwords, for known and unknown alike', async () => {
      const known = await newCustomer();
      const sprayer = '203.0.113.30';
      const spray = await repeat(30, (index) => login(`sprayed${index}@example.com`, WRONG, sprayer));
      expect(statuses(spray).every((status) => status === 401)).toBe(true);
      const refusedKnown = await login(known, PASSWORD, sprayer);
      const refusedUnknown = await login('never-sprayed@example.com', PASSWORD, sprayer);
      expect(refusedKnown).toEqual({ status: 429, body: tooManyLogins });
      expect(refusedUnknown).toEqual(refusedKnown);
      expect((await login(known, PASSWORD, OWNER)).status).toBe(200);
      clock.advanceSeconds(15 * 60);
      expect((await login(known, PASSWORD, sprayer)).status).toBe(200);
    });

    it('successful sign-ins from a shared address (one mobile network) do not use up its cap', async () => {
      const email = await newCustomer();
      const shared = '203.0.113.40';
      const signIns = await repeat(31, () => login(email, PASSWORD, shared));
      expect(statuses(signIns).every((status) => status === 200)).toBe(true);
      expect((await login('someone-else@example.com', WRONG, shared)).status).toBe(401);
    });

    it('a guess spread over many addresses is refused after 50 wrong passwords for one identifier, known or unknown', async () => {
      const known = await newCustomer();
      const unknown = 'nobody-distributed@example.com';
      const knownAnswers = await repeat(51, (index) => login(known, WRONG, `198.18.${Math.floor(index / 5)}.1`));
      const unknownAnswers = await repeat(51, (index) => login(unknown, WRONG, `198.18.${Math.floor(index / 5)}.1`));
      expect(statuses(knownAnswers)).toEqual([...Array(50).fill(401), 429]);
      expect(unknownAnswers).toEqual(knownAnswers);
      expect((await login(known, PASSWORD, OWNER)).status).toBe(429);
      clock.advanceSeconds(15 * 60);
      expect((await login(known, PASSWORD, OWNER)).status).toBe(200);
    });

    it("a password reset from the owner's address lifts the owner's own lock there", async () => {
      const email = await newCustomer();
      await repeat(5, () => login(email, WRONG, OWNER));
      expect((await login(email, PASSWORD, OWNER)).status).toBe(429);
      expect((await forget(email, OWNER)).status).toBe(200);
      const code = outbox.latestCodeFor(email);
      const identity = { email_or_phone: email, send_code_by: 'email' };
      expect((await post('/v2/auth/password/check_verify', { ...identity, verification_code: code }, OWNER)).status).toBe(200);
      const reset = await post('/v2/auth/password/new_pass', { ...identity, password: 'Renewed@123', password_confirmation: 'Renewed@123' }, OWNER);
      expect(reset.status).toBe(200);
      expect((await login(email, 'Renewed@123', OWNER)).status).toBe(200);
    });
  });

  describe('sign-ups and code requests per address', () => {
    const tooManySignUps = { result: false, success: false, message: 'Too many sign-ups from your network. Please try again in 60 minutes.' };

    it('allows 10 sign-ups an hour from one address, taken e-mails included, then answers alike', async () => {
      const taken = await newCustomer();
      const network = '203.0.113.50';
      const answers = await repeat(10, (index) => post('/v2/auth/signup', signUpBody(index === 0 ? taken : `network${index}@example.com`), network));
      expect(statuses(answers)).toEqual([422, ...Array(9).fill(200)]);
      const refusedTaken = await post('/v2/auth/signup', signUpBody(taken), network);
      const refusedNew = await post('/v2/auth/signup', signUpBody('network-late@example.com'), network);
      expect(refusedNew).toEqual({ status: 429, body: tooManySignUps });
      expect(refusedTaken).toEqual(refusedNew);
      expect((await post('/v2/auth/signup', signUpBody('network-late@example.com'), '203.0.113.51')).status).toBe(200);
      clock.advanceSeconds(3600);
      expect((await post('/v2/auth/signup', signUpBody('network-later@example.com'), network)).status).toBe(200);
    });

    it('allows 20 code requests an hour from one address over all identifiers, then answers known and unknown alike', async () => {
      const known = await newCustomer();
      const network = '203.0.113.60';
      const answers = await repeat(20, (index) => forget(`recovering${index}@example.com`, network));
      expect(statuses(answers).every((status) => status === 200)).toBe(true);
      const sentBefore = outbox.messages.length;
      const refusedKnown = await forget(known, network);
      const refusedUnknown = await forget('never-recovering@example.com', network);
      expect(refusedKnown).toEqual({
        status: 429,
        body: { result: false, success: false, message: 'Too many code requests. Please try again in 60 minutes.' },
      });
      expect(refusedUnknown).toEqual(refusedKnown);
      expect(outbox.messages.length).toBe(sentBefore);
      expect((await forget(known, OWNER)).status).toBe(200);
      expect(outbox.messages.length).toBe(sentBefore + 1);
    });

    it('keeps the per-identifier limit of 5 code requests an hour across addresses', async () => {
      const email = await newCustomer();
      const answers = await repeat(6, (index) => forget(email, `198.51.100.${100 + index}`));
      expect(statuses(answers)).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('does not cap sign-ups from the machine itself (journeys, health checks)', async () => {
      const answers = await repeat(12, (index) => post('/v2/auth/signup', signUpBody(`local${index}@example.com`), '127.0.0.1'));
      expect(statuses(answers).every((status) => status === 200)).toBe(true);
    });
  });

  describe('which address counts', () => {
    it('ignores X-Forwarded-For unless TRUST_PROXY=1: a forged header does not escape the lock', async () => {
      const email = await newCustomer();
      await repeat(5, () => login(email, WRONG, ATTACKER));
      const forged = await repeat(3, (index) => login(email, PASSWORD, ATTACKER, { 'X-Forwarded-For': `198.51.100.${index + 1}` }));
      expect(statuses(forged)).toEqual([429, 429, 429]);
    });

    it('with TRUST_PROXY=1 counts the address the proxy appended, not what the client wrote before it', async () => {
      process.env.TRUST_PROXY = '1';
      const email = await newCustomer();
      const proxy = '10.0.0.2';
      const throughProxy = (password: string, forwardedFor: string) => login(email, password, proxy, { 'X-Forwarded-For': forwardedFor });
      await repeat(5, (index) => throughProxy(WRONG, `198.51.100.${index + 1}, ${ATTACKER}`));
      expect((await throughProxy(PASSWORD, `198.51.100.99, ${ATTACKER}`)).status).toBe(429);
      expect((await throughProxy(PASSWORD, OWNER)).status).toBe(200);
    });

    it.each([
      ['203.0.113.9', '203.0.113.9'],
      ['::ffff:203.0.113.9', '203.0.113.9'],
      ['2001:DB8:a:b:c:d:e:f', '2001:db8:a:b::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['127.0.0.1', null],
      ['::1', null],
      ['::ffff:127.0.0.1', null],
      ['', null],
    ])('the socket address %p counts as %p', (remoteAddress, expected) => {
      expect(clientAddress({ remoteAddress, headers: { 'x-forwarded-for': '198.51.100.1' } }, false)).toBe(expected);
    });

    it.each([
      ['198.51.100.1', '198.51.100.1'],
      ['evil, 198.51.100.1', '198.51.100.1'],
      ['198.51.100.1:5555', '198.51.100.1'],
      ['[2001:db8::5]:443', '2001:db8:0:0::/64'],
      ['not-an-address', '203.0.113.9'],
    ])('behind a trusted proxy, X-Forwarded-For %p counts as %p', (forwardedFor, expected) => {
      expect(clientAddress({ remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': forwardedFor } }, true)).toBe(expected);
    });
  });
});
