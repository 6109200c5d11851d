import type { MessageDelivery, OutboxMessage } from '@/server/modules/outbox/delivery';
import { describeForLog, logMessageDelivery } from '@/server/modules/outbox/delivery';
import { enqueueMessage } from '@/server/modules/outbox/service';
import { setUpTestShop } from '../support/testApi';

const message: OutboxMessage = {
  channel: 'sms',
  recipient: '01799000001',
  subject: 'Your password reset code',
  body: 'Your password reset code is 123456.\nIt expires in 15 minutes.',
};

describe('outbox', () => {
  const shop = setUpTestShop();
  const now = new Date('2030-05-01T08:00:00.000Z');

  const storedMessage = (id: number) => shop.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('records the message and hands it to the delivery', async () => {
    const delivered: OutboxMessage[] = [];
    const delivery: MessageDelivery = { deliver: async (sent) => (delivered.push(sent), 'sent') };
    const id = await enqueueMessage(shop.db, message, now, delivery);
    expect(delivered).toEqual([message]);
    expect(await storedMessage(id)).toMatchObject({
      ...message,
      status: 'sent',
      attempts: 1,
      created_at: now.toISOString(),
      sent_at: now.toISOString(),
    });
  });

  it('keeps the message pending when the delivery only logged it', async () => {
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const id = await enqueueMessage(shop.db, message, now);
      expect(await storedMessage(id)).toMatchObject({ status: 'pending', attempts: 0, sent_at: null });
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0][0]).toBe(
        '[outbox] sms to 01799000001: Your password reset code | Your password reset code is 123456. It expires in 15 minutes.',
      );
    } finally {
      log.mockRestore();
    }
  });

  it('records a failed delivery instead of failing the request', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const delivery: MessageDelivery = { deliver: async () => Promise.reject(new Error('gateway down')) };
      const id = await enqueueMessage(shop.db, message, now, delivery);
      expect(await storedMessage(id)).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
      expect(errorLog).toHaveBeenCalled();
    } finally {
      errorLog.mockRestore();
    }
  });

  it('leaves the body (and so any code) out of production logs', async () => {
    expect(describeForLog(message, false)).toBe('[outbox] sms to 01799000001: Your password reset code');
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    try {
      await logMessageDelivery.deliver(message);
      expect(log.mock.calls[0][0]).not.toContain('123456');
    } finally {
      jest.restoreAllMocks();
    }
  });
});
