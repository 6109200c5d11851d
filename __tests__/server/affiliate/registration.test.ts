import { APPROVE_COMMAND_USAGE, runApproveCommand } from '@/server/modules/affiliate/approveCommand';
import { createShopper } from '../cart/shopFixtures';
import { setUpTestShop } from '../support/testApi';
import { adminHeaders, createAffiliate, createCustomer, type Customer, setUpAdminToken } from './affiliateFixtures';

// Applying to the programme, the application's state, and the shop's decision on it.

const shop = setUpTestShop();
setUpAdminToken();

const APPLICATION = {
  name: 'Nusrat Jahan',
  phone: '+880 1712-345678',
  promotion_plan: 'Facebook page with 20k followers',
  payment_method: 'bkash',
  bkash_number: '01712345678',
};

const apply = (customer: Customer, body: Record<string, unknown> = APPLICATION) =>
  shop.api.post('/v2/affiliate/registration', body, customer.headers);
const getUser = (customer: Customer) => shop.api.get('/v2/affiliate/get_user', customer.headers);
const approve = (userId: number | string, headers: Record<string, string> = adminHeaders) =>
  shop.api.post(`/v2/admin/affiliates/${userId}/approve`, {}, headers);
const reject = (userId: number | string, headers: Record<string, string> = adminHeaders) =>
  shop.api.post(`/v2/admin/affiliates/${userId}/reject`, {}, headers);

describe('POST /v2/affiliate/registration', () => {
  it('takes the application, pending review, with the payment details of the chosen method', async () => {
    const customer = await createCustomer(shop.db);
    const response = await apply(customer);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: true, message: 'Thank you! We will review your application.', data: { status: 'pending' } });
    const row = await shop.db.selectFrom('affiliate_users').selectAll().where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Nusrat Jahan', phone: '01712345678', status: 'pending', payment_method: 'bkash', bkash_number: '01712345678', approved_at: null });
  });

  it('refuses a second application, whatever became of the first', async () => {
    const customer = await createCustomer(shop.db);
    await apply(customer);
    const again = await apply(customer);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ result: false, message: 'You have already applied' });
    const affiliate = await createAffiliate(shop.db, { status: 'rejected' });
    expect((await apply(affiliate)).body.message).toBe('You have already applied');
  });

  it('requires the fields, a Bangladeshi phone and the number or account of the chosen method', async () => {
    const customer = await createCustomer(shop.db);
    const empty = await apply(customer, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: ['The name field is required.'],
      phone: ['The phone field is required.'],
      promotion_plan: ['The promotion_plan field is required.'],
      payment_method: ['The payment_method field is required.'],
    });
    const nagad = await apply(customer, { ...APPLICATION, payment_method: 'nagad' });
    expect(nagad.body.errors).toEqual({ nagad_number: ['The nagad number field is required when payment method is nagad.'] });
    const bank = await apply(customer, { ...APPLICATION, payment_method: 'bank', bank_name: 'BRAC Bank' });
    expect(bank.body.errors).toEqual({
      bank_account_name: ['The bank account name field is required when payment method is bank.'],
      bank_account_number: ['The bank account number field is required when payment method is bank.'],
    });
    const wrong = await apply(customer, { ...APPLICATION, phone: '12345', payment_method: 'paypal' });
    expect(wrong.body.errors).toEqual({
      phone: ['The phone field must be a valid Bangladeshi mobile number.'],
      payment_method: ['The selected payment_method is invalid.'],
    });
    expect(await shop.db.selectFrom('affiliate_users').select('id').where('user_id', '=', customer.userId).execute()).toEqual([]);
  });

  it('takes a bank transfer with its branch', async () => {
    const customer = await createCustomer(shop.db);
    const body = {
      ...APPLICATION,
      payment_method: 'bank',
      bkash_number: undefined,
      bank_name: 'BRAC Bank',
      bank_account_name: 'Nusrat Jahan',
      bank_account_number: '1501202000123',
      bank_branch: 'Gulshan',
    };
    expect((await apply(customer, body)).status).toBe(200);
    const row = await shop.db.selectFrom('affiliate_users').selectAll().where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_method: 'bank', bank_name: 'BRAC Bank', bank_account_number: '1501202000123', bank_branch: 'Gulshan', bkash_number: null });
  });

  it('is for signed-in customers only: guests and bad tokens get 401', async () => {
    const guest = await createShopper(shop.db, 'guest');
    expect((await shop.api.post('/v2/affiliate/registration', APPLICATION, guest.headers)).status).toBe(401);
    expect((await shop.api.post('/v2/affiliate/registration', APPLICATION)).status).toBe(401);
  });
});

describe('GET /v2/affiliate/get_user', () => {
  it('answers none, pending, approved or rejected with the referral code and flag', async () => {
    const customer = await createCustomer(shop.db);
    expect((await getUser(customer)).body).toEqual({ success: true, status: 200, data: { status: 'none', referral_code: null, affiliate_status: 0 } });
    await apply(customer);
    expect((await getUser(customer)).body.data).toEqual({ status: 'pending', referral_code: null, affiliate_status: 0 });
    await approve(customer.userId);
    const approved = (await getUser(customer)).body.data;
    expect(approved).toEqual({ status: 'approved', referral_code: expect.stringMatching(/^[A-Z0-9]{8}$/), affiliate_status: 1 });
    await reject(customer.userId);
    expect((await getUser(customer)).body.data).toEqual({ status: 'rejected', referral_code: approved.referral_code, affiliate_status: 0 });
  });

  it('answers the demo affiliate approved with DEMOAFF', async () => {
    const login = await shop.api.post('/v2/auth/login', { email: 'affiliate@demo.shop', password: 'Affiliate@123' });
    const response = await shop.api.get('/v2/affiliate/get_user', { Authorization: `Bearer ${login.body.access_token}` });
    expect(response.body.data).toEqual({ status: 'approved', referral_code: 'DEMOAFF', affiliate_status: 1 });
  });
});

