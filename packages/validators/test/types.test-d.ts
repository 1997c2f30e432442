// Type-level tests: the generated types keep the provider's names letter for letter.
import { describe, expectTypeOf, it } from 'vitest';
import type { Application, CreateTenant, EventPayloadMap, RentalDetails, ValidatedTypes } from '../src/index.js';
import { validate } from '../src/index.js';

describe('generated types', () => {
  it('accept the provider names and reject the corrected spellings', () => {
    const rental: RentalDetails = { MonthlyRent: 1250, TenancyStartDate: '2026-12-01', HowWillTheProperyBeManaged: 3 };
    expectTypeOf(rental.HowWillTheProperyBeManaged).toEqualTypeOf<number | undefined>();
    const misspelt: RentalDetails = {
      MonthlyRent: 1250,
      TenancyStartDate: '2026-12-01',
      // @ts-expect-error the provider spells it HowWillTheProperyBeManaged
      HowWillThePropertyBeManaged: 3,
    };
    const tenant: CreateTenant = { FirstName: 'A', LastName: 'B', EmailAddress: 'a@b.example', HasAdverceData: false };
    // @ts-expect-error the provider spells it HasAdverceData
    const adverse: CreateTenant = { FirstName: 'A', LastName: 'B', EmailAddress: 'a@b.example', HasAdverseData: false };
    // @ts-expect-error required create fields are required in the type too
    const incomplete: CreateTenant = { FirstName: 'A' };
    void [misspelt, tenant, adverse, incomplete];
  });

  it('narrow a validated value to its type', () => {
    const result = validate.Application({});
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<Application>();
    expectTypeOf<ValidatedTypes['CreateTenant']>().toEqualTypeOf<CreateTenant>();
  });

  it('map every event name to its payload type', () => {
    expectTypeOf<EventPayloadMap['updateApplicant']['applicationRef']>().toEqualTypeOf<string>();
    expectTypeOf<EventPayloadMap['kycStatus']>().toHaveProperty('KYCid');
    expectTypeOf<EventPayloadMap['rentIncreaseApplied']>().toHaveProperty('appliedRentAmount');
  });

  it('type what provider spec 6.4 lists for Report Available as always there', () => {
    expectTypeOf<EventPayloadMap['reportAvailable']['applicationRef']>().toEqualTypeOf<string>();
    expectTypeOf<EventPayloadMap['reportAvailable']['ReportType']>().toEqualTypeOf<number>();
  });
});
