import { setUpTestShop } from '../support/testApi';
import { adminHeaders, createAffiliate, insertEarning, setSetting, type TestAffiliate, setUpAdminToken, withdrawRequestsOf } from './affiliateFixtures';

// The balance, payment settings, withdraw requests and the shop's payout of them.

const shop = setUpTestShop();
setUpAdminToken();

const summaryOf = async (affiliate: TestAffiliate) => (await shop.api.get('/v2/affiliate/user', affiliate.headers)).body.data;
const requestWithdrawal = (affiliate: TestAffiliate, amount: unknown) =>
  shop.api.post('/v2/affiliate/withdraw_request/store', { amount }, affiliate.headers);
const pay = (requestId: number | string, body: unknown = { reference: 'BKASH-TX-1' }, headers: Record<string, string> = adminHeaders) =>
  shop.api.post(`/v2/admin/affiliate-withdrawals/${requestId}/pay`, body, headers);
const reject = (requestId: number | string, body: unknown = { note: 'The bKash number does not answer' }, headers: Record<string, string> = adminHeaders) =>
  shop.api.post(`/v2/admin/affiliate-withdrawals/${requestId}/reject`, body, headers);

/** An affiliate with ৳800 approved, ৳100 pending and ৳50 cancelled. */
async function affiliateWithEarnings(spec: Parameters<typeof createAffiliate>[1] = {}): Promise<TestAffiliate> {
  const affiliate = await createAffiliate(shop.db, spec);
  await insertEarning(shop.db, affiliate, { amount: 30000, status: 'approved' });
  await insertEarning(shop.db, affiliate, { amount: 50000, status: 'approved' });
  await insertEarning(shop.db, affiliate, { amount: 10000, status: 'pending' });
  await insertEarning(shop.db, affiliate, { amount: 5000, status: 'cancelled' });
  return affiliate;
}

describe('GET /v2/affiliate/user', () => {
  it('answers the profile, the referral link and the money: approved earnings as balance, pending apart', async () => {
    const affiliate = await affiliateWithEarnings();
    const response = await shop.api.get('/v2/affiliate/user', affiliate.headers);
    expect(response.body).toEqual({
      success: true,
      status: 200,
      data: {
        name: 'Test Affiliate',
        phone: '01811000000',
        referral_code: affiliate.code,
        referral_path: `/?aff_ref=${affiliate.code}`,
        balance: 800,
        pending_earnings: 100,
        total_earned: 800,
        total_withdrawn: 0,
      },
    });
  });
});

describe('POST /v2/affiliate/withdraw_request/store', () => {
  it('sends a request of at least the minimum and at most the balance, copying the payment details', async () => {
    const affiliate = await affiliateWithEarnings();
    const tooSmall = await requestWithdrawal(affiliate, 499.99);
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body).toMatchObject({ result: false, message: 'The minimum withdrawal is ৳500.00', errors: { amount: ['The minimum withdrawal is ৳500.00'] } });
    expect((await requestWithdrawal(affiliate, 800.01)).body.errors).toEqual({ amount: ['The amount is more than your balance'] });

    const sent = await requestWithdrawal(affiliate, '600.50');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ result: true, message: 'Your withdraw request has been sent' });
    const [request] = await withdrawRequestsOf(shop.db, affiliate);
    expect(request).toMatchObject({ amount: 60050, payment_method: 'bkash', status: 'pending', processed_at: null });
    expect(JSON.parse(request.payment_details ?? '')).toEqual({ bkash_number: '01811000000' });
    expect(await summaryOf(affiliate)).toMatchObject({ balance: 199.5, pending_earnings: 100, total_withdrawn: 0 });
  });

  it('allows one pending request at a time', async () => {
    const affiliate = await affiliateWithEarnings();
    await setSetting(shop.db, 'affiliate_minimum_withdraw', '100');
    try {
      expect((await requestWithdrawal(affiliate, 300)).status).toBe(200);
      const second = await requestWithdrawal(affiliate, 300);
      expect(second.status).toBe(422);
      expect(second.body.errors).toEqual({ amount: ['You already have a pending withdraw request'] });
    } finally {
      await setSetting(shop.db, 'affiliate_minimum_withdraw', '500');
    }
  });

  it('lets only one of two requests sent at once through', async () => {
    const affiliate = await affiliateWithEarnings();
    const answers = await Promise.all([requestWithdrawal(affiliate, 500), requestWithdrawal(affiliate, 500)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(await withdrawRequestsOf(shop.db, affiliate)).toHaveLength(1);
  });

  it('needs the payment settings saved first', async () => {
    const affiliate = await affiliateWithEarnings({ paymentMethod: 'nagad', bkashNumber: null });
    const response = await requestWithdrawal(affiliate, 500);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: 'Please save your payment settings first', errors: { payment_method: ['Please save your payment settings first'] } });
    await shop.api.post('/v2/affiliate/payment/settings/store', { payment_method: 'nagad', nagad_number: '01611000000' }, affiliate.headers);
    expect((await requestWithdrawal(affiliate, 500)).status).toBe(200);
    const [request] = await withdrawRequestsOf(shop.db, affiliate);
    expect(request.payment_method).toBe('nagad');
    expect(JSON.parse(request.payment_details ?? '')).toEqual({ nagad_number: '01611000000' });
  });

  it('refuses amounts that are not taka', async () => {
    const affiliate = await affiliateWithEarnings();
    expect((await requestWithdrawal(affiliate, undefined)).body.errors).toEqual({ amount: ['The amount field is required.'] });
    expect((await requestWithdrawal(affiliate, 'five hundred')).body.errors).toEqual({ amount: ['The amount field must be a number.'] });
    expect((await requestWithdrawal(affiliate, -500)).body.errors).toEqual({ amount: ['The amount field must be at least 0.'] });
    expect((await requestWithdrawal(affiliate, 500.555)).body.errors).toEqual({ amount: ['The amount field must have at most 2 decimal places.'] });
    expect(await withdrawRequestsOf(shop.db, affiliate)).toEqual([]);
  });
});

