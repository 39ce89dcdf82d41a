export { FormError } from './FormError';
export { toId, toOptions, usePatchState } from './form-state';
export { applyServerErrors, type FormLike } from './server-errors';
