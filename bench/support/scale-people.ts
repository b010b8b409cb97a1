import { randomUUID } from 'node:crypto';
import type { Role } from '../../src/contract/index.ts';
import type { ScaleSchool, StaffMember } from './scale-fixtures.ts';

// Who acts in a school of the scale bench: its staff, each with a cookie, a browser tab of its own (X-Ritm-Tab on
// its writes) and the tag of the list it last read, and its families with the children their cabinet shows.

export type Staff = StaffMember & { cookie: string; tab: string; tag?: string };

export const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];

export class SchoolPeople {
  private readonly staffOf = new Map<number, Staff[]>();
  /** A family's token → the ids of the children its cabinet shows (scale-day.ts, learnFamilies). */
  readonly children = new Map<string, number[]>();

  staff(school: ScaleSchool): Staff[] {
    let members = this.staffOf.get(school.id);
    if (!members) {
      members = school.staff.map((member) => ({
        ...member,
        cookie: `ritm_session=${member.token}`,
        tab: randomUUID(),
      }));
      this.staffOf.set(school.id, members);
    }
    return members;
  }

  /** Someone of the school in one of these roles (a role named twice is picked twice as often). */
  as(school: ScaleSchool, ...roles: Role[]): Staff {
    const members = this.staff(school);
    const member = pick(roles.flatMap((role) => members.filter((candidate) => candidate.role === role)));
    if (!member) throw new Error(`School ${school.id} has none of ${roles.join(', ')}`);
    return member;
  }
}
