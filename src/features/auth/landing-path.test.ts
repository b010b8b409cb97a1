import { describe, expect, it } from 'vitest';
import { landingPathFor } from './landing-path';

describe('where a person lands after login', () => {
  it('is their home without a redirect', () => {
    expect(landingPathFor('owner')).toBe('/leads');
    expect(landingPathFor('accountant')).toBe('/finances');
    expect(landingPathFor('admin')).toBe('/admin/schools');
  });

  it('is the page they were sent away from when their role may open it', () => {
    expect(landingPathFor('owner', '/schedule')).toBe('/schedule');
    expect(landingPathFor('admin', '/leads?tab=2')).toBe('/leads');
  });

  it('is their home when the redirect is a page their role may not open', () => {
    expect(landingPathFor('teacher', '/finances')).toBe('/schedule');
  });

  it('ignores anything that is not a page of the app', () => {
    expect(landingPathFor('owner', 'https://evil.example/leads')).toBe('/leads');
    expect(landingPathFor('manager', '//evil.example')).toBe('/leads');
  });
});