describe('payment settings', () => {
  it('answers the saved method and details with the minimum withdrawal', async () => {
    const affiliate = await createAffiliate(shop.db);
    const response = await shop.api.get('/v2/affiliate/payment/settings', affiliate.headers);
    expect(response.body).toEqual({
      success: true,
      status: 200,
      data: {
        payment_method: 'bkash',
        bkash_number: '01811000000',
        nagad_number: null,
        bank_name: null,
        bank_account_name: null,
        bank_account_number: null,
        bank_branch: null,
        minimum_withdraw: 500,
      },
    });
  });

  it('replaces the settings, requiring the chosen method’s details', async () => {
    const affiliate = await createAffiliate(shop.db);
    const store = (body: unknown) => shop.api.post('/v2/affiliate/payment/settings/store', body, affiliate.headers);
    const missing = await store({ payment_method: 'bank', bank_name: 'Dutch-Bangla Bank' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['bank_account_name', 'bank_account_number']);
    const saved = await store({ payment_method: 'bank', bank_name: 'Dutch-Bangla Bank', bank_account_name: 'Test Affiliate', bank_account_number: '1234567890', bank_branch: 'Motijheel' });
    expect(saved.body).toEqual({ result: true, message: 'Payment settings saved' });
    const settings = (await shop.api.get('/v2/affiliate/payment/settings', affiliate.headers)).body.data;
    expect(settings).toMatchObject({ payment_method: 'bank', bkash_number: null, bank_name: 'Dutch-Bangla Bank', bank_account_number: '1234567890', bank_branch: 'Motijheel' });
    expect((await store({ payment_method: 'bkash', bkash_number: '123' })).body.errors).toEqual({ bkash_number: ['The bkash_number field must be a valid Bangladeshi mobile number.'] });
  });
});

describe('POST /v2/admin/affiliate-withdrawals/:id/pay', () => {
  it('approves the request and records the payment; the balance already counted it', async () => {
    const affiliate = await affiliateWithEarnings();
    await requestWithdrawal(affiliate, 600);
    const [request] = await withdrawRequestsOf(shop.db, affiliate);
    const response = await pay(request.id, { reference: 'BKASH-8N7A6D5' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: true,
      message: 'Withdraw request paid',
      data: { id: request.id, status: 'approved', payment_id: expect.any(Number), user_id: affiliate.userId, amount: 600 },
    });
    expect(await summaryOf(affiliate)).toMatchObject({ balance: 200, total_earned: 800, total_withdrawn: 600 });

    const payments = await shop.api.get('/v2/affiliate/user/payment_history', affiliate.headers);
    expect(payments.body.data).toEqual([{ id: response.body.data.payment_id, amount: 600, payment_method: 'bkash', reference: 'BKASH-8N7A6D5', date: expect.any(String) }]);
    const requests = await shop.api.get('/v2/affiliate/user/withdraw_request_history', affiliate.headers);
    expect(requests.body.data).toEqual([{ id: request.id, amount: 600, payment_method: 'bkash', status: 'approved', note: null, date: request.created_at }]);
    expect(requests.body.meta).toMatchObject({ total: 1, per_page: 10 });

    const again = await pay(request.id);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ status: ['This withdraw request is not pending'] });
    // The next request may be sent once the first was paid.
    await setSetting(shop.db, 'affiliate_minimum_withdraw', '100');
    try {
      expect((await requestWithdrawal(affiliate, 200)).status).toBe(200);
    } finally {
      await setSetting(shop.db, 'affiliate_minimum_withdraw', '500');
    }
  });

  it('answers 404 for an unknown request, 422 without a reference, and needs the admin token', async () => {
    const affiliate = await affiliateWithEarnings();
    await requestWithdrawal(affiliate, 500);
    const [request] = await withdrawRequestsOf(shop.db, affiliate);
    expect((await pay(999999)).body).toMatchObject({ result: false, message: 'Withdraw request not found' });
    expect((await pay(request.id, {})).body.errors).toEqual({ reference: ['The reference field is required.'] });
    expect((await pay(request.id, { reference: 'X' }, {})).status).toBe(401);
    expect((await pay(request.id, { reference: 'X' }, affiliate.headers)).status).toBe(401);
    delete process.env.ADMIN_API_TOKEN;
    expect((await pay(request.id)).status).toBe(404);
    expect((await withdrawRequestsOf(shop.db, affiliate))[0].status).toBe('pending');
  });
});

