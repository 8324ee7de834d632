import { setPasswordCost } from '../server/auth/password';
import { TEST_PASSWORD_COST } from './support/passwordCost';

// The API files' in-process servers hash at the test cost; the tests of the cost itself set the product's back.
setPasswordCost(TEST_PASSWORD_COST);
