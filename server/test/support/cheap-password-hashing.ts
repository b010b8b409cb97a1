import { setPasswordHashingCost } from '../../src/auth/password.ts';

// Every Node test file starts with the cheap scrypt cost: the suites create hundreds of accounts. The tests
// of hashing itself switch back to the production cost and check it (password.test.ts,
// auth-registration.test.ts).
setPasswordHashingCost('test');
