export { useHasPassword } from '../../lib/session/re-authentication';
