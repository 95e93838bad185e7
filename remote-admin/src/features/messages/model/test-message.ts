import type { ContactMessageSummary } from '@sportif/contract';

/** For tests: a message in the list as the API gives it, pending and untried unless `changes` say otherwise. */
export const testMessage = (changes: Partial<ContactMessageSummary>): ContactMessageSummary => ({
  id: '6f1d2c1e-8b1a-4c4e-9d1e-1f2a3b4c5d6e',
  number: 7,
  receivedAt: '2025-03-01T09:30:00.000Z',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '0312 555 00 00',
  subject: 'Üyelik',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: '2025-03-01T09:30:00.000Z',
  sentAt: null,
  storedAt: null,
  lastError: null,
  readAt: null,
  handledAt: null,
  version: 1,
  marksChangedByName: null,
  ...changes,
});