describe('POST /v2/admin/affiliates/:userId/approve and /reject', () => {
  it('approves: the application, the user flags and a unique 8-character referral code', async () => {
    const first = await createCustomer(shop.db);
    const second = await createCustomer(shop.db);
    await apply(first);
    await apply(second);
    const response = await approve(first.userId);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: true,
      message: 'Affiliate approved',
      data: { user_id: first.userId, status: 'approved', referral_code: expect.stringMatching(/^[A-Z0-9]{8}$/) },
    });
    const other = (await approve(second.userId)).body.data.referral_code;
    expect(other).not.toBe(response.body.data.referral_code);
    const user = await shop.db.selectFrom('users').select(['affiliate_status', 'affiliate', 'referral_code']).where('id', '=', first.userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ affiliate_status: 1, affiliate: 1, referral_code: response.body.data.referral_code });
    const row = await shop.db.selectFrom('affiliate_users').select(['status', 'approved_at']).where('user_id', '=', first.userId).executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
    expect(row.approved_at).toEqual(expect.any(String));
  });

  it('keeps an existing referral code and the first approval time', async () => {
    const affiliate = await createAffiliate(shop.db, { status: 'rejected' });
    const response = await approve(affiliate.userId);
    expect(response.body.data.referral_code).toBe(affiliate.code);
    const firstApproval = '2026-01-05T04:00:00.000Z';
    await shop.db.updateTable('affiliate_users').set({ approved_at: firstApproval }).where('user_id', '=', affiliate.userId).execute();
    await approve(affiliate.userId);
    const row = await shop.db.selectFrom('affiliate_users').select('approved_at').where('user_id', '=', affiliate.userId).executeTakeFirstOrThrow();
    expect(row.approved_at).toBe(firstApproval);
  });

  it('rejects: the application and the flags, keeping the code', async () => {
    const affiliate = await createAffiliate(shop.db);
    const response = await reject(affiliate.userId);
    expect(response.body).toEqual({ result: true, message: 'Affiliate rejected', data: { user_id: affiliate.userId, status: 'rejected', referral_code: affiliate.code } });
    const user = await shop.db.selectFrom('users').select(['affiliate_status', 'affiliate']).where('id', '=', affiliate.userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ affiliate_status: 0, affiliate: 0 });
  });

  it('answers 404 for a customer without an application or an unknown user, 422 for a bad id', async () => {
    const customer = await createCustomer(shop.db);
    expect((await approve(customer.userId)).body).toMatchObject({ result: false, message: 'Affiliate application not found' });
    expect((await reject(999999)).status).toBe(404);
    expect((await approve('abc')).status).toBe(422);
  });

  it('needs the admin token: 401 without or with a wrong one, 404 while none is configured', async () => {
    const customer = await createCustomer(shop.db);
    await apply(customer);
    expect((await approve(customer.userId, {})).status).toBe(401);
    expect((await approve(customer.userId, { 'X-Admin-Token': 'wrong' })).status).toBe(401);
    expect((await approve(customer.userId, customer.headers)).status).toBe(401);
    delete process.env.ADMIN_API_TOKEN;
    const unconfigured = await approve(customer.userId);
    expect(unconfigured.status).toBe(404);
    expect(unconfigured.body).toEqual({ result: false, message: 'Not found' });
    expect((await getUser(customer)).body.data.status).toBe('pending');
  });
});

describe('npm run affiliate:approve', () => {
  it('approves by e-mail, phone or user id', async () => {
    const byEmail = await createCustomer(shop.db);
    await apply(byEmail);
    const outcome = await runApproveCommand(shop.db, [byEmail.email.toUpperCase()], new Date());
    expect(outcome.exitCode).toBe(0);
    expect(outcome.output).toMatch(new RegExp(`^Affiliate #${byEmail.userId} approved, referral code [A-Z0-9]{8}$`));

    const byPhone = await createCustomer(shop.db);
    await shop.db.updateTable('users').set({ phone: '01912000111' }).where('id', '=', byPhone.userId).execute();
    await apply(byPhone);
    expect((await runApproveCommand(shop.db, ['+8801912000111'], new Date())).exitCode).toBe(0);

    const byId = await createCustomer(shop.db);
    await apply(byId);
    expect((await runApproveCommand(shop.db, [String(byId.userId)], new Date())).exitCode).toBe(0);
    for (const customer of [byPhone, byId]) expect((await getUser(customer)).body.data.status).toBe('approved');
  });

  it('prints the usage, or why nothing was approved', async () => {
    expect(await runApproveCommand(shop.db, [], new Date())).toEqual({ exitCode: 2, output: APPROVE_COMMAND_USAGE });
    expect(await runApproveCommand(shop.db, ['nobody@nowhere.test'], new Date())).toEqual({ exitCode: 1, output: 'No customer found for nobody@nowhere.test' });
    const customer = await createCustomer(shop.db);
    expect(await runApproveCommand(shop.db, [customer.email], new Date())).toEqual({ exitCode: 1, output: 'Affiliate application not found' });
  });
});
