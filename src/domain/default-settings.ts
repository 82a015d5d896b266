// The settings a fresh installation starts with, apart from the sample records (sample-data.ts), so
// that pages reading settings do not load every sample record with them.

import { OFFICE } from './office';
import { SETTINGS_ID, type CompanyDetails, type Settings } from './types';

/** The operator's details until the office enters its own (Settings, 'Company and legal'). */
export function defaultCompany(): CompanyDetails {
  return {
    legalName: 'Paris Prestige Chauffeur SAS',
    address: `${OFFICE.address}, France`,
    vtcRegistration: 'EVTC075250001',
    siren: '912 345 678',
    vatNumber: 'FR40912345678',
  };
}

/** The company details of a settings record, those of older records included. */
export function companyOf(settings: Pick<Settings, 'company'> | undefined): CompanyDetails {
  return settings?.company ?? defaultCompany();
}

/** The settings a fresh installation starts with. */
export function defaultSettings(nowIso: string): Settings {
  return {
    id: SETTINGS_ID,
    createdAt: nowIso,
    updatedAt: nowIso,
    rev: 0,
    siteName: 'Paris Prestige Chauffeur',
    siteEmail: OFFICE.email,
    sitePhone: OFFICE.phone,
    defaultLanguage: 'fr',
    enableNotifications: true,
    enableEmailAlerts: true,
    inAppNotifications: true,
    autoBackup: false,
    maintenanceMode: false,
    dataRetentionDays: 365,
    loginNotifications: true,
    twoFactor: false,
    vatTransport: '10',
    vatHourly: '20',
    tariffs: {
      sedan: { baseFare: '25.00', perKm: '1.80', perPassenger: '5.00', serviceFeePercent: '10' },
      suv: { baseFare: '35.00', perKm: '2.20', perPassenger: '5.00', serviceFeePercent: '10' },
      van: { baseFare: '45.00', perKm: '2.60', perPassenger: '4.00', serviceFeePercent: '10' },
      coach: { baseFare: '120.00', perKm: '3.50', perPassenger: '2.00', serviceFeePercent: '8' },
    },
    syncUrl: '',
    company: defaultCompany(),
  };
}
