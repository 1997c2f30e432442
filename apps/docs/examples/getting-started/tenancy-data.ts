// The bodies of the typical sequence, typed by the contract: a misspelt field does not compile. The provider's
// spellings are kept letter for letter (HowWillTheProperyBeManaged, HasAdverceData).
import type { Applicant, Application, CreateTenant } from '@trs/client';

// #region application
export const application = {
  ExternalReference: 'CRM-TEN-88213', // your own id: createNewTenancy carries it back as partnerTenancyId
  RentalDetails: {
    MonthlyRent: 1250,
    BillsIncludedWithinTheRent: false,
    TenancyTerm: 12,
    TenancyStartDate: '2027-01-15',
    HowWillTheProperyBeManaged: 3, // 3 = Managed
    RentalFrequency: 1, // 1 = monthly
  },
  PropertyInformation: {
    IsLandlordKnown: true,
    IsHMO: false,
    NumberOfBedrooms: 2,
    Address: {
      HouseNumber: '21',
      Street: 'Oldham Street',
      Town: 'Manchester',
      Postcode: 'M1 1AE',
      Country: 'United Kingdom',
    },
  },
  InviteLandlordForAMLCheck: false,
  ReferenceRequired: true,
} satisfies Application;
// #endregion application

// #region tenant
export const tenant = {
  Title: 3, // 3 = Miss
  FirstName: 'Amelia',
  LastName: 'Hart',
  EmailAddress: 'amelia.hart@example.com',
  ReportType: 1, // 1 = Elite
  ShareOfRent: 1250,
  IsApplicantFillingTheForm: false, // we submit the details ourselves
} satisfies CreateTenant;
// #endregion tenant

// #region details
export const tenantDetails = {
  ...tenant,
  IsNameLegal: true,
  BestPhoneNumber: '07700 900123',
  // Required at submit even when left out on create:
  BirthDay: '1994-03-17',
  Nationality: 'British',
  MaritalStatus: 7, // 7 = Single
  HasAdverceData: false,
  AddressHistory: [
    {
      DateMovedIn: '2021-09-01',
      LivingStatus: 1, // 1 = Owner
      Address: { HouseNumber: '8', Street: 'Park Row', Town: 'Leeds', Postcode: 'LS1 4AP', Country: 'United Kingdom' },
    },
  ],
  SignedConsent: { DeliveryMethod: 1 }, // 1 = Upload
} satisfies Applicant;
// #endregion details
