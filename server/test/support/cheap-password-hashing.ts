import { nodeScrypt } from '../../node/node-scrypt.ts';
import { installPasswordHashing } from '../../src/auth/password.ts';

// Every Node test file hashes with the Node host's scrypt at the cheap cost: the suites create hundreds of
// accounts. The tests of hashing itself switch back to the production cost and check it (password.test.ts,
// auth-registration.test.ts).
installPasswordHashing(nodeScrypt, 'cheap');
