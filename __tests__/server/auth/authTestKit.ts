import type { MessageDelivery, OutboxMessage } from '@/server/modules/outbox/delivery';

// Small helpers shared by the auth suites: a clock tests can move, a delivery that keeps messages.

export function createClock(start = new Date()) {
  let current = start;
  return {
    now: () => current,
    advanceSeconds: (seconds: number) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

export function recordingDelivery() {
  const messages: OutboxMessage[] = [];
  const delivery: MessageDelivery = {
    deliver: async (message) => {
      messages.push(message);
      return 'sent';
    },
  };
  return {
    delivery,
    messages,
    /** The 6-digit code of the newest message to this recipient. */
    latestCodeFor: (recipient: string) => {
      const message = [...messages].reverse().find((candidate) => candidate.recipient === recipient);
      const code = message?.body.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no code was sent to ${recipient}`);
      return code;
    },
  };
}
