export * from './date-ranges';
export * from './dates';
export * from './errors';
export * from './integers';
export * from './money';
export * from './page-codes';
export * from './pagination';
export * from './permissions';
