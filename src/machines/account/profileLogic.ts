import { fromPromise } from 'xstate';
import type { User } from '../../contract/user';
import { fetchMe } from '../../api/requests';

/** SPEC §2: on entering ACCOUNT the current profile is loaded (GET /user/v1/me); the page stores it in the session. */
export const profileLogic = fromPromise<User>(({ signal }) => fetchMe(signal));