describe('POST /v2/admin/affiliate-withdrawals/:id/reject', () => {
  it('turns the request down: the amount counts in the balance again and the affiliate sees the reason', async () => {
    const affiliate = await affiliateWithEarnings();
    await requestWithdrawal(affiliate, 600);
    const [request] = await withdrawRequestsOf(shop.db, affiliate);
    expect(await summaryOf(affiliate)).toMatchObject({ balance: 200 });

    const response = await reject(request.id, { note: 'The bKash number does not answer' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: true,
      message: 'Withdraw request rejected',
      data: { id: request.id, status: 'rejected', user_id: affiliate.userId, amount: 600 },
    });
    expect(await summaryOf(affiliate)).toMatchObject({ balance: 800, total_earned: 800, total_withdrawn: 0 });
    const requests = await shop.api.get('/v2/affiliate/user/withdraw_request_history', affiliate.headers);
    expect(requests.body.data).toEqual([
      { id: request.id, amount: 600, payment_method: 'bkash', status: 'rejected', note: 'The bKash number does not answer', date: request.created_at },
    ]);
    expect((await shop.api.get('/v2/affiliate/user/payment_history', affiliate.headers)).body.data).toEqual([]);

    // Decided once: neither rejected again nor paid afterwards.
    expect((await reject(request.id)).body.errors).toEqual({ status: ['This withdraw request is not pending'] });
    expect((await pay(request.id)).body.errors).toEqual({ status: ['This withdraw request is not pending'] });
    // The affiliate may ask again, for the whole balance.
    expect((await requestWithdrawal(affiliate, 800)).status).toBe(200);
  });

  it('leaves a paid request paid', async () => {
    const affiliate = await affiliateWithEarnings();
    await requestWithdrawal(affiliate, 500);
    const [request] = await withdrawRequestsOf(shop.db, affiliate);
    expect((await pay(request.id)).status).toBe(200);
    const response = await reject(request.id);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ status: ['This withdraw request is not pending'] });
    expect(await withdrawRequestsOf(shop.db, affiliate)).toEqual([expect.objectContaining({ status: 'approved', note: null })]);
    expect(await summaryOf(affiliate)).toMatchObject({ balance: 300, total_withdrawn: 500 });
  });

  it('settles a request once when it is paid and rejected at the same time', async () => {
    const affiliate = await affiliateWithEarnings();
    await requestWithdrawal(affiliate, 500);
    const [request] = await withdrawRequestsOf(shop.db, affiliate);
    const answers = await Promise.all([pay(request.id), reject(request.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const [settled] = await withdrawRequestsOf(shop.db, affiliate);
    const payments = (await shop.api.get('/v2/affiliate/user/payment_history', affiliate.headers)).body.data;
    expect(payments).toHaveLength(settled.status === 'approved' ? 1 : 0);
    expect(await summaryOf(affiliate)).toMatchObject({ balance: settled.status === 'approved' ? 300 : 800 });
  });

  it('answers 404 for an unknown request, 422 without a note or with a long one, and needs the admin token', async () => {
    const affiliate = await affiliateWithEarnings();
    await requestWithdrawal(affiliate, 500);
    const [request] = await withdrawRequestsOf(shop.db, affiliate);
    expect((await reject(999999)).body).toMatchObject({ result: false, message: 'Withdraw request not found' });
    expect((await reject(request.id, {})).body.errors).toEqual({ note: ['The note field is required.'] });
    expect((await reject(request.id, { note: 'x'.repeat(256) })).status).toBe(422);
    expect((await reject('one')).status).toBe(422);
    expect((await reject(request.id, undefined, {})).status).toBe(401);
    expect((await reject(request.id, undefined, affiliate.headers)).status).toBe(401);
    delete process.env.ADMIN_API_TOKEN;
    expect((await reject(request.id)).status).toBe(404);
    expect(await withdrawRequestsOf(shop.db, affiliate)).toEqual([expect.objectContaining({ status: 'pending', note: null, processed_at: null })]);
  });
});
