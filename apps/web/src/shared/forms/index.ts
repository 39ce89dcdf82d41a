export { FormError } from './FormError';
export { applyServerErrors, type FormLike } from './server-errors';
