export { ApiRequestError } from '@portal/shared';
