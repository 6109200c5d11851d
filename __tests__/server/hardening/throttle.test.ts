import { clientAddress } from '@/server/security/clientAddress';
import { createClock, recordingDelivery } from '../auth/authTestKit';
import { setUpTestShop } from '../support/testApi';
import { type ApiServer, PEER_ADDRESS_HEADER, startApiServer } from './apiServers';

// Throttles that slow attackers without handing them a way to lock customers out: wrong passwords
// count per identifier and client address (a one-minute lock), with a per-address cap over all
// identifiers and an hourly per-identifier ceiling over all addresses; a browser holding the
// account's device token is counted on its own. Sign-ups, code requests, new passwords, guest
// sessions, profile contact changes and stock requests are capped per address. Requests go through
// the real Next adapter on one of two app instances over one database.

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
  const shop = setUpTestShop(clock.now);
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
  const tooManyLogins = (wait: string) => ({ result: false, success: false, message: `Too many login attempts. Please try again in ${wait}.` });
  /** Waits for the code that went out after the answer (over HTTP, the message follows it). */
  const codeSentTo = async (recipient: string) => {
    for (let tries = 0; ; tries += 1) {
      try {
        return outbox.latestCodeFor(recipient);
      } catch (error) {
        if (tries === 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const verifiedResetToken = async (email: string, peer: string) => {
    expect((await forget(email, peer)).status).toBe(200);
    const code = await codeSentTo(email);
    const verified = await post('/v2/auth/password/check_verify', { email_or_phone: email, send_code_by: 'email', verification_code: code }, peer);
    expect(verified.status).toBe(200);
    return verified.body.reset_token as string;
  };
  const newPassword = (email: string, resetToken: string | undefined, peer: string) =>
    post(
      '/v2/auth/password/new_pass',
      { email_or_phone: email, send_code_by: 'email', reset_token: resetToken, password: 'Renewed@123', password_confirmation: 'Renewed@123' },
      peer,
    );

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
    it('an attacker locks only their own address, for a minute: the owner still signs in from theirs', async () => {
      const email = await newCustomer();
      const attacker = await repeat(5, () => login(email, WRONG, ATTACKER));
      expect(statuses(attacker)).toEqual([401, 401, 401, 401, 401]);
      const lockedOut = await login(email, PASSWORD, ATTACKER);
      expect(lockedOut).toEqual({ status: 429, body: tooManyLogins('1 minute') });
      const owner = await login(email, PASSWORD, OWNER);
      expect(owner.status).toBe(200);
      expect(owner.body.access_token).toEqual(expect.any(String));
      expect((await login(email, WRONG, ATTACKER)).status).toBe(429);
    });

    it("an attacker behind the owner's own address locks the owner out for at most a minute", async () => {
      const email = await newCustomer();
      const attacker = await Promise.all(Array.from({ length: 50 }, () => login(email, WRONG, OWNER)));
      expect(attacker.filter((answer) => answer.status === 401)).toHaveLength(5);
      expect(await login(email, PASSWORD, OWNER)).toEqual({ status: 429, body: tooManyLogins('1 minute') });
      clock.advanceSeconds(60);
      expect((await login(email, PASSWORD, OWNER)).status).toBe(200);
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
      expect(refusedKnown.status).toBe(429);
      expect(refusedKnown.body).toEqual(tooManyLogins('15 minutes'));
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

    it('a guess spread over a new address every minute for an hour checks 20 passwords, for known and unknown alike', async () => {
      const known = await newCustomer();
      const unknown = 'nobody-distributed@example.com';
      const guessFor = async (identifier: string) => {
        const answers: Answer[] = [];
        for (let minute = 0; minute < 60; minute += 1) {
          answers.push(...(await repeat(6, () => login(identifier, WRONG, `198.18.${minute}.1`))));
          clock.advanceSeconds(60);
        }
        return answers;
      };
      const start = clock.now();
      const knownAnswers = await guessFor(known);
      const checked = statuses(knownAnswers).filter((status) => status === 401);
      expect(checked).toHaveLength(20);
      // Five a minute (the pair's lock), until the twentieth.
      const minute = [...Array(5).fill(401), 429];
      expect(statuses(knownAnswers.slice(0, 21))).toEqual([...minute, ...minute, ...minute, 401, 401, 401]);
      expect(clock.now().getTime() - start.getTime()).toBe(3600 * 1000);
      // A new hour, a new ceiling: the owner signs in again.
      expect((await login(known, PASSWORD, OWNER)).status).toBe(200);
      const unknownAnswers = await guessFor(unknown);
      expect(statuses(unknownAnswers)).toEqual(statuses(knownAnswers));
    });

    it('over the hourly ceiling the owner waits, unless their browser shows its device token', async () => {
      const email = await newCustomer();
      const deviceToken = (await login(email, PASSWORD, OWNER)).body.device_token as string;
      expect(deviceToken).toEqual(expect.any(String));
      await repeat(20, (index) => login(email, WRONG, `198.19.${index}.1`));
      expect((await login(email, PASSWORD, '198.19.99.1')).body).toEqual(tooManyLogins('60 minutes'));
      expect((await login(email, PASSWORD, OWNER)).status).toBe(429);
      const withDevice = await post('/v2/auth/login', { email, password: PASSWORD, device_token: deviceToken }, OWNER);
      expect(withDevice.status).toBe(200);
    });

    it("the owner's browser with its device token is not locked out by an attacker at the same address who used up every cap", async () => {
      const email = await newCustomer();
      const deviceToken = (await login(email, PASSWORD, OWNER)).body.device_token as string;
      // The owner's own address: the pair's lock, then the address cap over 30 other accounts.
      await Promise.all(Array.from({ length: 100 }, () => login(email, WRONG, OWNER)));
      await repeat(30, (index) => login(`neighbour${index}@example.com`, WRONG, OWNER));
      // And the account's ceiling from elsewhere.
      await repeat(20, (index) => login(email, WRONG, `198.19.${index}.2`));
      expect((await login(email, PASSWORD, OWNER)).status).toBe(429);
      const signedIn = await post('/v2/auth/login', { email, password: PASSWORD, device_token: deviceToken }, OWNER);
      expect(signedIn.status).toBe(200);
      // Each sign-in hands out a new device token, which works as well.
      const next = await post('/v2/auth/login', { email, password: PASSWORD, device_token: signedIn.body.device_token }, OWNER);
      expect(next.status).toBe(200);
    });

    it('a device token counts its own wrong passwords: a one-minute lock, and 20 an hour', async () => {
      const email = await newCustomer();
      const deviceToken = (await login(email, PASSWORD, OWNER)).body.device_token as string;
      const withDevice = (password: string) => post('/v2/auth/login', { email, password, device_token: deviceToken }, ATTACKER);
      expect(statuses(await repeat(6, () => withDevice(WRONG)))).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await withDevice(PASSWORD)).body).toEqual(tooManyLogins('1 minute'));
      // Others are not locked out by it.
      expect((await login(email, PASSWORD, OWNER)).status).toBe(200);
      clock.advanceSeconds(60);
      const answers: Answer[] = [];
      for (let minute = 0; minute < 60; minute += 1) {
        answers.push(...(await repeat(6, () => withDevice(WRONG))));
        clock.advanceSeconds(60);
      }
      expect(statuses(answers).filter((status) => status === 401)).toHaveLength(20);
    });

    it("the account's device tokens together check at most 60 wrong passwords an hour", async () => {
      const email = await newCustomer();
      const deviceTokens = await repeat(4, () => login(email, PASSWORD, OWNER));
      const answers: Answer[] = [];
      for (const { body } of deviceTokens) {
        for (let minute = 0; minute < 4; minute += 1) {
          answers.push(...(await repeat(5, () => post('/v2/auth/login', { email, password: WRONG, device_token: body.device_token }, ATTACKER))));
          clock.advanceSeconds(60);
        }
      }
      expect(statuses(answers)).toEqual([...Array(60).fill(401), ...Array(20).fill(429)]);
      expect(answers[79].body).toEqual(tooManyLogins('45 minutes'));
    });

    it("another account's, a forged, an altered or an expired device token counts as none", async () => {
      const email = await newCustomer();
      const other = await newCustomer();
      const othersToken = (await login(other, PASSWORD, OWNER)).body.device_token as string;
      const ownToken = (await login(email, PASSWORD, OWNER)).body.device_token as string;
      await repeat(5, () => login(email, WRONG, ATTACKER));
      const [userId, deviceId, expiry, signature] = ownToken.split('.');
      const tampered = [
        othersToken,
        'forged',
        `${userId}.${deviceId}.${Number(expiry) + 1}.${signature}`,
        `${userId}.${deviceId.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'))}.${expiry}.${signature}`,
      ];
      for (const device_token of tampered) {
        expect((await post('/v2/auth/login', { email, password: PASSWORD, device_token }, ATTACKER)).status).toBe(429);
      }
      expect((await post('/v2/auth/login', { email, password: PASSWORD, device_token: ownToken }, ATTACKER)).status).toBe(200);
      clock.advanceSeconds(90 * 86400);
      await repeat(5, () => login(email, WRONG, ATTACKER));
      expect((await post('/v2/auth/login', { email, password: PASSWORD, device_token: ownToken }, ATTACKER)).status).toBe(429);
    });

    it("a password reset from the owner's address lifts the owner's own lock there", async () => {
      const email = await newCustomer();
      await repeat(5, () => login(email, WRONG, OWNER));
      expect((await login(email, PASSWORD, OWNER)).status).toBe(429);
      const resetToken = await verifiedResetToken(email, OWNER);
      expect((await newPassword(email, resetToken, OWNER)).status).toBe(200);
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
      await codeSentTo(known);
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

  describe('new passwords per address and identifier', () => {
    const tooManyResets = (wait: string) => ({
      result: false,
      success: false,
      message: `Too many password reset attempts. Please try again in ${wait}.`,
    });

    it('allows 20 new passwords an hour from one address, a valid reset token included', async () => {
      const email = await newCustomer();
      const resetToken = await verifiedResetToken(email, OWNER);
      const network = '203.0.113.70';
      const answers = await repeat(20, (index) => newPassword(`resetting${index}@example.com`, 'not-a-token', network));
      expect(statuses(answers).every((status) => status === 422)).toBe(true);
      expect(await newPassword(email, resetToken, network)).toEqual({ status: 429, body: tooManyResets('60 minutes') });
      expect((await newPassword(email, resetToken, OWNER)).status).toBe(200);
    });

    it('refuses tries without the live token after 10 for one identifier over all addresses, but not its holder', async () => {
      const email = await newCustomer();
      const resetToken = await verifiedResetToken(email, OWNER);
      const answers = await repeat(11, (index) => newPassword(email, `guess-${index}`, `198.51.100.${150 + index}`));
      expect(statuses(answers)).toEqual([...Array(10).fill(422), 429]);
      expect(answers[10].body).toEqual(tooManyResets('15 minutes'));
      expect((await newPassword(email, resetToken, OWNER)).status).toBe(200);
      expect((await login(email, 'Renewed@123', OWNER)).status).toBe(200);
    });
  });

  describe('guest sessions, profile changes and stock requests per address', () => {
    const guestSession = (peer: string) => post('/v2/auth/signin-guest-user', {}, peer);
    const authorized = (token: string) => ({ Authorization: `Bearer ${token}` });

    it('allows 100 guest sessions in 10 minutes from one address, then refuses until the window ends', async () => {
      const network = '203.0.113.80';
      const answers = await Promise.all(Array.from({ length: 110 }, () => guestSession(network)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(100);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(10);
      expect(refused[0].body).toEqual({
        result: false,
        success: false,
        message: 'Too many guest sessions from your network. Please try again in 10 minutes.',
      });
      expect((await guestSession('203.0.113.81')).status).toBe(200);
      expect(statuses(await repeat(3, () => guestSession('127.0.0.1')))).toEqual([200, 200, 200]);
      clock.advanceSeconds(10 * 60);
      expect((await guestSession(network)).status).toBe(200);
    });

    it('a fresh guest session does not start the stock-request count of its address again', async () => {
      const network = '203.0.113.90';
      const askAsNewGuest = async (times: number, peer: string) => {
        const guest = await guestSession(peer);
        return repeat(times, () => post('/v2/stock-requests', {}, peer, authorized(guest.body.access_token)));
      };
      const tooManyRequests = { result: false, success: false, message: 'Too many requests. Please try again in 60 minutes.' };
      // Each guest's own limit: 20 an hour.
      const first = await askAsNewGuest(21, network);
      expect(statuses(first)).toEqual([...Array(20).fill(422), 429]);
      expect(first[20].body).toEqual(tooManyRequests);
      // The address's: 60 an hour, whichever guests ask.
      const second = await askAsNewGuest(20, network);
      const third = await askAsNewGuest(20, network);
      expect(statuses([...second, ...third])).toEqual([...Array(39).fill(422), 429]);
      const fourth = await askAsNewGuest(1, network);
      expect(fourth).toEqual([{ status: 429, body: tooManyRequests }]);
      expect(statuses(await askAsNewGuest(1, '203.0.113.91'))).toEqual([422]);
    });

    it('profile changes of e-mail or phone: 10 an hour per account, 30 per address, taken or free alike', async () => {
      const network = '203.0.113.100';
      const taken = await newCustomer();
      const signedIn = async () => {
        const email = await newCustomer();
        return (await login(email, PASSWORD, network)).body.access_token as string;
      };
      const changeEmail = (token: string, email: string, peer = network) =>
        post('/v2/profile/update', { name: 'Throttled Customer', email }, peer, authorized(token));
      const tooManyChanges = (wait: string) => ({ result: false, success: false, message: `Too many profile changes. Please try again in ${wait}.` });

      const first = await signedIn();
      const tries = await repeat(10, (index) => changeEmail(first, index % 2 === 0 ? taken : `free${customerCount}-${index}@example.com`));
      expect(statuses(tries)).toEqual([422, 200, 422, 200, 422, 200, 422, 200, 422, 200]);
      const refusedTaken = await changeEmail(first, taken);
      const refusedFree = await changeEmail(first, `free${customerCount}-late@example.com`);
      expect(refusedTaken).toEqual({ status: 429, body: tooManyChanges('60 minutes') });
      expect(refusedFree).toEqual(refusedTaken);
      // The name alone looks up no one else and is not counted.
      expect((await post('/v2/profile/update', { name: 'Renamed Customer' }, network, authorized(first))).status).toBe(200);

      const second = await signedIn();
      const third = await signedIn();
      await repeat(10, () => changeEmail(second, taken));
      await repeat(10, () => changeEmail(third, taken));
      const fourth = await signedIn();
      expect(await changeEmail(fourth, taken)).toEqual({ status: 429, body: tooManyChanges('60 minutes') });
      expect((await changeEmail(fourth, taken, '203.0.113.101')).status).toBe(422);
      clock.advanceSeconds(3600);
      expect((await changeEmail(first, taken)).status).toBe(422);
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
