import { callApi } from '../api-client';

/** POST /api/auth/logout (204): the server stops accepting the token. */
export function logOut(): Promise<void> {
  return callApi('POST /api/auth/logout');
}
