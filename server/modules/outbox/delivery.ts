// Messages (e-mails and SMS) are recorded in the outbox first, then handed to a delivery. The
// default one only writes a log line; a real e-mail or SMS gateway plugs in behind the same interface.

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
}

/** `sent`: a gateway accepted the message; `pending`: nothing sent it yet (it stays in the outbox). */
type DeliveryOutcome = 'sent' | 'pending';

export interface MessageDelivery {
  deliver(message: OutboxMessage): Promise<DeliveryOutcome>;
}

/** The body may hold a secret such as a reset code, so production logs leave it out. */
export function describeForLog(message: OutboxMessage, includeBody: boolean): string {
  const summary = `[outbox] ${message.channel} to ${message.recipient}: ${message.subject}`;
  return includeBody ? `${summary} | ${message.body.replace(/\s+/g, ' ')}` : summary;
}

export const logMessageDelivery: MessageDelivery = {
  async deliver(message) {
    console.info(describeForLog(message, process.env.NODE_ENV !== 'production'));
    return 'pending';
  },
};
