import { apiPath, serverErrors, type User } from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError } from '../expectations';
import {
  DEMO_PASSWORD,
  graciaOwner,
  graciaStaff,
  platformAdmin,
  salsaOwner,
  seededUsers,
} from '../seed-data';
import type { ContractCases } from './contract-case';

const profileOf = ({ id, profile }: User) => ({ id, user_id: id, ...profile });

const readProfile = (api: ApiClient, userId: number | string) =>
  api.request('GET', apiPath('profile', { id: userId }));

export const profileCases: ContractCases = {
  'everyone reads their own profile': async (api) => {
    for (const user of seededUsers) {
      await api.login(user.email, DEMO_PASSWORD);
      expectAnswer(await readProfile(api, user.id), 200, profileOf(user));
    }
  },

  'the owner reads the profiles of their school, not of another': async (api) => {
    await api.login(graciaOwner.email, DEMO_PASSWORD);

    for (const member of graciaStaff) expectAnswer(await readProfile(api, member.id), 200, profileOf(member));
    expectError(await readProfile(api, salsaOwner.id), 404, serverErrors.notFound);
    expectError(await readProfile(api, platformAdmin.id), 404, serverErrors.notFound);
  },

  'the admin reads any profile': async (api) => {
    await api.login(platformAdmin.email, DEMO_PASSWORD);

    for (const user of seededUsers) expectAnswer(await readProfile(api, user.id), 200, profileOf(user));
  },

  'staff do not read their colleagues or the owner': async (api) => {
    const [manager, receptionist] = graciaStaff as [User, User];
    await api.login(manager.email, DEMO_PASSWORD);

    expectError(await readProfile(api, receptionist.id), 404, serverErrors.notFound);
    expectError(await readProfile(api, graciaOwner.id), 404, serverErrors.notFound);
  },

  'a profile read needs a session and a valid id': async (api) => {
    expectError(await readProfile(api, graciaOwner.id), 401, serverErrors.unauthenticated);
    await api.login(platformAdmin.email, DEMO_PASSWORD);
    expectError(
      await readProfile(api, Math.max(...seededUsers.map(({ id }) => id)) + 1000),
      404,
      serverErrors.notFound,
    );
    for (const id of ['0', 'abc', '-1', '1e3', '2.0', '99999999999999999999']) {
      expectError(await readProfile(api, id), 400, serverErrors.invalidId);
    }
  },
};
