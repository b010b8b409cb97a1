import { describe, expect, it } from 'vitest';
import { serverErrors, type User } from '../../src/contract/index.ts';
import { assertNoOtherSchoolNamed, callerSchoolId, inCallerSchool } from '../src/auth/caller-school.ts';
import { DomainError } from '../src/modules/shared/domain-errors.ts';

const profile = { full_name: 'Тестовый пользователь', phone: '', birthdate: null };
const owner: User = { id: 2, email: 'owner@example.ru', role: 'owner', school_id: 1, profile };
const admin: User = { id: 1, email: 'admin@example.ru', role: 'admin', school_id: null, profile };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? { kind: error.kind, message: error.message } : error;
  }
  return null;
};

describe('the school of a school-scoped call', () => {
  it('is the caller’s own school', () => {
    expect(callerSchoolId(owner)).toBe(1);
  });

  it('lets a body name the caller’s own school, or none', () => {
    expect(refusal(() => assertNoOtherSchoolNamed(owner, { school_id: 1 }))).toBeNull();
    expect(refusal(() => assertNoOtherSchoolNamed(owner, { school_id: '1' }))).toBeNull();
    expect(refusal(() => assertNoOtherSchoolNamed(owner, { name: 'Лид' }))).toBeNull();
    expect(refusal(() => assertNoOtherSchoolNamed(owner, [2]))).toBeNull();
  });

  it('refuses a body naming another school with 403', () => {
    expect(refusal(() => assertNoOtherSchoolNamed(owner, { school_id: 2 }))).toEqual({
      kind: 'forbidden',
      message: serverErrors.otherSchool,
    });
  });

  it('leaves a school_id that is not an id to the body’s schema', () => {
    expect(refusal(() => assertNoOtherSchoolNamed(owner, { school_id: 'one' }))).toBeNull();
  });

  it('refuses a user without a school with 403', () => {
    expect(refusal(() => callerSchoolId(admin))).toEqual({
      kind: 'forbidden',
      message: serverErrors.noSchool,
    });
  });

  it('is handed to the endpoints that work in a school: a permission the admin, who has none, is not given', () => {
    expect(inCallerSchool('leads:read')).toBe(true);
    expect(inCallerSchool('attendance:mark')).toBe(true);
    expect(inCallerSchool('schools:update')).toBe(true);
    expect(inCallerSchool('schools:list')).toBe(false);
    expect(inCallerSchool('schools:read')).toBe(false);
    expect(inCallerSchool('schools:delete')).toBe(false);
    expect(inCallerSchool('session')).toBe(false);
    expect(inCallerSchool('public')).toBe(false);
  });
});
