export * from './common';
export * from './identity/identity.contract';
export * from './organization/organization.contract';
export * from './system/system.contract';
