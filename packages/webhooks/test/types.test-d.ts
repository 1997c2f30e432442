// Handlers are typed by the event name, from the generated event map.
import { describe, expectTypeOf, it } from 'vitest';
import type { EventPayloadMap } from '@trs/validators';
import {
  createReceiver,
  defineHandler,
  type AnyWebhookEvent,
  type DispatchedEventName,
  type Receiver,
  type ReplayResult,
  type WebhookEvent,
} from '../src/index.js';
import { openStore, type ReplayOutcome } from '../src/store/index.js';
import { memoryStore } from '../src/store/memory/memory.js';

describe('typed handlers', () => {
  const receiver = createReceiver({ auth: { values: ['x'] }, store: memoryStore(), worker: false });

  it('types each handler by its event name', () => {
    receiver.on('rentIncreaseApplied', (event) => {
      expectTypeOf(event.name).toEqualTypeOf<'rentIncreaseApplied'>();
      expectTypeOf(event.payload).toEqualTypeOf<EventPayloadMap['rentIncreaseApplied']>();
      // an optional field may come as null (read as absent by validation): the type says so
      expectTypeOf(event.payload.appliedRentAmount).toEqualTypeOf<number | null | undefined>();
      expectTypeOf(event.payload.applicationRef).toEqualTypeOf<string>();
    });
    receiver.on('kycStatus', (event) => {
      expectTypeOf(event.payload.KYCid).toEqualTypeOf<string>();
    });
    receiver.on(['addNote', 'updateApplicant'], (event) => {
      expectTypeOf(event.name).toEqualTypeOf<'addNote' | 'updateApplicant'>();
    });
    receiver.on('uploadPartnerDocument', (event) => {
      expectTypeOf(event.payload.data.presignedUrl).toEqualTypeOf<string | null | undefined>();
    });
    receiver.on('addNote', (event) => {
      // a Professional Guarantor Update may carry only EntryType and data
      expectTypeOf(event.payload.applicationRef).toEqualTypeOf<string | null | undefined>();
    });
  });

  it('narrows onAny events by name', () => {
    receiver.onAny((event) => {
      expectTypeOf(event).toEqualTypeOf<AnyWebhookEvent>();
      if (event.name === 'uploadPartnerDocument') expectTypeOf(event.payload.data.documentType).toEqualTypeOf<number>();
    });
  });

  it('knows the 21 dispatched events, not the ignored legacy report', () => {
    expectTypeOf<'legacyReportAvailable'>().not.toMatchTypeOf<DispatchedEventName>();
    expectTypeOf<'reportAvailable' | 'kycStatus' | 'rentIncreaseApplied'>().toMatchTypeOf<DispatchedEventName>();
    // @ts-expect-error the legacy report is never dispatched
    receiver.on('legacyReportAvailable', () => undefined);
    // @ts-expect-error not an event of the contract
    receiver.on('rentIncreaseAppplied', () => undefined);
  });

  it('types defineHandler like on()', () => {
    const definition = defineHandler('tenancyStartDateChanged', (event) => {
      expectTypeOf(event).toEqualTypeOf<WebhookEvent<'tenancyStartDateChanged'>>();
    });
    receiver.register(definition);
  });
});

describe('one operator surface', () => {
  it('gives openStore() and receiver.inbox the same Inbox, whose replay answers one ReplayResult', () => {
    expectTypeOf<Awaited<ReturnType<typeof openStore>>>().toEqualTypeOf<Receiver['inbox']>();
    expectTypeOf<Awaited<ReturnType<Receiver['inbox']['replay']>>>().toEqualTypeOf<ReplayResult>();
    expectTypeOf<ReplayOutcome>().toEqualTypeOf<ReplayResult>();
  });
});
