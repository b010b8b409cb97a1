import { HttpResponse } from 'msw';
import { leadConversionSchema, leadCreateSchema, leadsFilterSchema, leadUpdateSchema } from '@/contract';
import { changeMockDb, mockDb } from '../db/database';
import { convertLead } from '../db/lead-conversion';
import { createLead, deleteLead, leadsOf, updateLead } from '../db/leads';
import { ownRow } from '../db/school-rows';
import { requireAccess, requireOwnSchool } from '../http/access';
import { clientJson } from '../http/client-json';
import { leadJson } from '../http/lead-json';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';
import { studentJson } from '../http/student-json';

export const leadHandlers = [
  route('post', 'leadsWhere', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'leads:read');
    const filter = await readBody(request, leadsFilterSchema, { emptyAsObject: true });
    const db = mockDb();
    const leads = leadsOf(db, requireOwnSchool(caller, filter.school_id));
    return HttpResponse.json({ data: leads.map((lead) => leadJson(db, lead)) });
  }),

  route('post', 'leadCreate', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'leads:write');
    const { school_id, ...input } = await readBody(request, leadCreateSchema);
    const schoolId = requireOwnSchool(caller, school_id);
    const lead = changeMockDb((db) => createLead(db, { schoolId, userId: caller.id }, input));
    return HttpResponse.json(leadJson(mockDb(), lead), { status: 201 });
  }),

  route('patch', 'leadUpdate', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'leads:write');
    const leadId = readPathId(params);
    const changes = await readBody(request, leadUpdateSchema);
    const schoolId = requireOwnSchool(caller);
    const lead = changeMockDb((db) => updateLead(db, schoolId, leadId, changes));
    return HttpResponse.json(leadJson(mockDb(), lead));
  }),

  route('delete', 'leadDelete', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'leads:write');
    const leadId = readPathId(params);
    const lead = ownRow(mockDb().leads, requireOwnSchool(caller), leadId);
    changeMockDb((db) => deleteLead(db, lead));
    return HttpResponse.json({ id: lead.id });
  }),

  route('post', 'leadConvert', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'leads:write');
    const leadId = readPathId(params);
    const input = await readBody(request, leadConversionSchema);
    const lead = ownRow(mockDb().leads, requireOwnSchool(caller), leadId);
    const converted = changeMockDb((db) => convertLead(db, lead, input));
    const db = mockDb();
    return HttpResponse.json({
      lead: leadJson(db, converted.lead),
      student: studentJson(db, converted.student),
      client: converted.client && clientJson(db, converted.client),
    });
  }),
];
